import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { outbox } from '../db/schema';
import type { OutgoingMail } from './mailer';

export async function insertOutboxMail(db: Executor, mail: OutgoingMail): Promise<string> {
  const [row] = await db
    .insert(outbox)
    .values({
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      kind: mail.kind,
      link: mail.link ?? null,
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}

export async function markOutboxMail(
  db: Executor,
  id: string,
  patch: { sentAt: Date | null; error: string | null },
) {
  await db.update(outbox).set(patch).where(eq(outbox.id, id));
}

/** The newest mails to an address (tests and support tooling). */
export function listOutboxMail(db: Executor, to: string, limit = 10) {
  return db
    .select()
    .from(outbox)
    .where(eq(outbox.toAddress, to))
    .orderBy(desc(outbox.createdAt))
    .limit(limit);
}
