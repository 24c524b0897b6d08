import type { Executor } from '../../../db/client';
import type { AuthUserRow } from '../../../db/schema';
import { createMemberProfile } from '../../members/members.service';
import type { AuthContext } from '../auth-context';
import { AuthError } from '../auth-error';
import {
  findIdentity,
  findUserByEmail,
  findUserById,
  insertIdentity,
  insertUser,
  updateIdentity,
  updateUser,
} from '../auth.repository';
import type { ProviderUser } from './oauth-providers';

/** GoTrue's identity data for a provider's account (reference §3). */
function identityData(provider: string, user: ProviderUser, issuer: string) {
  return {
    iss: issuer,
    sub: user.id,
    provider_id: user.id,
    email: user.email,
    email_verified: user.isEmailVerified,
    phone_verified: false,
    ...(user.name && { name: user.name, full_name: user.name }),
    ...(user.userName && { user_name: user.userName, preferred_username: user.userName }),
    ...(user.avatarUrl && { avatar_url: user.avatarUrl, picture: user.avatarUrl }),
    provider,
  };
}

function withProvider(appMetadata: Record<string, unknown>, provider: string) {
  const known = Array.isArray(appMetadata.providers) ? (appMetadata.providers as string[]) : [];
  return {
    ...appMetadata,
    provider: appMetadata.provider ?? provider,
    providers: known.includes(provider) ? known : [...known, provider],
  };
}

/** Adds the provider's identity to an existing user. */
async function linkIdentity(
  tx: Executor,
  target: AuthUserRow,
  provider: string,
  user: ProviderUser,
  data: Record<string, unknown>,
  now: Date,
): Promise<AuthUserRow> {
  await insertIdentity(tx, {
    userId: target.id,
    provider,
    providerId: user.id,
    email: user.email,
    identityData: data,
    lastSignInAt: now,
  });
  return updateUser(tx, target.id, {
    appMetadata: withProvider(target.appMetadata, provider),
    updatedAt: now,
  });
}

/**
 * The account a provider sign-in belongs to, made or linked in one transaction:
 * 1. the provider account is already linked → that user (its identity data refreshed);
 * 2. a signed-in user asked to link it → added to that user;
 * 3. a user has the same address and the provider verified it → linked to that user (an
 *    unconfirmed password on that account is dropped: whoever set it never proved the address);
 * 4. otherwise a new confirmed account with a member profile (unless sign-ups are off).
 * @throws AuthError 422 `identity_already_exists`, `provider_email_needs_verification`,
 * `signup_disabled`.
 */
export async function resolveExternalAccount(
  ctx: AuthContext,
  provider: string,
  user: ProviderUser,
  linkingTargetId: string | null,
): Promise<AuthUserRow> {
  const data = identityData(provider, user, ctx.issuer);
  const email = user.email?.trim().toLowerCase() ?? null;
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const linked = await findIdentity(tx, provider, user.id);
    if (linked) {
      if (linkingTargetId && linked.userId !== linkingTargetId) {
        throw new AuthError(
          422,
          'identity_already_exists',
          'Identity is already linked to another user',
        );
      }
      await updateIdentity(tx, linked.id, { identityData: data, email, lastSignInAt: now });
      const owner = await findUserById(tx, linked.userId);
      if (!owner) throw new AuthError(404, 'user_not_found', 'User not found');
      return owner;
    }
    if (linkingTargetId) {
      const target = await findUserById(tx, linkingTargetId);
      if (!target) throw new AuthError(404, 'user_not_found', 'User not found');
      return linkIdentity(tx, target, provider, user, data, now);
    }
    if (!email || !user.isEmailVerified) {
      throw new AuthError(
        422,
        'provider_email_needs_verification',
        `Unverified email with ${provider}. Verify the address with ${provider} and try again`,
      );
    }
    const existing = await findUserByEmail(tx, email);
    if (existing) {
      const confirmed = existing.emailConfirmedAt
        ? existing
        : await updateUser(tx, existing.id, {
            emailConfirmedAt: now,
            encryptedPassword: null,
            updatedAt: now,
          });
      return linkIdentity(tx, confirmed, provider, user, data, now);
    }
    if (ctx.config.auth.isSignupDisabled) {
      throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
    }
    const created = await insertUser(tx, {
      email,
      encryptedPassword: null,
      emailConfirmedAt: now,
      appMetadata: { provider, providers: [provider] },
      userMetadata: data,
      createdAt: now,
      updatedAt: now,
    });
    await insertIdentity(tx, {
      userId: created.id,
      provider,
      providerId: user.id,
      email,
      identityData: data,
      lastSignInAt: now,
    });
    const [firstName, ...rest] = (user.name ?? '').split(/\s+/).filter(Boolean);
    await createMemberProfile(tx, {
      id: created.id,
      username: null,
      firstName: firstName ?? null,
      lastName: rest.join(' ') || null,
      email,
    });
    return created;
  });
}
