import type { FastifyInstance } from 'fastify';
import type { SessionGate } from '../auth/session-gate';
import { registerAccountErasureJob } from './account-deletion.job';
import { accountDeletionRoutes } from './account-deletion.routes';

export interface AccountDeletionOptions {
  sessionGate: SessionGate;
  /** The data folder (the member's data archives to remove when an account is erased). */
  dataDir: string;
}

/** "Delete my account" (issue 27) as one plugin of the app (`server/app.ts`). */
export async function accountDeletionPlugin(
  app: FastifyInstance,
  options: AccountDeletionOptions,
): Promise<void> {
  await app.register(accountDeletionRoutes, { sessionGate: options.sessionGate });
  registerAccountErasureJob(app, options);
}
