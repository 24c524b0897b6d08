import type { Executor } from '../../db/client';
import type { AuthUserRow } from '../../db/schema';
import { insertIdentity, updateUser } from './auth.repository';

/**
 * An anonymous member's address is confirmed (at once with autoconfirm, else by the email-change
 * link): they become an ordinary email member, as in GoTrue's `emailChangeVerify`: the address
 * is theirs and confirmed, `is_anonymous` goes, and they get the email identity a sign-up has.
 */
export async function linkEmailToAnonymousMember(
  db: Executor,
  user: AuthUserRow,
  email: string,
  now: Date,
): Promise<AuthUserRow> {
  const updated = await updateUser(db, user.id, {
    email,
    emailChange: null,
    emailChangeToken: null,
    emailConfirmedAt: now,
    isAnonymous: false,
    appMetadata: { ...user.appMetadata, provider: 'email', providers: ['email'] },
    userMetadata: { ...user.userMetadata, email_verified: true },
    updatedAt: now,
  });
  await insertIdentity(db, {
    userId: user.id,
    provider: 'email',
    providerId: user.id,
    email,
    identityData: { sub: user.id, email, email_verified: true, phone_verified: false },
  });
  return updated;
}
