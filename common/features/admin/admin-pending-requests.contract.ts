import { z } from 'zod';

/**
 * `GET /api/admin/users/pending-requests` (issue 27): what members asked of their own data that
 * is still under way, for `/admin/users` — accounts closing (erased on `eraseAt` unless the
 * member cancels) and data archives requested, being built or ready to download.
 */
export const pendingDeletionSchema = z.object({
  userId: z.uuid(),
  username: z.string(),
  requestedAt: z.string(),
  eraseAt: z.string(),
});
export type PendingDeletion = z.infer<typeof pendingDeletionSchema>;

export const pendingDataExportSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  username: z.string(),
  state: z.enum(['pending', 'building', 'ready']),
  requestedAt: z.string(),
  /** When a ready archive is deleted (null before it is ready). */
  expiresAt: z.string().nullable(),
});
export type PendingDataExport = z.infer<typeof pendingDataExportSchema>;

export const adminPendingRequestsSchema = z.object({
  deletions: z.array(pendingDeletionSchema),
  exports: z.array(pendingDataExportSchema),
});
export type AdminPendingRequests = z.infer<typeof adminPendingRequestsSchema>;
