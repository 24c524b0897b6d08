import { z } from 'zod';
import { cursorPageSchema, limitQuerySchema } from '../../pagination';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '../../text-rules';
import { suspensionDurationSchema } from '../moderation/moderation.contract';
import { staffRoleSchema } from '../moderation/staff-role.contract';
import { normalizeId } from '../profiles/profiles.contract';
import { memberTrustSchema } from '../trust/trust-levels.contract';

/** How `/admin/users` orders members: newest first, or most recently signed in first. */
export const adminUserSorts = ['joined', 'last_sign_in'] as const;
export type AdminUserSort = (typeof adminUserSorts)[number];

/** A member's standing: able to act, suspended (banned until a moment), or deleted. */
export const adminUserStatuses = ['active', 'suspended', 'deleted'] as const;
export type AdminUserStatus = (typeof adminUserStatuses)[number];

// The suspension steps are the review queue's (Discourse's escalating penalties).
export {
  suspensionDurationLabels,
  suspensionDurations,
  type SuspensionDuration,
} from '../moderation/moderation.contract';

/** The page size of `/api/admin/users`. */
export const ADMIN_USERS_PAGE_SIZE = { default: 25, max: 100 } as const;
/** A staff reason is at most this long. */
export const STAFF_REASON_MAX = 500;

/** The message of the one role change nobody may make. */
export const OWN_ROLE_MESSAGE = "You can't change your own role.";

/** `{id}` of `/api/admin/users/{id}…`, lower-cased; a malformed one answers 404. */
export const adminUserIdParamsSchema = z.object({
  id: z.string().max(100).describe('A member id (uuid, any letter case)').transform(normalizeId),
});

/** `GET /api/admin/users?q=&sort=&status=&role=&cursor=&limit=`. */
export const adminUsersQuerySchema = z
  .object({
    q: z
      .string()
      .trim()
      .max(100, 'Search can be at most 100 characters')
      .refine(isStorableText, `Search text ${UNSTORABLE_TEXT_MESSAGE}`)
      .optional()
      .describe('Part of the username, name or email (any case)'),
    sort: z
      .enum(adminUserSorts, { message: `Sort must be one of: ${adminUserSorts.join(', ')}` })
      .default('joined')
      .describe('joined: newest members first; last_sign_in: most recent sign-in first'),
    status: z
      .enum(adminUserStatuses, {
        message: `Status must be one of: ${adminUserStatuses.join(', ')}`,
      })
      .optional(),
    role: staffRoleSchema.optional(),
    cursor: z.string().max(300).optional().describe('nextCursor of the previous page'),
    limit: limitQuerySchema(ADMIN_USERS_PAGE_SIZE),
  })
  .strict();
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

/** A member as staff see them on `/admin/users` (the email is for staff only). */
export const adminUserSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  role: staffRoleSchema,
  status: z.enum(adminUserStatuses),
  /** When a suspension ends (set while `status` is `suspended`). */
  suspendedUntil: z.string().nullable(),
  /** Whether the suspension has no end a person would meet. */
  isSuspendedPermanently: z.boolean(),
  deletedAt: z.string().nullable(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
  postCount: z.number().int().nonnegative(),
  reports: z.object({
    open: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
  }),
  /** The member's trust level (issue 26): computed from their signals, or set by staff. */
  trust: memberTrustSchema,
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = cursorPageSchema(adminUserSchema);
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

/** One audit entry about a member. */
export const adminUserAuditEntrySchema = z.object({
  id: z.uuid(),
  action: z.string(),
  actor: z.object({ id: z.uuid(), username: z.string() }).nullable(),
  actorRole: z.string().nullable(),
  reason: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AdminUserAuditEntry = z.infer<typeof adminUserAuditEntrySchema>;

/** `GET /api/admin/users/{id}`: the member and the most recent audit entries about them. */
export const adminUserDetailSchema = adminUserSchema.extend({
  audit: z.array(adminUserAuditEntrySchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

const reasonSchema = z
  .string('A reason is required')
  .trim()
  .min(1, 'A reason is required')
  .max(STAFF_REASON_MAX, `The reason can be at most ${STAFF_REASON_MAX} characters`);

/** `POST /api/admin/users/{id}/suspension`. */
export const suspendMemberInputSchema = z
  .object({
    duration: suspensionDurationSchema,
    reason: reasonSchema,
  })
  .strict();
export type SuspendMemberInput = z.infer<typeof suspendMemberInputSchema>;

/** `DELETE /api/admin/users/{id}/suspension` (the body is optional). */
export const unsuspendMemberInputSchema = z
  .object({
    reason: z
      .string()
      .trim()
      .max(STAFF_REASON_MAX, `The reason can be at most ${STAFF_REASON_MAX} characters`)
      .optional(),
  })
  .strict()
  .optional();
export type UnsuspendMemberInput = z.infer<typeof unsuspendMemberInputSchema>;

/**
 * `PUT /api/admin/users/{id}/role` (admins only): the new role and why (1 to 500 characters),
 * recorded in the audit entry.
 */
export const setMemberRoleInputSchema = z
  .object({ role: staffRoleSchema, reason: reasonSchema })
  .strict();
export type SetMemberRoleInput = z.infer<typeof setMemberRoleInputSchema>;

/** `DELETE /api/admin/users/{id}` (admins only). */
export const deleteMemberInputSchema = z.object({ reason: reasonSchema }).strict();
export type DeleteMemberInput = z.infer<typeof deleteMemberInputSchema>;

/** `POST /api/admin/users/{id}/password-reset` answers 202 with where the link went. */
export const passwordResetSentSchema = z.object({ sentTo: z.string() });
export type PasswordResetSent = z.infer<typeof passwordResetSentSchema>;
