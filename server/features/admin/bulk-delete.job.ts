import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Transaction } from '../../db/client';
import type { ClaimedJob } from '../jobs/jobs.service';
import { updateDeletion } from './bulk-delete.repository';
import { BULK_DELETE_JOB, runBulkDeleteBatch } from './bulk-delete.service';

const payloadSchema = z.object({ deletionId: z.uuid() });

/**
 * Registers the handler of large bulk deletes' batches on the app's job runner (`server/app.ts`).
 * A batch runs in a savepoint: when its last attempt fails too, the batch's writes are rolled
 * back and the operation is marked `failed` (what earlier batches deleted stays deleted and
 * recorded), rather than showing 'running' for ever; earlier attempts throw, and are retried.
 */
export async function bulkDeleteJobPlugin(app: FastifyInstance): Promise<void> {
  app.jobs.register(BULK_DELETE_JOB, async (tx: Transaction, job: ClaimedJob) => {
    const { deletionId } = payloadSchema.parse(job.payload);
    try {
      await tx.transaction((batch) => runBulkDeleteBatch(batch, deletionId, app.clock.now()));
    } catch (err) {
      if (job.attempts < job.maxAttempts) throw err;
      app.log.error({ err, deletionId }, 'bulk delete failed for good');
      await updateDeletion(tx, deletionId, { state: 'failed', finishedAt: app.clock.now() });
    }
  });
}
