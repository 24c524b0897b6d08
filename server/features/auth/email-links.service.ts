import type { Executor } from '../../db/client';
import type { AuthUserRow } from '../../db/schema';
import type { AuthContext } from './auth-context';
import { AuthError } from './auth-error';
import { claimMailInterval, insertFlowState, updateUser } from './auth.repository';
import { generateOtp, hashEmailToken } from './auth-tokens';
import { buildAuthMail, type MailKind } from '../../mail/mail-templates';
import type { PkceChallenge } from './pkce';

/** Where each kind of email keeps its token hash and sent time on the user row. */
const columns = {
  signup: { token: 'confirmationToken', sentAt: 'confirmationSentAt' },
  invite: { token: 'confirmationToken', sentAt: 'confirmationSentAt' },
  magiclink: { token: 'recoveryToken', sentAt: 'recoverySentAt' },
  recovery: { token: 'recoveryToken', sentAt: 'recoverySentAt' },
  email_change: { token: 'emailChangeToken', sentAt: 'emailChangeSentAt' },
  reauthentication: { token: 'reauthenticationToken', sentAt: 'reauthenticationSentAt' },
} as const satisfies Record<MailKind, { token: keyof AuthUserRow; sentAt: keyof AuthUserRow }>;

/** PKCE `authentication_method` of each link kind (reference §6). */
const flowMethods: Partial<Record<MailKind, string>> = {
  signup: 'email/signup',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change: 'email_change',
};

/** The GoTrue type of the `/verify` link for each kind. */
const verifyTypes: Partial<Record<MailKind, string>> = {
  signup: 'signup',
  invite: 'invite',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change: 'email_change',
};

/** GoTrue's 429 for a mail asked for within the minimum interval (`wait` seconds to go). */
function mailIntervalError(waitMs: number): AuthError {
  return new AuthError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${Math.ceil(waitMs / 1000)} seconds.`,
  );
}

/** Whether an error is the refusal of a mail asked for within the minimum interval. */
export function isMailIntervalRefusal(err: unknown): boolean {
  return err instanceof AuthError && err.code === 'over_email_send_rate_limit';
}

/** 429 when the same kind of mail went to this user less than the minimum interval ago. */
export function assertMailFrequency(ctx: AuthContext, sentAt: Date | null): void {
  if (!sentAt) return;
  const waitMs =
    sentAt.getTime() + ctx.config.auth.emailMinIntervalSeconds * 1000 - ctx.clock.now().getTime();
  if (waitMs > 0) throw mailIntervalError(waitMs);
}

/**
 * Takes the user's minimum-interval slot for a kind of mail atomically (the sent time is
 * stamped only if the interval has passed), so parallel requests send one mail, not several.
 */
async function claimMailFrequency(
  ctx: AuthContext,
  db: Executor,
  user: AuthUserRow,
  kind: MailKind,
): Promise<void> {
  const now = ctx.clock.now();
  const minIntervalSeconds = ctx.config.auth.emailMinIntervalSeconds;
  const previous = await claimMailInterval(
    db,
    user.id,
    columns[kind].sentAt,
    now,
    minIntervalSeconds,
  );
  if (previous)
    throw mailIntervalError(previous.getTime() + minIntervalSeconds * 1000 - now.getTime());
}

/** What an issued email token gives: the updated user, the code, its stored hash and the link. */
export interface IssuedEmailToken {
  user: AuthUserRow;
  otp: string;
  tokenHash: string;
  /** `${SITE_URL}/auth/v1/verify?token=…&type=…&redirect_to=…`; none for reauthentication. */
  link: string | undefined;
}

/**
 * GoTrue's link to `/verify` (templatemailer `getPath`): `redirect_to` is written as is unless it
 * holds `&`, `=` or `#`, which are escaped.
 */
export function buildVerifyLink(
  siteUrl: string,
  tokenHash: string,
  type: string,
  redirectTo: string,
): string {
  const redirect = /[&=#]/.test(redirectTo) ? encodeURIComponent(redirectTo) : redirectTo;
  return `${siteUrl}/auth/v1/verify?token=${encodeURIComponent(tokenHash)}&type=${encodeURIComponent(type)}&redirect_to=${redirect}`;
}

/**
 * Issues a link token (signup confirmation, invite, recovery, magic link, email change) or a
 * reauthentication code without mailing it: stores `sha224(address + otp)` (prefixed `pkce_`
 * with a PKCE challenge, which also records a flow state) and stamps the sent time.
 */
export async function issueEmailToken(
  ctx: AuthContext,
  db: Executor,
  options: {
    user: AuthUserRow;
    kind: MailKind;
    /** Address the token is for (the new address for an email change). */
    to: string;
    redirectTo: string;
    pkce: PkceChallenge | null;
    /** More columns to set with the token (an invite's `invitedAt`). */
    stamp?: Partial<AuthUserRow>;
  },
): Promise<IssuedEmailToken> {
  const { user, kind, pkce } = options;
  const column = columns[kind];
  const otp = generateOtp();
  const flowMethod = flowMethods[kind];
  const isPkce = !!pkce && !!flowMethod;
  if (isPkce) {
    await insertFlowState(db, {
      userId: user.id,
      authCode: crypto.randomUUID(),
      codeChallenge: pkce.challenge,
      codeChallengeMethod: pkce.method,
      authenticationMethod: flowMethod,
    });
  }
  const tokenHash = hashEmailToken(options.to, otp, isPkce);
  const now = ctx.clock.now();
  const updated = await updateUser(db, user.id, {
    ...options.stamp,
    [column.token]: tokenHash,
    [column.sentAt]: now,
  });
  const type = verifyTypes[kind];
  const link = type
    ? buildVerifyLink(ctx.config.siteUrl, tokenHash, type, options.redirectTo)
    : undefined;
  return { user: updated, otp, tokenHash, link };
}

/**
 * Sends a link email (signup confirmation, invite, recovery, magic link, email change) or a
 * reauthentication code: issues the token ({@link issueEmailToken}) and mails the link and the
 * code. 429 `over_email_send_rate_limit` within the minimum interval, unless told not to check.
 */
export async function sendEmailLink(
  ctx: AuthContext,
  db: Executor,
  options: {
    user: AuthUserRow;
    kind: MailKind;
    /** Address the mail goes to (the new address for an email change). */
    to: string;
    redirectTo: string;
    pkce: PkceChallenge | null;
    checkFrequency?: boolean;
    stamp?: Partial<AuthUserRow>;
  },
): Promise<AuthUserRow> {
  const { user, kind } = options;
  if (options.checkFrequency !== false) await claimMailFrequency(ctx, db, user, kind);
  const issued = await issueEmailToken(ctx, db, options);
  await ctx.mailer.send(
    buildAuthMail({ kind, to: options.to, link: issued.link, otp: issued.otp }),
  );
  return issued.user;
}
