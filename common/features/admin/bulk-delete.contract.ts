import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../../limits';
import { cursorPageSchema, limitQuerySchema } from '../../pagination';
import { parks } from '../parks';
import { daySchema } from './audit.contract';

export { BULK_DELETE_SYNC_MAX, BULK_DELETE_UNDO_HOURS } from '../../limits';

/** What a bulk delete removes: posts, comments or both. */
export const bulkDeleteKinds = ['post', 'comment'] as const;
export type BulkDeleteKind = (typeof bulkDeleteKinds)[number];

/** Items a preview shows of what a filter matches. */
export const BULK_DELETE_SAMPLE_SIZE = 10;

const uuidSchema = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Not a valid id')
  .transform((id) => id.toLowerCase());

const filterShape = {
  kinds: z
    .array(z.enum(bulkDeleteKinds, { message: 'Kinds are post and comment' }))
    .min(1, 'Choose posts, comments or both')
    .max(2)
    .refine((kinds) => new Set(kinds).size === kinds.length, 'Each kind once'),
  authorId: uuidSchema.optional(),
  /** The author's username (any letter case). */
  author: z.string().trim().min(1).max(30).optional(),
  from: daySchema.optional(),
  /** The last day included. */
  to: daySchema.optional(),
  /** Words the text contains (any letter case). */
  text: z.string().trim().min(2, 'Search for at least 2 characters').max(200).optional(),
  groupId: uuidSchema.optional(),
  park: z.enum(parks, { message: `Park must be one of: ${parks.join(', ')}` }).optional(),
};

const narrowing = ['authorId', 'author', 'from', 'to', 'text', 'groupId', 'park'] as const;

/**
 * A bulk delete's filter: the kinds and at least one condition (author, dates, text, group or
 * park), so nobody deletes the whole community by leaving the form empty. A comment matches by
 * its own author, date and text, and by its post's group and park.
 */
export const bulkDeleteFilterSchema = z
  .object(filterShape)
  .strict()
  .refine((filter) => narrowing.some((key) => filter[key] !== undefined), {
    message: 'Choose at least one filter: author, dates, text, group or park',
    path: ['kinds'],
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
    message: 'The start date must not be after the end date',
    path: ['from'],
  });
export type BulkDeleteFilter = z.infer<typeof bulkDeleteFilterSchema>;

/** `POST /api/admin/bulk-deletions`: the filter and why (kept in the audit log). */
export const bulkDeleteInputSchema = z
  .object({
    ...filterShape,
    reason: z
      .string('A reason is required')
      .trim()
      .min(3, 'Give a reason of at least 3 characters')
      .max(500, 'The reason can be at most 500 characters'),
  })
  .strict()
  .refine((filter) => narrowing.some((key) => filter[key] !== undefined), {
    message: 'Choose at least one filter: author, dates, text, group or park',
    path: ['kinds'],
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
    message: 'The start date must not be after the end date',
    path: ['from'],
  });
export type BulkDeleteInput = z.infer<typeof bulkDeleteInputSchema>;

/** One matched item of a preview. */
export const bulkDeleteSampleSchema = z.object({
  kind: z.enum(bulkDeleteKinds),
  id: z.uuid(),
  /** The post the item is or belongs to. */
  postId: z.uuid(),
  excerpt: z.string(),
  author: z.object({ id: z.uuid(), username: z.string() }),
  createdAt: z.string(),
});
export type BulkDeleteSample = z.infer<typeof bulkDeleteSampleSchema>;

/** `POST /api/admin/bulk-deletions/preview`: how many live items match, and the newest ten. */
export const bulkDeletePreviewSchema = z.object({
  total: z.number().int().nonnegative(),
  posts: z.number().int().nonnegative(),
  comments: z.number().int().nonnegative(),
  /** Whether deleting them would run as a job (more than `BULK_DELETE_SYNC_MAX`). */
  runsAsJob: z.boolean(),
  sample: z.array(bulkDeleteSampleSchema),
});
export type BulkDeletePreview = z.infer<typeof bulkDeletePreviewSchema>;

export const bulkDeleteStates = ['running', 'done', 'failed', 'undone'] as const;

/** A bulk delete: its filter, reason, progress and whether it may still be undone. */
export const bulkDeletionSchema = z.object({
  id: z.uuid(),
  actor: z.object({ id: z.uuid(), username: z.string() }).nullable(),
  filter: z.record(z.string(), z.unknown()),
  reason: z.string(),
  state: z.enum(bulkDeleteStates),
  total: z.number().int().nonnegative(),
  processed: z.number().int().nonnegative(),
  deletedAt: z.string(),
  finishedAt: z.string().nullable(),
  undoneAt: z.string().nullable(),
  /** Until when undo is possible (24 hours after the delete). */
  undoUntil: z.string(),
  canUndo: z.boolean(),
});
export type BulkDeletion = z.infer<typeof bulkDeletionSchema>;
export const bulkDeletionPageSchema = cursorPageSchema(bulkDeletionSchema);
export type BulkDeletionPage = z.infer<typeof bulkDeletionPageSchema>;

/** `GET /api/admin/bulk-deletions?cursor=&limit=`: newest first. */
export const bulkDeletionsQuerySchema = z
  .object({
    cursor: z.string().max(200).optional().describe('nextCursor of the previous page'),
    limit: limitQuerySchema({ default: PAGE_SIZE_DEFAULT, max: PAGE_SIZE_MAX }),
  })
  .strict();

/** `{id}` of `/api/admin/bulk-deletions/{id}`; a malformed one answers 404. */
export const bulkDeletionIdParamsSchema = z.object({
  id: z
    .string()
    .max(100)
    .transform((id) => id.toLowerCase()),
});
