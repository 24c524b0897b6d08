import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Transaction } from '../../db/client';
import type { ClaimedJob } from '../jobs/jobs.service';
import { BULK_DELETE_JOB, runBulkDeleteBatch } from './bulk-delete.service';

const payloadSchema = z.object({ deletionId: z.uuid() });

/** Registers the handler of large bulk deletes' batches on the app's job runner (`server/app.ts`). */
export async function bulkDeleteJobPlugin(app: FastifyInstance): Promise<void> {
  app.jobs.register(BULK_DELETE_JOB, async (tx: Transaction, job: ClaimedJob) => {
    const { deletionId } = payloadSchema.parse(job.payload);
    await runBulkDeleteBatch(tx, deletionId, app.clock.now());
  });
}
