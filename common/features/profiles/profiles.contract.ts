import { z } from 'zod';
import { staffRoleSchema } from '../moderation/staff-role.contract';
import { messagePrivacies } from '../messages/message-limits';
import { messagePrivacySchema } from '../messages/message-privacy';
import { parks, type Park } from '../parks';

/** Parks a member can call home: the same list as a post's park tag. */
export const homeParks = parks;
export type HomePark = Park;

/** Profile field limits (the username rule lives in `common/features/auth/username-rules.ts`). */
export const PROFILE_NAME_MAX = 50;
export const PROFILE_BIO_MAX = 500;
export const FAVORITE_ATTRACTIONS_MAX = 10;
export const FAVORITE_ATTRACTION_MAX = 80;

export { PROFILE_NOT_FOUND_MESSAGE } from './profile-texts';

/** A member's own profile as the app shell reads it (spec §3 `profiles`). */
export const ownProfileSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  bio: z.string().nullable(),
  home_park: z.enum(homeParks).nullable(),
  favorite_attractions: z.array(z.string()),
  is_admin: z.boolean(),
  /** Your standing with the team (issue 15): member, moderator or admin (admin iff `is_admin`). */
  role: staffRoleSchema,
  /** Who may start a conversation with you (issue 12): everyone, members you follow, nobody. */
  message_privacy: messagePrivacySchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

/** `GET /api/profiles/{id}`: a member's public profile with counts, for visitors and members. */
export const publicProfileSchema = ownProfileSchema
  .omit({ is_admin: true, role: true, message_privacy: true, updated_at: true })
  .extend({
    followerCount: z.number().int().nonnegative(),
    followingCount: z.number().int().nonnegative(),
    /** Live (not deleted) posts. */
    postCount: z.number().int().nonnegative(),
    /** Whether the viewer follows this member (false for visitors and for yourself). */
    isFollowing: z.boolean(),
    /** Whether this is the viewer's own profile. */
    isMe: z.boolean(),
    /**
     * Whether the viewer may write to this member ('Message'): a signed-in member, not
     * themselves, whom the member's message setting admits or who already shares a
     * conversation with them. False for visitors.
     */
    canMessage: z.boolean(),
    /**
     * Whether the viewer blocked this member (issue 12): then neither sees the other's posts
     * nor follows, likes, comments on or messages the other. False for visitors and yourself;
     * a member blocked by the viewer is never told.
     */
    blockedByMe: z.boolean(),
  });
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/**
 * An id as the database compares it: uuids are case-insensitive in PostgreSQL but compared as
 * strings in code, so every id taken from a request is lower-cased before anything else.
 */
export function normalizeId(id: string): string {
  return id.toLowerCase();
}

/**
 * The `{id}` of `/api/profiles/{id}/…`, lower-cased ({@link normalizeId}). Any string is
 * accepted here: an id that is not a profile's (malformed ones included) answers 404
 * 'Profile not found'.
 */
export const profileIdParamsSchema = z.object({
  id: z.string().describe('A profile id (uuid, any letter case)').transform(normalizeId),
});

/** Whether `value` has the shape of a uuid (as PostgreSQL reads them). */
export function isUuidShaped(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/** Optional text: trimmed, at most `max`; an empty string or null clears it (null). */
const clearableText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .transform((value) => (value ? value : null));

const favoriteAttractionsSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1, 'An attraction name cannot be empty')
      .max(
        FAVORITE_ATTRACTION_MAX,
        `Attraction names are at most ${FAVORITE_ATTRACTION_MAX} characters`,
      ),
  )
  .max(FAVORITE_ATTRACTIONS_MAX, `Choose at most ${FAVORITE_ATTRACTIONS_MAX} favourite attractions`)
  .transform((names) => {
    const seen = new Set<string>();
    return names.filter((name) => {
      const key = name.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });

/**
 * `PATCH /api/profiles/me` body: every field optional. The username follows spec §5 (checked
 * by the server: 422 for the rule, 409 when taken); empty strings clear optional text;
 * `avatarUploadId` is an upload of yours (null removes the avatar); favourite attractions
 * are trimmed and de-duplicated (case-insensitively, first spelling kept).
 */
export const updateOwnProfileSchema = z
  .object({
    username: z.string().describe('3–30 letters, digits, underscores or hyphens; unique'),
    first_name: clearableText(PROFILE_NAME_MAX, 'First name'),
    last_name: clearableText(PROFILE_NAME_MAX, 'Last name'),
    bio: clearableText(PROFILE_BIO_MAX, 'Bio'),
    avatarUploadId: z.uuid('Upload id must be a uuid').nullable(),
    // One enum with '' (not a union with a literal): in OpenAPI 3.0, `nullable` needs a `type`.
    home_park: z
      .enum([...homeParks, ''], { message: `Home park must be one of: ${homeParks.join(', ')}` })
      .nullable()
      .transform((value) => (value ? value : null)),
    favorite_attractions: favoriteAttractionsSchema,
    message_privacy: z.enum(messagePrivacies, {
      message: `Message setting must be one of: ${messagePrivacies.join(', ')}`,
    }),
  })
  .partial()
  .strict();
export type UpdateOwnProfileInput = z.input<typeof updateOwnProfileSchema>;
export type UpdateOwnProfile = z.output<typeof updateOwnProfileSchema>;
