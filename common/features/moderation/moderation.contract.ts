import { z } from 'zod';
import { cursorPageSchema, limitQuerySchema } from '../../pagination';
import { authorSchema } from '../posts/posts.contract';
import { normalizeId } from '../profiles/profiles.contract';
import { reportDecisionSchema, reportItemKindSchema, reportReasonSchema } from './reports.contract';
import { staffRoleSchema } from './staff-role.contract';

export * from './reports.contract';

/** `{kind}/{id}` of `/api/admin/moderation/items/{kind}/{id}/…`; id lower-cased. */
export const moderationItemParamsSchema = z.object({
  kind: reportItemKindSchema,
  id: z.string().max(100).describe('The item id (uuid, any letter case)').transform(normalizeId),
});
export type ModerationItemParams = z.input<typeof moderationItemParamsSchema>;

export const moderationQueueSorts = ['newest', 'most_reported'] as const;
export const moderationQueueSortSchema = z.enum(moderationQueueSorts, {
  message: `Sort must be one of: ${moderationQueueSorts.join(', ')}`,
});
export type ModerationQueueSort = z.infer<typeof moderationQueueSortSchema>;

export const MODERATION_QUEUE_PAGE_SIZE = { default: 20, max: 50 };

/** `GET /api/admin/moderation/queue?sort=&kind=&cursor=&limit=` (moderators and admins). */
export const moderationQueueQuerySchema = z
  .object({
    sort: moderationQueueSortSchema
      .default('newest')
      .describe('newest: latest report first; most_reported: most open reports first'),
    kind: reportItemKindSchema.optional().describe('Only items of this kind'),
    cursor: z.string().max(300).optional().describe('nextCursor of the previous page'),
    limit: limitQuerySchema(MODERATION_QUEUE_PAGE_SIZE),
  })
  .strict();
export type ModerationQueueQuery = z.input<typeof moderationQueueQuerySchema>;

/** One message of the conversation around a reported message (reported messages only). */
export const moderationContextMessageSchema = z.object({
  id: z.uuid(),
  author: authorSchema.nullable(),
  body: z.string(),
  createdAt: z.string(),
  /** The reported message itself. */
  isReported: z.boolean(),
});
export type ModerationContextMessage = z.infer<typeof moderationContextMessageSchema>;

/** The reported item as the queue shows it. */
export const moderationItemSchema = z.object({
  /** A title where the kind has one (event, group, checklist, review's subject), else null. */
  title: z.string().nullable(),
  /** The start of its text (a profile: display name and bio). */
  excerpt: z.string(),
  /** Where it is on the site (e.g. `/post/{id}`), null when it has no page (a message). */
  linkPath: z.string().nullable(),
  /** First photo of the item, when it has one. */
  imageUrl: z.string().nullable(),
  createdAt: z.string().nullable(),
  /** What it belongs to, e.g. "Comment on: <post excerpt>", "In group: …"; null if nothing. */
  contextLabel: z.string().nullable(),
  /** For a reported message only: a few messages around it in its conversation, oldest first. */
  conversation: z.array(moderationContextMessageSchema).nullable(),
  /** The item no longer exists or was deleted (its reports stay until decided). */
  deleted: z.boolean(),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;

/** The author of a reported item with what staff need to judge. */
export const moderationAuthorSchema = z.object({
  id: z.string(),
  username: z.string(),
  avatar_url: z.string().nullable(),
  /** When the account was made (account age). */
  createdAt: z.string(),
  role: staffRoleSchema,
  /** Suspended until then (far future: permanently); null when not suspended. */
  suspendedUntil: z.string().nullable(),
  /** Earlier closed reports against this author's items and the penalties decided. */
  history: z.object({
    closedReports: z.number().int().nonnegative(),
    dismissed: z.number().int().nonnegative(),
    hidden: z.number().int().nonnegative(),
    deleted: z.number().int().nonnegative(),
    warned: z.number().int().nonnegative(),
    suspended: z.number().int().nonnegative(),
  }),
});
export type ModerationAuthor = z.infer<typeof moderationAuthorSchema>;

/** One open report of an item. */
export const moderationReportSchema = z.object({
  id: z.uuid(),
  /** null once the reporter's account is erased: the report stays without their identity. */
  reporter: authorSchema.nullable(),
  reason: reportReasonSchema,
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type ModerationReport = z.infer<typeof moderationReportSchema>;

/** One queue entry: an item with its open reports. */
export const moderationQueueEntrySchema = z.object({
  itemKind: reportItemKindSchema,
  itemId: z.uuid(),
  item: moderationItemSchema,
  /** null when the author's account is gone. */
  author: moderationAuthorSchema.nullable(),
  reportCount: z.number().int().positive(),
  /** How many open reports give each reason (only reasons given). */
  reasons: z.array(z.object({ reason: reportReasonSchema, count: z.number().int().positive() })),
  /** The open reports, newest first. */
  reports: z.array(moderationReportSchema),
  firstReportedAt: z.string(),
  lastReportedAt: z.string(),
  /** Whether the item is hidden now, and why (`reports`: pending review; `moderator`). */
  hidden: z.object({ cause: z.enum(['reports', 'moderator']), hiddenAt: z.string() }).nullable(),
});
export type ModerationQueueEntry = z.infer<typeof moderationQueueEntrySchema>;

export const moderationQueuePageSchema = cursorPageSchema(moderationQueueEntrySchema);
export type ModerationQueuePage = z.infer<typeof moderationQueuePageSchema>;

/** `GET /api/admin/moderation/counts`: for the staff navigation badge. */
export const moderationCountsSchema = z.object({
  /** Items with at least one open report. */
  openItems: z.number().int().nonnegative(),
  openReports: z.number().int().nonnegative(),
});
export type ModerationCounts = z.infer<typeof moderationCountsSchema>;

/** What a moderator decides about an item. */
export const moderationActions = ['dismiss', 'hide', 'delete', 'warn', 'suspend'] as const;
export const moderationActionSchema = z.enum(moderationActions, {
  message: `Action must be one of: ${moderationActions.join(', ')}`,
});
export type ModerationAction = z.infer<typeof moderationActionSchema>;

/** Suspension lengths (Discourse's escalating steps). */
export const suspensionDurations = ['1d', '3d', '1w', '30d', 'permanent'] as const;
export const suspensionDurationSchema = z.enum(suspensionDurations, {
  message: `Duration must be one of: ${suspensionDurations.join(', ')}`,
});
export type SuspensionDuration = z.infer<typeof suspensionDurationSchema>;
export const suspensionDurationLabels: Record<SuspensionDuration, string> = {
  '1d': '1 day',
  '3d': '3 days',
  '1w': '1 week',
  '30d': '30 days',
  permanent: 'Permanently',
};

export const MODERATION_REASON_MAX = 1000;
export const MODERATION_MESSAGE_MAX = 2000;

/**
 * `POST /api/admin/moderation/items/{kind}/{id}/decision` body. Closes every open report of the
 * item with the decision. `message` (the warning the author receives) is required for `warn`;
 * `duration` is required for `suspend` (which also hides the item). Works on an item without
 * reports too (staff acting from the item's menu).
 */
export const moderationDecisionInputSchema = z
  .object({
    action: moderationActionSchema,
    reason: z
      .string('Give a reason')
      .trim()
      .min(1, 'Give a reason')
      .max(MODERATION_REASON_MAX, `The reason can be at most ${MODERATION_REASON_MAX} characters`),
    message: z
      .string()
      .trim()
      .max(
        MODERATION_MESSAGE_MAX,
        `The message can be at most ${MODERATION_MESSAGE_MAX} characters`,
      )
      .optional(),
    duration: suspensionDurationSchema.optional(),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.action === 'warn' && !input.message) {
      ctx.addIssue({
        code: 'custom',
        path: ['message'],
        message: 'Write the warning the member will receive',
      });
    }
    if (input.action === 'suspend' && !input.duration) {
      ctx.addIssue({ code: 'custom', path: ['duration'], message: 'Choose how long to suspend' });
    }
  });
export type ModerationDecisionInput = z.input<typeof moderationDecisionInputSchema>;

/** The answer to a decision. */
export const moderationDecisionResultSchema = z.object({
  itemKind: reportItemKindSchema,
  itemId: z.uuid(),
  action: moderationActionSchema,
  /** The decision the closed reports carry. */
  decision: reportDecisionSchema,
  /** How many open reports this closed (0 when there were none). */
  closedReports: z.number().int().nonnegative(),
  /** Whether the item is hidden after the decision. */
  hidden: z.boolean(),
  /** Whether the item was deleted by the decision. */
  deleted: z.boolean(),
  /** For a suspension: until when (far future for permanent). */
  suspendedUntil: z.string().nullable(),
});
export type ModerationDecisionResult = z.infer<typeof moderationDecisionResultSchema>;

/** `POST /api/admin/moderation/items/{kind}/{id}/unhide` body: an optional reason. */
export const moderationUnhideInputSchema = z
  .object({
    reason: z
      .string()
      .trim()
      .max(MODERATION_REASON_MAX, `The reason can be at most ${MODERATION_REASON_MAX} characters`)
      .optional(),
  })
  .strict();
export type ModerationUnhideInput = z.input<typeof moderationUnhideInputSchema>;

/** The answer to unhide: the item is visible again (its open reports stay open). */
export const moderationUnhideResultSchema = z.object({
  itemKind: reportItemKindSchema,
  itemId: z.uuid(),
  /** false when the item was not hidden. */
  wasHidden: z.boolean(),
  hidden: z.literal(false),
});
export type ModerationUnhideResult = z.infer<typeof moderationUnhideResultSchema>;

/** `GET /api/admin/moderation/items/{kind}/{id}`: one item's state for staff menus. */
export const moderationItemStateSchema = z.object({
  itemKind: reportItemKindSchema,
  itemId: z.uuid(),
  authorId: z.string().nullable(),
  openReports: z.number().int().nonnegative(),
  hidden: z.object({ cause: z.enum(['reports', 'moderator']), hiddenAt: z.string() }).nullable(),
});
export type ModerationItemState = z.infer<typeof moderationItemStateSchema>;
