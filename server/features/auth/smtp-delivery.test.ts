import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { describeEachDatabase, testConfig } from '../../test/build-test-app';
import { emailLinksConfig, latestMail, newMember } from '../../test/email-links-test-support';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on 127.0.0.1 (no TLS, no auth) that keeps what it receives. */
async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(resolve)) };
}

/** Decodes a MIME part body by its Content-Transfer-Encoding. */
function decodePart(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The text/plain and text/html parts of a multipart/alternative message. */
function mimeParts(raw: string): Record<string, string> {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  if (!boundary) throw new Error('not a multipart message');
  const parts: Record<string, string> = {};
  for (const chunk of raw.split(`--${boundary}`).slice(1, -1)) {
    const split = chunk.search(/\r?\n\r?\n/);
    const headers = chunk.slice(0, split);
    const type = /content-type:\s*([^;\s]+)/i.exec(headers)?.[1]?.toLowerCase();
    if (type) parts[type] = decodePart(headers, chunk.slice(split).trim());
  }
  return parts;
}

describeEachDatabase('SMTP delivery of auth mail', (ctx) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let app: FastifyInstance;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const overrides = emailLinksConfig({ isAutoconfirm: true });
    app = await buildApp(
      testConfig({
        ...overrides,
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        mailFrom: 'Magic Community <no-reply@example.com>',
      }),
      { database: ctx().handle },
    );
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('delivers the recovery mail with text and HTML parts and marks the outbox row sent', async () => {
    const member = newMember('smtp');
    const signup = await app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      payload: { email: member.email, password: member.password },
    });
    expect(signup.statusCode).toBe(200);

    const recover = await app.inject({
      method: 'POST',
      url: '/auth/v1/recover?redirect_to=http://localhost:3000/auth/callback',
      payload: { email: member.email },
    });
    expect(recover.statusCode).toBe(200);
    expect(recover.json()).toEqual({});

    const row = await latestMail(ctx().db, member.email, 'recovery');
    expect(row.sentAt).not.toBeNull();
    expect(row.error).toBeNull();
    expect(row.link).toMatch(/\/auth\/v1\/verify\?token=[0-9a-f]{56}&type=recovery&redirect_to=/);

    const delivered = smtp.received.filter((mail) => mail.to.includes(member.email));
    expect(delivered).toHaveLength(1);
    const mail = delivered[0]!;
    expect(mail.from).toBe('no-reply@example.com');
    expect(mail.raw).toMatch(/^Subject: Reset your Magic Community password\r?$/m);
    expect(mail.raw).toMatch(/content-type: multipart\/alternative/i);
    const parts = mimeParts(mail.raw);
    expect(parts['text/plain']).toContain(row.link!);
    expect(parts['text/plain']).toMatch(/Your code: \d{6}/);
    expect(parts['text/html']).toContain(`href="${row.link!.replaceAll('&', '&amp;')}"`);
  });
});
