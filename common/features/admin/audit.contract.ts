import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../../limits';
import { cursorPageSchema, limitQuerySchema } from '../../pagination';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '../../text-rules';
import { calendarDaySchema } from '../../date-schemas';

/** A filter's text in the query: trimmed, at most `max` characters, storable. */
const queryText = (max: number) =>
  z.string().trim().max(max).refine(isStorableText, `The filter ${UNSTORABLE_TEXT_MESSAGE}`);

/** A calendar day `YYYY-MM-DD` (UTC) that exists. */
export const daySchema = calendarDaySchema('Use a date written YYYY-MM-DD').describe(
  'YYYY-MM-DD (UTC)',
);

/**
 * `GET /api/admin/audit`: entries newest first, filtered by action (`member.suspend`, or a
 * prefix such as `bulk`), actor and target (a username or a member id), and a range of UTC
 * days (both ends included).
 */
export const auditQuerySchema = z
  .object({
    action: queryText(60).optional(),
    actor: queryText(100).optional(),
    target: queryText(100).optional(),
    from: daySchema.optional(),
    to: daySchema.optional(),
    cursor: z.string().max(200).optional().describe('nextCursor of the previous page'),
    limit: limitQuerySchema({ default: PAGE_SIZE_DEFAULT, max: PAGE_SIZE_MAX }),
  })
  .strict()
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The start date must not be after the end date',
    path: ['from'],
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

const memberRefSchema = z.object({ id: z.uuid(), username: z.string() });

/** One entry of the audit log: who did what to which item or member, why, before and after. */
export const auditEntrySchema = z.object({
  id: z.uuid(),
  action: z.string(),
  /** The staff member; null for a token role (`actorRole`, e.g. `service_role`) or a removed one. */
  actor: memberRefSchema.nullable(),
  actorRole: z.string().nullable(),
  itemKind: z.string().nullable(),
  itemId: z.string().nullable(),
  target: memberRefSchema.nullable(),
  reason: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = cursorPageSchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
