import type { FastifyInstance } from 'fastify';
import { registerDataExportJobs, type DataExportJobsOptions } from './data-export.job';
import { dataExportRoutes } from './data-export.routes';

/** "Download my data" (issue 27) as one plugin of the app (`server/app.ts`): routes and jobs. */
export async function dataExportPlugin(
  app: FastifyInstance,
  options: DataExportJobsOptions,
): Promise<void> {
  registerDataExportJobs(app, options);
  await app.register(dataExportRoutes, { dataDir: options.dataDir });
}
