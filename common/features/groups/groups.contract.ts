import { z } from 'zod';
import { cursorPageSchema, cursorQuerySchema, limitQuerySchema } from '../../pagination';
import { parks } from '../parks';
import { authorSchema } from '../posts/posts.contract';
import { normalizeId } from '../profiles/profiles.contract';
import { postImageSchema } from '../uploads/uploads.contract';
import {
  DEFAULT_GROUP_INVITE_EXPIRY_DAYS,
  DEFAULT_GROUP_SORT,
  GROUP_ABOUT_MAX,
  GROUP_DESCRIPTION_MAX,
  GROUP_INVITES_PAGE_SIZE,
  GROUP_MEMBERS_PAGE_SIZE,
  GROUP_NAME_MAX,
  GROUP_NAME_MIN,
  GROUP_QUERY_MAX,
  GROUP_REQUESTS_PAGE_SIZE,
  GROUPS_PAGE_SIZE,
  groupInviteExpiryDays,
  groupInviteStatuses,
  groupMembershipStates,
  groupRoles,
  groupSorts,
  groupTopics,
  groupVisibilities,
} from './group-limits';

// The limits and texts live in a module without zod, so pages can use them without loading it.
export * from './group-limits';

/** A uuid path parameter, lower-cased; a malformed one answers 404 like an unknown one. */
const pathId = (what: string) =>
  z.string().max(100).describe(`${what} (uuid, any letter case)`).transform(normalizeId);

/** `{id}` of `/api/groups/{id}…`. */
export const groupIdParamsSchema = z.object({ id: pathId('A group id') });
/** `{id}` and `{userId}` of `/api/groups/{id}/members/{userId}` and `/requests/{userId}/…`. */
export const groupMemberParamsSchema = z.object({
  id: pathId('A group id'),
  userId: pathId('A member id'),
});
/** `{id}` and `{inviteId}` of `DELETE /api/groups/{id}/invites/{inviteId}`. */
export const groupInviteParamsSchema = z.object({
  id: pathId('A group id'),
  inviteId: pathId('An invite id'),
});
/** `{token}` of `/api/group-invites/{token}…`. */
export const groupInviteTokenParamsSchema = z.object({
  token: z.string().max(100).describe('The secret part of an invite link'),
});

const visibilitySchema = z.enum(groupVisibilities, {
  message: `Visibility must be one of: ${groupVisibilities.join(', ')}`,
});
const roleSchema = z.enum(groupRoles);
const parkSchema = z.enum(parks, { message: `Park must be one of: ${parks.join(', ')}` });
const topicSchema = z.enum(groupTopics, {
  message: `Topic must be one of: ${groupTopics.join(', ')}`,
});

/** The viewer's standing in a group (`role` null unless `membership` is 'member'). */
export const groupViewerSchema = z.object({
  membership: z.enum(groupMembershipStates),
  role: roleSchema.nullable(),
});
export type GroupViewer = z.infer<typeof groupViewerSchema>;

/**
 * A group as lists show it: what everyone may see of any group, private ones included (name,
 * description, cover, park, topic, counts), and the viewer's standing (`none` for visitors).
 */
export const groupSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  /** The cover photo (an upload of the owner's), or null. */
  cover: postImageSchema.nullable(),
  park: z.string().nullable(),
  topic: z.string().nullable(),
  visibility: visibilitySchema,
  memberCount: z.number().int().nonnegative(),
  postCount: z.number().int().nonnegative(),
  lastActivityAt: z.string(),
  createdAt: z.string(),
  viewer: groupViewerSchema,
});
export type GroupSummary = z.infer<typeof groupSummarySchema>;

/**
 * `GET /api/groups/{id}` (and what create, edit and accepting an invite answer): the summary
 * and the about text, which is null for a private group the viewer is not a member of.
 */
export const groupSchema = groupSummarySchema.extend({
  about: z.string().nullable(),
  /** Join requests waiting (moderators and the owner see it; null for everyone else). */
  pendingRequestCount: z.number().int().nonnegative().nullable(),
});
export type Group = z.infer<typeof groupSchema>;

/**
 * `GET /api/groups?q=&park=&topic=&sort=&cursor=&limit=`: `q` finds groups by name (typos
 * forgiven) and description; with `q` the order is best match first and `sort` is ignored.
 */
export const groupListQuerySchema = z
  .object({
    q: z
      .string()
      .trim()
      .max(GROUP_QUERY_MAX, `Search text can be at most ${GROUP_QUERY_MAX} characters`)
      .refine((text) => !text.includes('\u0000'), 'Search text cannot contain a NUL character')
      .optional()
      .describe('Words of the name or description; blank means no search'),
    park: parkSchema.optional(),
    topic: topicSchema.optional(),
    sort: z
      .enum(groupSorts, { message: `Sort must be one of: ${groupSorts.join(', ')}` })
      .default(DEFAULT_GROUP_SORT),
    cursor: z.string().max(300).optional().describe('nextCursor of the previous page'),
    limit: limitQuerySchema(GROUPS_PAGE_SIZE),
  })
  .strict();
export type GroupListQuery = z.input<typeof groupListQuerySchema>;
export const groupPageSchema = cursorPageSchema(groupSummarySchema);
export type GroupPage = z.infer<typeof groupPageSchema>;

/** `GET /api/groups/mine`: the viewer's groups (their role in `viewer`), newest activity first. */
export const myGroupsQuerySchema = cursorQuerySchema(GROUPS_PAGE_SIZE);

const nameSchema = z
  .string('Name is required')
  .trim()
  .min(GROUP_NAME_MIN, `Name must be at least ${GROUP_NAME_MIN} characters`)
  .max(GROUP_NAME_MAX, `Name can be at most ${GROUP_NAME_MAX} characters`);
const descriptionSchema = z
  .string()
  .trim()
  .max(GROUP_DESCRIPTION_MAX, `Description can be at most ${GROUP_DESCRIPTION_MAX} characters`);
const aboutSchema = z
  .string()
  .trim()
  .max(GROUP_ABOUT_MAX, `About can be at most ${GROUP_ABOUT_MAX} characters`);
const coverUploadIdSchema = z.guid('Cover must be an upload id');

/**
 * `POST /api/groups` body (201 with the {@link groupSchema}): the creator becomes its owner.
 * `coverUploadId` is one of the creator's uploads (`POST /api/uploads` first).
 */
export const createGroupInputSchema = z
  .object({
    name: nameSchema,
    description: descriptionSchema.default(''),
    about: aboutSchema.default(''),
    coverUploadId: coverUploadIdSchema.nullable().default(null),
    park: parkSchema.nullable().default(null),
    topic: topicSchema.nullable().default(null),
    visibility: visibilitySchema.default('public'),
  })
  .strict();
export type CreateGroupInput = z.input<typeof createGroupInputSchema>;

/** `PATCH /api/groups/{id}` body (owner only): only the fields given change; null clears. */
export const updateGroupInputSchema = z
  .object({
    name: nameSchema.optional(),
    description: descriptionSchema.optional(),
    about: aboutSchema.optional(),
    coverUploadId: coverUploadIdSchema.nullable().optional(),
    park: parkSchema.nullable().optional(),
    topic: topicSchema.nullable().optional(),
    visibility: visibilitySchema.optional(),
  })
  .strict()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: 'Nothing to change',
  });
export type UpdateGroupInput = z.input<typeof updateGroupInputSchema>;

/**
 * `PUT /api/groups/{id}/membership` (join a public group, or ask to join a private one) and
 * `DELETE` (leave, or withdraw a request): the viewer's standing after it and the member count.
 */
export const groupMembershipSchema = groupViewerSchema.extend({
  memberCount: z.number().int().nonnegative(),
});
export type GroupMembership = z.infer<typeof groupMembershipSchema>;

/** One member of a group with their role. */
export const groupMemberSchema = z.object({
  user: authorSchema,
  role: roleSchema,
  joinedAt: z.string(),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

/** `GET /api/groups/{id}/members`: the owner first, then moderators, then members by join date. */
export const groupMembersQuerySchema = cursorQuerySchema(GROUP_MEMBERS_PAGE_SIZE);
export const groupMemberPageSchema = cursorPageSchema(groupMemberSchema);
export type GroupMemberPage = z.infer<typeof groupMemberPageSchema>;

/**
 * `PATCH /api/groups/{id}/members/{userId}` body (owner only): 'moderator' or 'member' promotes
 * or demotes; 'owner' transfers ownership (the former owner becomes a moderator).
 */
export const updateGroupMemberInputSchema = z
  .object({
    role: z.enum(groupRoles, { message: `Role must be one of: ${groupRoles.join(', ')}` }),
  })
  .strict();
export type UpdateGroupMemberInput = z.input<typeof updateGroupMemberInputSchema>;

/** `POST /api/groups/{id}/transfer` body (owner only): the member who becomes the owner. */
export const transferGroupInputSchema = z
  .object({
    userId: z.string().max(100).describe('A member of the group (uuid)').transform(normalizeId),
  })
  .strict();
export type TransferGroupInput = z.input<typeof transferGroupInputSchema>;

/** A join request to a private group, waiting for a moderator. */
export const groupJoinRequestSchema = z.object({
  user: authorSchema,
  createdAt: z.string(),
});
export type GroupJoinRequest = z.infer<typeof groupJoinRequestSchema>;

/** `GET /api/groups/{id}/requests` (moderators and owner): oldest first. */
export const groupRequestsQuerySchema = cursorQuerySchema(GROUP_REQUESTS_PAGE_SIZE);
export const groupJoinRequestPageSchema = cursorPageSchema(groupJoinRequestSchema);
export type GroupJoinRequestPage = z.infer<typeof groupJoinRequestPageSchema>;

/** `POST /api/groups/{id}/requests/{userId}/approve|decline`: what became of the request. */
export const groupRequestDecisionSchema = z.object({
  userId: z.uuid(),
  decision: z.enum(['approved', 'declined']),
  memberCount: z.number().int().nonnegative(),
});
export type GroupRequestDecision = z.infer<typeof groupRequestDecisionSchema>;

/** An invite link of a group (owner only); `path` is the app address to share. */
export const groupInviteSchema = z.object({
  id: z.uuid(),
  groupId: z.uuid(),
  token: z.string(),
  path: z.string(),
  status: z.enum(groupInviteStatuses),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: authorSchema.nullable(),
});
export type GroupInvite = z.infer<typeof groupInviteSchema>;

/** `POST /api/groups/{id}/invites` body: how many days the link stays valid. */
export const createGroupInviteInputSchema = z
  .object({
    expiresInDays: z
      .union(
        groupInviteExpiryDays.map((days) => z.literal(days)),
        `Expiry must be one of: ${groupInviteExpiryDays.join(', ')} days`,
      )
      .default(DEFAULT_GROUP_INVITE_EXPIRY_DAYS),
  })
  .strict();
export type CreateGroupInviteInput = z.input<typeof createGroupInviteInputSchema>;

/** `GET /api/groups/{id}/invites`: newest first, revoked and expired ones included. */
export const groupInvitesQuerySchema = cursorQuerySchema(GROUP_INVITES_PAGE_SIZE);
export const groupInvitePageSchema = cursorPageSchema(groupInviteSchema);
export type GroupInvitePage = z.infer<typeof groupInvitePageSchema>;

/**
 * `GET /api/group-invites/{token}`: the group a valid link is for (its public summary) and
 * when the link expires; an unknown, expired or revoked link answers 404 with a message saying
 * which. `POST /api/group-invites/{token}/accept` joins (even a private group) and answers the
 * {@link groupSchema}.
 */
export const groupInvitePreviewSchema = z.object({
  group: groupSummarySchema,
  expiresAt: z.string(),
});
export type GroupInvitePreview = z.infer<typeof groupInvitePreviewSchema>;
