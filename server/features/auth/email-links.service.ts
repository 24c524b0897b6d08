import type { Executor } from '../../db/client';
import type { AuthUserRow } from '../../db/schema';
import type { AuthContext } from './auth-context';
import { AuthError } from './auth-error';
import { insertFlowState, updateUser } from './auth.repository';
import { generateOtp, hashEmailToken } from './auth-tokens';
import { buildAuthMail, type MailKind } from './mail/mail-templates';
import type { PkceChallenge } from './pkce';

/** Where each kind of email keeps its token hash and sent time on the user row. */
const columns = {
  signup: { token: 'confirmationToken', sentAt: 'confirmationSentAt' },
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
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change: 'email_change',
};

/** 429 when the same kind of mail went to this user less than the minimum interval ago. */
export function assertMailFrequency(ctx: AuthContext, sentAt: Date | null): void {
  if (!sentAt) return;
  const waitMs =
    sentAt.getTime() + ctx.config.auth.emailMinIntervalSeconds * 1000 - ctx.clock.now().getTime();
  if (waitMs > 0) {
    throw new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${Math.ceil(waitMs / 1000)} seconds.`,
    );
  }
}

/**
 * Sends a link email (signup confirmation, recovery, magic link, email change) or a
 * reauthentication code: stores `sha224(email + otp)` (prefixed `pkce_` with a PKCE challenge,
 * which also records a flow state), stamps the sent time and mails the link and the code.
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
  },
): Promise<AuthUserRow> {
  const { user, kind, pkce } = options;
  const column = columns[kind];
  if (options.checkFrequency !== false) assertMailFrequency(ctx, user[column.sentAt]);
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
    [column.token]: tokenHash,
    [column.sentAt]: now,
  });
  const type = verifyTypes[kind];
  const link = type
    ? `${ctx.config.siteUrl}/auth/v1/verify?${new URLSearchParams({ token: tokenHash, type, redirect_to: options.redirectTo })}`
    : undefined;
  await ctx.mailer.send(buildAuthMail({ kind, to: options.to, link, otp }));
  return updated;
}
