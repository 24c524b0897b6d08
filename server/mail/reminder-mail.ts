import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { authUsers } from '../db/schema';

/**
 * What every reminder mail job needs (events' and trips' reminders): the member's address when
 * mail may go to it — a confirmed address of an account that is neither deleted nor banned at
 * `now` —, else null.
 */
export async function reminderMailAddress(
  tx: Executor,
  userId: string,
  now: Date,
): Promise<string | null> {
  const [user] = await tx
    .select({
      email: authUsers.email,
      confirmedAt: authUsers.emailConfirmedAt,
      bannedUntil: authUsers.bannedUntil,
      deletedAt: authUsers.deletedAt,
    })
    .from(authUsers)
    .where(eq(authUsers.id, userId));
  if (!user?.email || !user.confirmedAt || user.deletedAt) return null;
  if (user.bannedUntil && user.bannedUntil.getTime() > now.getTime()) return null;
  return user.email;
}

/**
 * A Message-ID made from a mail job's key (`kind` names the mail: 'event-reminder'): a mail sent
 * again by a retried job carries the same id, so mail clients show it once.
 */
export function reminderMessageId(jobKey: string, kind: string, siteUrl: string): string {
  const digest = createHash('sha256').update(jobKey).digest('hex').slice(0, 32);
  return `<${digest}.${kind}@${new URL(siteUrl).hostname || 'localhost'}>`;
}
