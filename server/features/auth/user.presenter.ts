import type { AuthFactorRow, AuthIdentityRow, AuthUserRow } from '../../db/schema';

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : undefined);

/** Drops keys whose value is undefined (GoTrue's `omitempty`). */
function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** An identity in GoTrue's shape (reference §3: `identity_id` is the row, `id` the provider's id). */
export function presentIdentity(row: AuthIdentityRow) {
  return compact({
    identity_id: row.id,
    id: row.providerId,
    user_id: row.userId,
    identity_data: row.identityData,
    provider: row.provider,
    last_sign_in_at: iso(row.lastSignInAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    email: row.email ?? undefined,
  });
}

/** An MFA factor in GoTrue's shape. */
export function presentFactor(row: AuthFactorRow) {
  return {
    id: row.id,
    friendly_name: row.friendlyName ?? '',
    factor_type: row.factorType,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    phone: '',
    last_challenged_at: iso(row.lastChallengedAt) ?? null,
  };
}

export type PresentedUser = ReturnType<typeof presentUser>;

/** A user in GoTrue's shape (reference §3); `factors` only when there are some. */
export function presentUser(
  user: AuthUserRow,
  identities: AuthIdentityRow[],
  factors: AuthFactorRow[],
) {
  return compact({
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? '',
    email_confirmed_at: iso(user.emailConfirmedAt),
    invited_at: iso(user.invitedAt),
    phone: '',
    confirmed_at: iso(user.emailConfirmedAt),
    confirmation_sent_at: iso(user.confirmationSentAt),
    recovery_sent_at: iso(user.recoverySentAt),
    email_change_sent_at: iso(user.emailChangeSentAt),
    new_email: user.emailChange ?? undefined,
    reauthentication_sent_at: iso(user.reauthenticationSentAt),
    last_sign_in_at: iso(user.lastSignInAt),
    app_metadata: user.appMetadata,
    user_metadata: user.userMetadata,
    identities: identities.map(presentIdentity),
    factors: factors.length ? factors.map(presentFactor) : undefined,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    banned_until: iso(user.bannedUntil),
    deleted_at: iso(user.deletedAt),
    is_anonymous: user.isAnonymous,
  });
}
