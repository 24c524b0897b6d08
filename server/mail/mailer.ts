import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/client';
import { insertOutboxMail, markOutboxMail } from './outbox.repository';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the mail is for: signup, recovery, magiclink, email_change, reauthentication. */
  kind: string;
  /** The action link in the mail, kept in the outbox and the log. */
  link?: string;
}

export interface Mailer {
  /** Whether mail really leaves the server (SMTP configured). */
  isDelivering: boolean;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Sends mail with nodemailer through `SMTP_URL` when it is set. Every mail is also written to
 * the `outbox` table and logged with its link, so without SMTP a newcomer can follow every flow.
 */
export function createMailer(options: {
  db: Database;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const transport: Transporter | null = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : null;
  return {
    isDelivering: !!transport,
    async send(mail) {
      const id = await insertOutboxMail(options.db, mail);
      options.log.info(
        { mailId: id, to: mail.to, kind: mail.kind, link: mail.link },
        `mail: ${mail.subject}`,
      );
      if (!transport) return;
      try {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        await markOutboxMail(options.db, id, { sentAt: new Date(), error: null });
      } catch (err) {
        options.log.error({ err, mailId: id }, 'mail delivery failed');
        await markOutboxMail(options.db, id, {
          sentAt: null,
          error: err instanceof Error ? err.message : String(err),
        });
      }
    },
    close() {
      transport?.close();
    },
  };
}
