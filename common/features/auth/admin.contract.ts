import { z } from 'zod';
import { metadata, optionalText, pathParam, queryText } from './auth.contract';

/**
 * Request bodies and queries of GoTrue's admin API under `/auth/v1/admin` and `POST /invite`
 * (supabase/auth `admin.go`, `mail.go`, `invite.go`; auth-js `GoTrueAdminApi`). Loose objects:
 * auth-js spreads its options into some bodies (`redirectTo` in generate_link).
 */
const optionalFlag = z.boolean().nullish();

/** `POST /admin/users` and `PUT /admin/users/{id}` (GoTrue's `AdminUserParams`). */
export const adminUserBodySchema = z.looseObject({
  id: optionalText,
  aud: optionalText,
  role: optionalText,
  email: optionalText,
  phone: optionalText,
  password: optionalText,
  password_hash: optionalText,
  email_confirm: optionalFlag,
  phone_confirm: optionalFlag,
  user_metadata: metadata,
  app_metadata: metadata,
  /** A Go duration (`24h`, `1h30m`, `90s`) or `none` to lift a ban. */
  ban_duration: optionalText,
});

/** `GET /admin/users`: page (from 1), per_page, a filter on email or full name, `created_at` sort. */
export const adminListUsersQuerySchema = z.looseObject({
  page: queryText,
  per_page: queryText,
  filter: queryText,
  sort: queryText,
});

/** `{userId}` of `/admin/users/{userId}`; a malformed id still gets GoTrue's 404. */
export const adminUserParamsSchema = z.object({ userId: pathParam });

/** `{userId}` and `{factorId}` of `/admin/users/{userId}/factors/{factorId}`. */
export const adminFactorParamsSchema = z.object({ userId: pathParam, factorId: pathParam });

/** `{userId}/passkeys/{passkeyId}` of the admin API. */
export const adminPasskeyParamsSchema = z.object({ userId: pathParam, passkeyId: pathParam });

/** `DELETE /admin/users/{id}`. */
export const adminDeleteUserBodySchema = z.looseObject({ should_soft_delete: optionalFlag });

/** The link types of `POST /admin/generate_link`. */
export const GENERATE_LINK_TYPES = [
  'signup',
  'invite',
  'magiclink',
  'recovery',
  'email_change_current',
  'email_change_new',
] as const;
export type GenerateLinkType = (typeof GENERATE_LINK_TYPES)[number];

/** `POST /admin/generate_link`. */
export const generateLinkBodySchema = z.looseObject({
  type: optionalText,
  email: optionalText,
  new_email: optionalText,
  password: optionalText,
  data: metadata,
  redirect_to: optionalText,
});

/** `POST /invite`. */
export const inviteBodySchema = z.looseObject({ email: optionalText, data: metadata });

/** `PUT /admin/users/{id}/factors/{factorId}`. */
export const adminFactorUpdateBodySchema = z.looseObject({
  friendly_name: optionalText,
  phone: optionalText,
});
