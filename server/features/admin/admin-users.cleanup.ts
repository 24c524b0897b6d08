import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { releaseDeletedAccount, findAccount } from '../auth/admin/member-account.service';
import { withdrawMemberContestEntries } from '../contests/contests.service';
import { removeUploadFiles } from '../uploads/uploads.storage';
import { clearAvatar } from '../profiles/profiles.repository';
import { deleteUploadRowsOf } from '../uploads/uploads.repository';
import { MEMBER_DELETION_JOB } from './admin-users.service';

const payloadSchema = z.object({ userId: z.uuid() });

/**
 * The end of a deleted member's grace period (a job scheduled by `deleteMember`): their
 * contest entries leave the counts, their uploads (rows, then files before the job commits; a
 * file already gone is fine) and avatar go, and their address is obfuscated, which frees it.
 * Nothing happens for an account that is no longer deleted.
 */
export function registerMemberDeletionJob(app: FastifyInstance, dataDir: string): void {
  app.jobs.register(MEMBER_DELETION_JOB, async (tx, job) => {
    const { userId } = payloadSchema.parse(job.payload);
    const account = await findAccount(tx, userId);
    if (!account?.deletedAt) return;
    await withdrawMemberContestEntries(tx, userId);
    const uploadIds = await deleteUploadRowsOf(tx, userId);
    await clearAvatar(tx, userId);
    await releaseDeletedAccount(tx, userId);
    await removeUploadFiles(dataDir, uploadIds);
    app.log.info({ userId, uploads: uploadIds.length }, 'deleted member: uploads removed');
  });
}
