import { z } from 'zod';
import { errorCategories, errorSeverities } from '../../error-catalogue';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, RECENT_ERRORS_DEFAULT } from '../../limits';
import { cursorPageSchema, limitQuerySchema } from '../../pagination';
import { supportTopics } from '../support/support.contract';
import { logLevels } from '../telemetry/log-levels';

/** Days the dashboard's chart covers (today, UTC, and the 29 before it). */
export const DASHBOARD_SERIES_DAYS = 30;

/** `GET /api/admin/dashboard`: the community's counts and the last 30 days, day by day (UTC). */
export const dashboardSchema = z.object({
  counts: z.object({
    members: z.number().int().nonnegative(),
    /** Members who joined in the last 7 days. */
    newMembersThisWeek: z.number().int().nonnegative(),
    /** Live posts. */
    posts: z.number().int().nonnegative(),
    comments: z.number().int().nonnegative(),
    openReports: z.number().int().nonnegative(),
    /** Members whose suspension (`banned_until`) has not ended. */
    suspendedMembers: z.number().int().nonnegative(),
  }),
  /** One row per UTC day, oldest first, days without activity included as zeros. */
  series: z.array(
    z.object({
      date: z.string().describe('YYYY-MM-DD (UTC)'),
      signups: z.number().int().nonnegative(),
      posts: z.number().int().nonnegative(),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

const cursorSchema = z.string().max(200).optional().describe('nextCursor of the previous page');

/** `GET /api/admin/client-errors?limit=&cursor=`: newest first, 10 by default (spec §9). */
export const clientErrorsQuerySchema = z
  .object({
    cursor: cursorSchema,
    limit: limitQuerySchema({ default: RECENT_ERRORS_DEFAULT, max: PAGE_SIZE_MAX }),
  })
  .strict();
export type ClientErrorsQuery = z.infer<typeof clientErrorsQuerySchema>;

/** A client error record as the dashboard lists it. */
export const adminClientErrorSchema = z.object({
  id: z.uuid(),
  clientErrorId: z.string().nullable(),
  message: z.string(),
  severity: z.enum(errorSeverities),
  category: z.enum(errorCategories),
  url: z.string().nullable(),
  stack: z.string().nullable(),
  isUserFacing: z.boolean(),
  userId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type AdminClientError = z.infer<typeof adminClientErrorSchema>;
export const adminClientErrorPageSchema = cursorPageSchema(adminClientErrorSchema);
export type AdminClientErrorPage = z.infer<typeof adminClientErrorPageSchema>;

/** `GET /api/admin/client-logs?level=&limit=&cursor=`: newest first, of one level or all. */
export const clientLogsQuerySchema = z
  .object({
    level: z
      .enum(logLevels, { message: `Level must be one of: ${logLevels.join(', ')}` })
      .optional(),
    cursor: cursorSchema,
    limit: limitQuerySchema({ default: PAGE_SIZE_DEFAULT, max: PAGE_SIZE_MAX }),
  })
  .strict();
export type ClientLogsQuery = z.infer<typeof clientLogsQuerySchema>;

/** A browser log entry as the dashboard lists it. */
export const adminClientLogSchema = z.object({
  id: z.uuid(),
  level: z.enum(logLevels),
  message: z.string(),
  component: z.string().nullable(),
  url: z.string().nullable(),
  userId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type AdminClientLog = z.infer<typeof adminClientLogSchema>;
export const adminClientLogPageSchema = cursorPageSchema(adminClientLogSchema);
export type AdminClientLogPage = z.infer<typeof adminClientLogPageSchema>;

export const supportStatuses = ['open', 'handled'] as const;
export type SupportStatus = (typeof supportStatuses)[number];

/** `GET /api/admin/support-messages?status=&limit=&cursor=`: newest first. */
export const supportMessagesQuerySchema = z
  .object({
    status: z
      .enum(supportStatuses, { message: `Status must be one of: ${supportStatuses.join(', ')}` })
      .optional(),
    cursor: cursorSchema,
    limit: limitQuerySchema({ default: PAGE_SIZE_DEFAULT, max: PAGE_SIZE_MAX }),
  })
  .strict();
export type SupportMessagesQuery = z.infer<typeof supportMessagesQuerySchema>;

/** A message of the `/support` contact form, for the team. */
export const adminSupportMessageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  topic: z.enum(supportTopics),
  subject: z.string(),
  message: z.string(),
  userId: z.uuid().nullable(),
  status: z.enum(supportStatuses),
  createdAt: z.string(),
});
export type AdminSupportMessage = z.infer<typeof adminSupportMessageSchema>;
export const adminSupportMessagePageSchema = cursorPageSchema(adminSupportMessageSchema);
export type AdminSupportMessagePage = z.infer<typeof adminSupportMessagePageSchema>;

/** `{id}` of `/api/admin/support-messages/{id}/handled`; a malformed one answers 404. */
export const supportMessageIdParamsSchema = z.object({
  id: z
    .string()
    .max(100)
    .transform((id) => id.toLowerCase()),
});

/** `PUT /api/admin/support-messages/{id}/handled`. */
export const supportHandledInputSchema = z
  .object({ handled: z.boolean('Handled must be true or false') })
  .strict();
export type SupportHandledInput = z.infer<typeof supportHandledInputSchema>;
