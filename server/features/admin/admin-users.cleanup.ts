import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { purgeDeletedMember } from '../account-deletion/member-purge';
import { findAccount } from '../auth/admin/member-account.service';
import { MEMBER_DELETION_JOB } from './admin-users.service';

const payloadSchema = z.object({ userId: z.uuid() });

/**
 * The end of a deleted member's grace period (a job scheduled by `deleteMember`):
 * `purgeDeletedMember`, then the photo files before the job commits.
 * Nothing happens for an account that is no longer deleted.
 */
export function registerMemberDeletionJob(app: FastifyInstance): void {
  app.jobs.register(MEMBER_DELETION_JOB, async (tx, job) => {
    const { userId } = payloadSchema.parse(job.payload);
    const account = await findAccount(tx, userId);
    if (!account?.deletedAt) return;
    const uploadIds = await purgeDeletedMember(tx, userId);
    await app.photoStorage.removeUploads(uploadIds);
    app.log.info({ userId, uploads: uploadIds.length }, 'deleted member: uploads removed');
  });
}
