import { z } from 'zod';
import { cursorPageSchema, limitQuerySchema } from '../../pagination';
import { normalizeId } from '../profiles/profiles.contract';

/**
 * The kinds of item members may report and staff may hide (issue 15); the `reports` and
 * `hidden_items` tables check theirs against this list.
 */
export const reportItemKinds = [
  'post',
  'comment',
  'message',
  'profile',
  'review',
  'event',
  'event_comment',
  'group',
  'tip',
  'checklist',
  'contest_entry',
  'creator_listing',
  'trip',
] as const;
export const reportItemKindSchema = z.enum(reportItemKinds, {
  message: `Item kind must be one of: ${reportItemKinds.join(', ')}`,
});
export type ReportItemKind = z.infer<typeof reportItemKindSchema>;

/** How the web names each kind in a sentence ("Report this post"). */
export const reportItemKindLabels: Record<ReportItemKind, string> = {
  post: 'post',
  comment: 'comment',
  message: 'message',
  profile: 'profile',
  review: 'review',
  event: 'event',
  event_comment: 'event comment',
  group: 'group',
  tip: 'tip',
  checklist: 'checklist',
  contest_entry: 'contest entry',
  creator_listing: 'creator listing',
  trip: 'trip',
};

/** Why a member reports an item. */
export const reportReasons = [
  'spam',
  'harassment',
  'inappropriate',
  'misinformation',
  'other',
] as const;
export const reportReasonSchema = z.enum(reportReasons, {
  message: `Reason must be one of: ${reportReasons.join(', ')}`,
});
export type ReportReason = z.infer<typeof reportReasonSchema>;

/** The reasons as the report form lists them. */
export const reportReasonLabels: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment',
  inappropriate: 'Inappropriate content',
  misinformation: 'Misinformation',
  other: 'Something else',
};

/** Longest note a reporter may add. */
export const REPORT_NOTE_MAX = 1000;

/** How a moderator closed the reports of an item. */
export const reportDecisions = ['dismissed', 'hidden', 'deleted', 'warned', 'suspended'] as const;
export const reportDecisionSchema = z.enum(reportDecisions);
export type ReportDecision = z.infer<typeof reportDecisionSchema>;

/**
 * `POST /api/reports` body (members; 201 with the {@link reportSchema}). 404 when the item does
 * not exist or the reporter cannot see it, 422 for your own item, 409 when you already have an
 * open report of it, 429 (with Retry-After) past the daily limit of reports.
 */
export const createReportInputSchema = z
  .object({
    itemKind: reportItemKindSchema,
    itemId: z
      .string('Item id is required')
      .max(100, 'Item id is too long')
      .transform(normalizeId)
      .describe('The id (uuid) of the reported item; for a profile, the member id'),
    reason: reportReasonSchema,
    note: z
      .string()
      .trim()
      .max(REPORT_NOTE_MAX, `Your note can be at most ${REPORT_NOTE_MAX} characters`)
      .nullable()
      .optional()
      .transform((note) => (note ? note : null)),
  })
  .strict();
export type CreateReportInput = z.input<typeof createReportInputSchema>;

/** A report as its reporter sees it. */
export const reportSchema = z.object({
  id: z.uuid(),
  itemKind: reportItemKindSchema,
  itemId: z.uuid(),
  reason: reportReasonSchema,
  note: z.string().nullable(),
  status: z.enum(['open', 'closed']),
  /** How a moderator decided; null while open. */
  decision: reportDecisionSchema.nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Report = z.infer<typeof reportSchema>;

export const REPORTS_PAGE_SIZE = { default: 20, max: 50 };

/** `GET /api/reports/mine?cursor=&limit=`: your reports, newest first. */
export const myReportsQuerySchema = z
  .object({
    cursor: z.string().max(300).optional().describe('nextCursor of the previous page'),
    limit: limitQuerySchema(REPORTS_PAGE_SIZE),
  })
  .strict();
export type MyReportsQuery = z.input<typeof myReportsQuerySchema>;

export const reportPageSchema = cursorPageSchema(reportSchema);
export type ReportPage = z.infer<typeof reportPageSchema>;
