import type { z } from 'zod';
import type {
  adminListUsersQuerySchema,
  adminUserBodySchema,
} from '../../../../common/features/auth/admin.contract';
import { PASSWORD_MAX_LENGTH } from '../../../../common/features/auth/password-rules';
import type { AuthUserRow } from '../../../db/schema';
import { cleanMetadata, createAccount } from '../account.service';
import type { AuthContext } from '../auth-context';
import { AuthError, validationFailed } from '../auth-error';
import { findUserByEmail, findUserById } from '../auth.repository';
import { requireValidEmail } from '../credentials';
import { hashPassword } from '../password-hash';
import { loadPresentedUser } from '../session.service';
import { presentUser } from '../user.presenter';
import { listFactorsOfUsers, listIdentitiesOfUsers, listUsersPage } from './admin.repository';
import { resolveBan } from './ban-duration';
import { paginationHeaders, readPageRequest } from './pagination';

export type AdminUserBody = z.output<typeof adminUserBodySchema>;
type ListQuery = z.output<typeof adminListUsersQuerySchema>;

/** The audience of the users the admin API lists and creates (GoTrue's `JWT_AUD`). */
export const DEFAULT_AUD = 'authenticated';
/** The role of users created without one (GoTrue's `JWT_DEFAULT_GROUP_NAME`). */
export const DEFAULT_ROLE = 'authenticated';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/** GoTrue's `DuplicateEmailMsg` with 422 `email_exists`. */
export const emailExists = () =>
  new AuthError(422, 'email_exists', 'A user with this email address has already been registered');

/** No phone numbers are stored here: admin requests with one get the phone-provider code. */
export const phoneDisabled = () =>
  new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');

/**
 * GoTrue's `loadUser` for `/admin/users/{id}`.
 * @throws AuthError 404 `validation_failed` "user_id must be an UUID", 404 `user_not_found`.
 */
export async function loadUserForAdmin(ctx: AuthContext, userId: string): Promise<AuthUserRow> {
  if (!UUID.test(userId)) throw new AuthError(404, 'validation_failed', 'user_id must be an UUID');
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  return user;
}

/**
 * `GET /admin/users`: `{ users, aud }` for one page, with GoTrue's `Link` and `X-Total-Count`
 * headers. Each user has its identities and factors.
 */
export async function listUsersAsAdmin(ctx: AuthContext, query: ListQuery, requestUrl: string) {
  const page = readPageRequest(query);
  const { rows, total } = await listUsersPage(ctx.db, {
    aud: DEFAULT_AUD,
    filter: query.filter || null,
    isAscending: page.isAscending,
    limit: page.perPage,
    offset: (page.page - 1) * page.perPage,
  });
  const ids = rows.map((row) => row.id);
  const [identities, factors] = await Promise.all([
    listIdentitiesOfUsers(ctx.db, ids),
    listFactorsOfUsers(ctx.db, ids),
  ]);
  const users = rows.map((row) =>
    presentUser(row, identities.get(row.id) ?? [], factors.get(row.id) ?? []),
  );
  return { body: { users, aud: DEFAULT_AUD }, headers: paginationHeaders(requestUrl, page, total) };
}

/** `GET /admin/users/{id}`: the user with identities and factors. */
export async function getUserAsAdmin(ctx: AuthContext, userId: string) {
  return loadPresentedUser(ctx.db, await loadUserForAdmin(ctx, userId));
}

const SCRYPT_HASH = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/;

/**
 * A `password_hash` an admin imports: this server's own scrypt format only, with parameters a
 * sign-in can afford (N ≤ 2^20, r ≤ 16, p ≤ 4).
 */
function acceptPasswordHash(hash: string): string {
  const match = SCRYPT_HASH.exec(hash);
  const [n, r, p] = (match?.slice(1) ?? []).map(Number) as [number, number, number];
  const isPowerOfTwo = n > 1 && (n & (n - 1)) === 0;
  if (!match || !isPowerOfTwo || n > 2 ** 20 || r < 1 || r > 16 || p < 1 || p > 4) {
    throw validationFailed('Unsupported password hash: use scrypt$N$r$p$salt$hash');
  }
  return hash;
}

/** The id an admin chose for a new user, checked like GoTrue. */
function chosenId(id: string | null | undefined): string | undefined {
  if (!id) return undefined;
  if (!UUID.test(id)) throw validationFailed('ID must conform to the uuid v4 format');
  if (id === NIL_UUID) throw validationFailed('ID cannot be a nil uuid');
  return id.toLowerCase();
}

/**
 * `POST /admin/users` (GoTrue's `adminUserCreate`): an email account (confirmed with
 * `email_confirm`), its identity and the member's profile in one transaction; the username is
 * `user_metadata.username` when given (spec §5's rule) or derived from the address. Like
 * GoTrue, no password strength rule applies here and a user without a password gets none.
 * @throws AuthError 400 `validation_failed`, 422 `email_exists`, 422 `username_exists`.
 */
export async function createUserAsAdmin(ctx: AuthContext, body: AdminUserBody) {
  if (!body.email && !body.phone) {
    throw validationFailed('Cannot create a user without either an email or phone');
  }
  const email = body.email ? requireValidEmail(body.email, 'An email address is required') : '';
  if (email && (await findUserByEmail(ctx.db, email))) throw emailExists();
  if (body.phone || !email) throw phoneDisabled();
  if (body.password && body.password_hash) {
    throw validationFailed('Only a password or a password hash should be provided');
  }
  if (body.password && body.password.length > PASSWORD_MAX_LENGTH) {
    throw validationFailed(`Password cannot be longer than ${PASSWORD_MAX_LENGTH} characters`);
  }
  const id = chosenId(body.id);
  const bannedUntil = resolveBan(body.ban_duration, ctx.clock.now());
  let encryptedPassword: string | null = null;
  if (body.password_hash) encryptedPassword = acceptPasswordHash(body.password_hash);
  else if (body.password) encryptedPassword = await hashPassword(body.password);

  const user = await createAccount(ctx, {
    email,
    encryptedPassword,
    data: cleanMetadata(body.user_metadata),
    isConfirmed: body.email_confirm === true,
    admin: {
      id,
      role: body.role || DEFAULT_ROLE,
      aud: body.aud || DEFAULT_AUD,
      appMetadata: body.app_metadata ?? undefined,
      bannedUntil: bannedUntil ?? null,
    },
  });
  return loadPresentedUser(ctx.db, user);
}
