import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { withdrawMemberContent } from '../../content/content-registry';
import { closeAccount } from '../auth/admin/member-account.service';
import type { SessionGate } from '../auth/session-gate';
import { removeExportFiles } from '../data-export/data-export.storage';
import { findOpenClosure } from './account-deletion.repository';
import { eraseMemberRows } from './member-erasure';
import { findErasedMemberFacts } from './member-erasure.repository';
import { purgeDeletedMember } from './member-purge';

/** The job that deletes a closing account at the end of its grace period. */
export const ACCOUNT_ERASURE_JOB = 'account-deletion.erase';

const payloadSchema = z.object({ userId: z.uuid() });

/** The job's key: one per closure (a member who cancels and closes again gets a new one). */
export const erasureJobKey = (userId: string, eraseAt: Date) =>
  `${ACCOUNT_ERASURE_JOB}:${userId}:${eraseAt.getTime()}`;

/**
 * The end of a member's own closure (issue 27 §3), run when its 30 days are over, unless they
 * cancelled (or closed again later, which has its own job): the account is closed for good as an
 * admin's deletion leaves it after its grace period — sign-in refused for ever, password and
 * factors gone — their content leaves through every content kind (`withdrawMemberContent`),
 * then `purgeDeletedMember` (contest entries, photos, avatar, address), then the rows themselves
 * (`eraseMemberRows`: username reserved, profile and account deleted; messages and reports kept
 * without them, audit entries with the plain id), and the photo and archive files once the rest
 * is done.
 */
export function registerAccountErasureJob(
  app: FastifyInstance,
  options: { sessionGate: SessionGate; dataDir: string },
): void {
  app.jobs.register(ACCOUNT_ERASURE_JOB, async (tx, job) => {
    const { userId } = payloadSchema.parse(job.payload);
    const now = app.clock.now();
    const closure = await findOpenClosure(tx, userId);
    if (!closure || closure.eraseAt.getTime() > now.getTime()) return;
    // Read before the address is freed: the mail sent to it goes too.
    const facts = await findErasedMemberFacts(tx, userId);
    await closeAccount({ sessionGate: options.sessionGate }, tx, userId, now);
    await withdrawMemberContent(tx, userId, now);
    const uploadIds = await purgeDeletedMember(tx, userId);
    const { exportIds } = await eraseMemberRows(
      tx,
      { id: userId, username: facts?.username ?? null, email: facts?.email ?? null },
      { jobId: job.id, now },
    );
    await app.photoStorage.removeUploads(uploadIds);
    await removeExportFiles(options.dataDir, exportIds);
    app.log.info({ jobId: job.id, uploads: uploadIds.length }, 'closed account erased');
  });
}
