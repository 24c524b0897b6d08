import { mkdtempSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';
import { x as extractTar } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataExportStatusSchema } from '../../../common/features/data-export/data-export.contract';
import { memberDataSections } from '../../content/member-data';
import {
  authMfaFactors,
  authUsers,
  catalogueItems,
  contests,
  dataExports,
  jobs,
  notifications,
} from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/build-test-app';
import { testEngines } from '../../test/test-database';
import { sendDirectMessage } from '../../test/conversations';
import { createMember, type TestMember } from '../../test/sign-in';
import { createEventAs } from '../../test/events-test-support';
import { callAs, createGroupAs, groupPostAs, joinAs } from '../../test/groups-test-support';
import { DATA_EXPORT_EXPIRE_JOB } from './data-export.job';
import { exportFilePath } from './data-export.storage';

const dataDir = mkdtempSync(path.join(tmpdir(), 'data-export-test-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const DAY_MS = 24 * 60 * 60 * 1000;
const tag = () => crypto.randomUUID().slice(0, 8);

/** A photo uploaded through `POST /api/uploads` by `owner` (its files are on disk); its id. */
async function uploadAs(ctx: TestContext, owner: TestMember): Promise<string> {
  await ctx.app.rateLimiter.reset(`uploads:${owner.id}`);
  const png = await sharp({ create: { width: 16, height: 12, channels: 3, background: '#369' } })
    .png()
    .toBuffer();
  const boundary = `----export-${crypto.randomUUID()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="spot.png"\r\nContent-Type: image/png\r\n\r\n`;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { ...owner.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

/** `method url` as `member`, expecting `status`; the JSON answer. */
async function expectCall(
  ctx: TestContext,
  member: TestMember,
  method: 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload: object,
  status = 201,
): Promise<{ id: string; categories?: { id: string }[] }> {
  const res = await callAs(ctx, method, url, member, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.json();
}

/**
 * A member with something in every section, another member and a third one around them. Texts
 * of the member must all be in the archive; texts of the others that the member could merely
 * see (a private group's post, a private event, a comment on the member's post), or could not
 * (a conversation they are not in, a private checklist, a second factor's secret), never.
 */
async function seedWorld(ctx: TestContext) {
  const member = await createMember(ctx.db, { isEstablished: true });
  const other = await createMember(ctx.db, { isEstablished: true });
  const third = await createMember(ctx.db, { isEstablished: true });
  const t = tag();
  const mine = {
    bio: `My bio ${t}`,
    post: `My post with a photo ${t}`,
    groupPost: `My post in their private group ${t}`,
    comment: `My comment on their post ${t}`,
    sent: `My message to them ${t}`,
    received: `Their message to me ${t}`,
    reviewTitle: `My review ${t}`,
    tip: `Ride the monorail at dusk for the best view ${t}`,
    checklist: `My private packing list ${t}`,
    checklistItem: `Ponchos ${t}`,
    event: `My meet-up ${t}`,
    eventComment: `My comment on their private event ${t}`,
    group: `My group ${t}`,
    caption: `My contest caption ${t}`,
    headline: `Family photographer at the parks ${t}`,
    factorName: `My phone ${t}`,
  };
  const theirs = {
    groupPost: `Their private group post ${t}`,
    commentOnMine: `Their comment on my post ${t}`,
    elsewhere: `Their message to someone else ${t}`,
    checklist: `Their private checklist ${t}`,
    privateEvent: `Their private group event ${t}`,
    secret: 'JBSWY3DPEHPK3PXP',
  };
  const photos: string[] = [];

  const avatar = await uploadAs(ctx, member);
  photos.push(avatar);
  await expectCall(
    ctx,
    member,
    'PATCH',
    '/api/profiles/me',
    { bio: mine.bio, avatarUploadId: avatar },
    200,
  );
  const postPhoto = await uploadAs(ctx, member);
  photos.push(postPhoto);
  await ctx.app.rateLimiter.reset(`posts:${member.id}`);
  const post = await expectCall(ctx, member, 'POST', '/api/posts', {
    body: mine.post,
    imageIds: [postPhoto],
  });
  await ctx.app.rateLimiter.reset(`comments:${other.id}`);
  await expectCall(ctx, other, 'POST', `/api/posts/${post.id}/comments`, {
    body: theirs.commentOnMine,
  });

  // Their private group: the member joins it and can read its posts.
  const privateGroup = await createGroupAs(ctx, other, { visibility: 'private' });
  await joinAs(ctx, privateGroup, member, other);
  const theirGroupPost = await groupPostAs(ctx, other, privateGroup.id, theirs.groupPost);
  await groupPostAs(ctx, member, privateGroup.id, mine.groupPost);
  await ctx.app.rateLimiter.reset(`comments:${member.id}`);
  await expectCall(ctx, member, 'POST', `/api/posts/${theirGroupPost}/comments`, {
    body: mine.comment,
  });
  const like = await callAs(ctx, 'PUT', `/api/posts/${theirGroupPost}/like`, member);
  expect(like.statusCode, like.body).toBe(200);

  const messagePhoto = await uploadAs(ctx, member);
  photos.push(messagePhoto);
  const { conversation } = await sendDirectMessage(ctx.app, member, other, mine.sent);
  await ctx.app.rateLimiter.reset(`messages:${member.id}`);
  await expectCall(ctx, member, 'POST', `/api/conversations/${conversation.id}/messages`, {
    imageIds: [messagePhoto],
  });
  await sendDirectMessage(ctx.app, other, member, mine.received);
  await sendDirectMessage(ctx.app, other, third, theirs.elsewhere);

  const [subject] = await ctx.db
    .select({ slug: catalogueItems.slug })
    .from(catalogueItems)
    .where(eq(catalogueItems.kind, 'restaurant'))
    .limit(1);
  const reviewPhoto = await uploadAs(ctx, member);
  photos.push(reviewPhoto);
  await ctx.app.rateLimiter.reset(`reviews:${member.id}`);
  await expectCall(ctx, member, 'POST', `/api/catalogue/${subject!.slug}/reviews`, {
    stars: 4,
    title: mine.reviewTitle,
    body: 'Lovely dinner with a view of the fireworks, book early for a window table.',
    visitMonth: '2025-01',
    partyType: 'couple',
    photoIds: [reviewPhoto],
  });
  await ctx.app.rateLimiter.reset(`tips:create:${member.id}`);
  await expectCall(ctx, member, 'POST', '/api/tips', { category: 'time', body: mine.tip });

  const checklist = await expectCall(ctx, member, 'POST', '/api/checklists', {
    title: mine.checklist,
  });
  const withCategory = await expectCall(
    ctx,
    member,
    'POST',
    `/api/checklists/${checklist.id}/categories`,
    { name: 'Bag' },
  );
  await expectCall(ctx, member, 'POST', `/api/checklists/${checklist.id}/items`, {
    categoryId: withCategory.categories![0]!.id,
    text: mine.checklistItem,
  });
  await expectCall(ctx, other, 'POST', '/api/checklists', { title: theirs.checklist });

  await createEventAs(ctx, member, { title: mine.event });
  const privateEvent = await createEventAs(ctx, other, {
    title: theirs.privateEvent,
    groupId: privateGroup.id,
  });
  await expectCall(
    ctx,
    member,
    'PUT',
    `/api/events/${privateEvent.id}/rsvp`,
    { status: 'going' },
    200,
  );
  await ctx.app.rateLimiter.reset(`event-comments:${member.id}`);
  await expectCall(ctx, member, 'POST', `/api/events/${privateEvent.id}/comments`, {
    body: mine.eventComment,
  });
  await createGroupAs(ctx, member, { name: mine.group });

  const [contest] = await ctx.db
    .insert(contests)
    .values({
      title: `Contest ${t}`,
      theme: 'Castles',
      entriesOpenAt: new Date(Date.now() - DAY_MS),
      entriesCloseAt: new Date(Date.now() + 2 * DAY_MS),
      votingEndsAt: new Date(Date.now() + 4 * DAY_MS),
    })
    .returning({ id: contests.id });
  const entryPhoto = await uploadAs(ctx, member);
  photos.push(entryPhoto);
  await expectCall(ctx, member, 'PUT', `/api/contests/${contest!.id}/entry`, {
    uploadId: entryPhoto,
    caption: mine.caption,
  });
  await expectCall(
    ctx,
    member,
    'PUT',
    '/api/creators/me',
    { kinds: ['photographer'], headline: mine.headline },
    200,
  );
  for (const [who, whom] of [
    [member, other],
    [other, member],
  ] as const) {
    const follow = await callAs(ctx, 'PUT', `/api/profiles/${whom.id}/follow`, who);
    expect(follow.statusCode, follow.body).toBe(200);
  }
  const block = await callAs(ctx, 'PUT', `/api/profiles/${third.id}/block`, member);
  expect(block.statusCode, block.body).toBe(200);
  // Unverified, so the member's password-only token still works; its secret is the factor's.
  await ctx.db.insert(authMfaFactors).values([
    { userId: member.id, friendlyName: mine.factorName, secret: theirs.secret },
    { userId: other.id, friendlyName: 'Their phone', secret: 'KRSXG5CTMVRXEZLU' },
  ]);
  const [account] = await ctx.db
    .select({ hash: authUsers.encryptedPassword })
    .from(authUsers)
    .where(eq(authUsers.id, member.id));
  return {
    member,
    other,
    third,
    mine,
    theirs: { ...theirs, ...(account?.hash ? { passwordHash: account.hash } : {}) },
    photos,
  };
}

/** Runs the app's jobs until `done` holds (or fails after 15 s). */
async function runJobsUntil(ctx: TestContext, done: () => Promise<boolean>): Promise<void> {
  await ctx.app.jobs.start({ pollIntervalMs: 20, retryBaseMs: 5, retryMaxMs: 20 });
  try {
    const deadline = Date.now() + 15_000;
    while (!(await done())) {
      if (Date.now() > deadline) throw new Error('jobs did not finish in time');
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
  } finally {
    await ctx.app.jobs.stop();
  }
}

async function statusOf(ctx: TestContext, member: TestMember) {
  const res = await callAs(ctx, 'GET', '/api/me/data-export', member);
  expect(res.statusCode, res.body).toBe(200);
  return dataExportStatusSchema.parse(res.json());
}

const stateIs = (ctx: TestContext, member: TestMember, state: string) => async () =>
  (await statusOf(ctx, member)).dataExport?.state === state;

/** Extracts a downloaded archive into a fresh folder; its path. */
async function extract(archive: Buffer): Promise<string> {
  const folder = mkdtempSync(path.join(dataDir, 'extracted-'));
  const file = path.join(folder, 'archive.tar.gz');
  await writeFile(file, archive);
  await mkdir(path.join(folder, 'out'));
  await extractTar({ file, cwd: path.join(folder, 'out') });
  return path.join(folder, 'out');
}

/** A real SMTP server on 127.0.0.1 (no TLS, no auth) that keeps what it receives. */
async function startSmtpServer() {
  const received: { to: string[]; raw: string }[] = [];
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

describe.each(testEngines)('download my data [%s]', (engine) => {
  let app: (TestContext & { close(): Promise<void> }) | undefined;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
  const ctx = () => app!;
  let world: Awaited<ReturnType<typeof seedWorld>>;
  let exportId: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await createTestApp(engine, { dataDir, smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
    world = await seedWorld(ctx());
  }, 90_000);
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  }, 30_000);

  it('asks for an archive: 202 pending, shown by GET; a second request while it is prepared is 409', async () => {
    const { member } = world;
    expect(await statusOf(ctx(), member)).toEqual({ dataExport: null, nextRequestAt: null });
    const anon = await callAs(ctx(), 'POST', '/api/me/data-export');
    expect(anon.statusCode).toBe(401);
    const res = await callAs(ctx(), 'POST', '/api/me/data-export', member);
    expect(res.statusCode, res.body).toBe(202);
    const status = dataExportStatusSchema.parse(res.json());
    expect(status.dataExport).toMatchObject({ state: 'pending', readyAt: null, size: null });
    exportId = status.dataExport!.id;
    expect(Date.parse(status.nextRequestAt!) - Date.now()).toBeGreaterThan(DAY_MS - 60_000);
    expect((await statusOf(ctx(), member)).dataExport).toEqual(status.dataExport);
    const again = await callAs(ctx(), 'POST', '/api/me/data-export', member);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toEqual({
      error: { code: 'conflict', message: 'Your data archive is already being prepared.' },
    });
    const download = await callAs(ctx(), 'GET', '/api/me/data-export/download', member);
    expect(download.statusCode).toBe(404);
  });

  it('builds the archive: every item of the member, nothing of anyone else, the photos; notifies them', async () => {
    const { member, mine, theirs, photos } = world;
    const email = `${member.id}@example.test`;
    const isMailed = () => smtp!.received.some((mail) => mail.to.includes(email));
    const isReady = stateIs(ctx(), member, 'ready');
    await runJobsUntil(ctx(), async () => (await isReady()) && isMailed());
    const mails = smtp!.received.filter((mail) => mail.to.includes(email));
    expect(mails).toHaveLength(1);
    // Quoted-printable: soft line breaks joined.
    const text = mails[0]!.raw.replace(/=\r?\n/g, '');
    expect(text).toContain('Subject: Your Magic Community data archive is ready');
    expect(text).toContain('Your data archive is ready to download.');
    expect(text).toContain(`/profile/${member.id}#download-my-data`);
    const { dataExport } = await statusOf(ctx(), member);
    expect(dataExport!.id).toBe(exportId);
    const today = new Date().toISOString().slice(0, 10);
    expect(dataExport!.fileName).toBe(
      `magic-community-data-${member.username}-${dataExport!.readyAt!.slice(0, 10)}.tar.gz`,
    );
    expect(dataExport!.readyAt!.slice(0, 10)).toBe(today);
    expect(Date.parse(dataExport!.expiresAt!) - Date.parse(dataExport!.readyAt!)).toBe(7 * DAY_MS);
    const told = await ctx()
      .db.select()
      .from(notifications)
      .where(and(eq(notifications.userId, member.id), eq(notifications.type, 'data_export_ready')));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ entityId: exportId, actorId: null, body: null });

    const res = await callAs(ctx(), 'GET', '/api/me/data-export/download', member);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${dataExport!.fileName}"`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.length).toBe(dataExport!.size);
    const folder = await extract(res.rawPayload);

    const readme = await readFile(path.join(folder, 'README.txt'), 'utf8');
    expect(readme).toContain(`Made for @${member.username} on ${today}`);
    const sections = memberDataSections();
    expect(sections.length).toBeGreaterThanOrEqual(20);
    let everything = '';
    for (const section of sections) {
      expect(readme).toContain(`${section.name}.json\n  ${section.description}`);
      const text = await readFile(path.join(folder, `${section.name}.json`), 'utf8');
      const json = JSON.parse(text) as { section: string; items: unknown[] };
      expect(json.section).toBe(section.name);
      everything += text;
    }
    for (const [what, text] of Object.entries(mine)) {
      expect(everything.includes(JSON.stringify(text)), `${what}: ${text}`).toBe(true);
    }
    for (const [what, text] of Object.entries(theirs)) {
      expect(everything.includes(text), `${what} must not be exported`).toBe(false);
    }
    const files = await readdir(path.join(folder, 'photos'));
    expect(files.sort()).toEqual(photos.map((id) => `${id}.webp`).sort());
    const original = await readFile(path.join(dataDir, 'uploads', `${photos[1]}.webp`));
    expect(await readFile(path.join(folder, 'photos', `${photos[1]}.webp`))).toEqual(original);

    const read = (name: string) =>
      readFile(path.join(folder, `${name}.json`), 'utf8').then(
        (text) => (JSON.parse(text) as { items: Record<string, unknown>[] }).items,
      );
    expect(await read('messages')).toEqual([
      expect.objectContaining({ direction: 'sent', body: mine.sent }),
      expect.objectContaining({ direction: 'sent', body: '', photos: [expect.anything()] }),
      expect.objectContaining({ direction: 'received', body: mine.received, photoCount: 0 }),
    ]);
    for (const message of await read('messages')) {
      expect(message.otherParticipant).toBe(world.other.username);
    }
    // The organiser goes to their own meet-up; their private event's title stays out.
    expect(await read('event-answers')).toEqual([
      expect.objectContaining({ status: 'going', eventTitle: mine.event }),
      expect.objectContaining({ status: 'going', eventTitle: null }),
    ]);
    expect(await read('follows')).toEqual([
      expect.objectContaining({ direction: 'following', username: world.other.username }),
      expect.objectContaining({ direction: 'follower', username: world.other.username }),
    ]);
    expect(await read('second-factors')).toEqual([
      expect.objectContaining({ friendlyName: mine.factorName, status: 'unverified' }),
    ]);
  });

  it('lets only the owner download it', async () => {
    const { other, third } = world;
    for (const member of [other, third]) {
      const res = await callAs(ctx(), 'GET', '/api/me/data-export/download', member);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: { code: 'not_found', message: 'You have no data archive to download.' },
      });
    }
    const anon = await callAs(ctx(), 'GET', '/api/me/data-export/download');
    expect(anon.statusCode).toBe(401);
  });

  it('refuses a second request within a day with 429, saying when to ask again', async () => {
    const { member } = world;
    const status = await statusOf(ctx(), member);
    const next = new Date(status.nextRequestAt!);
    const res = await callAs(ctx(), 'POST', '/api/me/data-export', member);
    expect(res.statusCode, res.body).toBe(429);
    const when = `${next.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    expect(res.json()).toEqual({
      error: {
        code: 'rate_limited',
        message: `You can ask for one data archive a day. You can ask again after ${when}.`,
      },
    });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(DAY_MS / 1000 - 120);
    expect(retryAfter).toBeLessThanOrEqual(DAY_MS / 1000);
    // A day later the member may ask again.
    await ctx()
      .db.update(dataExports)
      .set({ requestedAt: new Date(Date.now() - DAY_MS - 1000) })
      .where(eq(dataExports.id, exportId));
    expect((await statusOf(ctx(), member)).nextRequestAt).toBeNull();
  });

  it('deletes the file and marks the archive expired when its 7 days are over', async () => {
    const { member } = world;
    const file = exportFilePath(dataDir, exportId);
    await expect(readFile(file)).resolves.toBeDefined();
    const key = `${DATA_EXPORT_EXPIRE_JOB}:${exportId}`;
    const [job] = await ctx().db.select().from(jobs).where(eq(jobs.key, key));
    expect(job!.runAt.getTime() - Date.now()).toBeGreaterThan(7 * DAY_MS - 120_000);
    // The seven days pass.
    await ctx()
      .db.update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, exportId));
    await ctx()
      .db.update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.key, key));
    await runJobsUntil(ctx(), stateIs(ctx(), member, 'expired'));
    await expect(readFile(file)).rejects.toMatchObject({ code: 'ENOENT' });
    const res = await callAs(ctx(), 'GET', '/api/me/data-export/download', member);
    expect(res.statusCode).toBe(404);
  });

  it('marks a build that fails for good failed, which does not count against the day', async () => {
    const { other } = world;
    // The exports folder cannot be made: every attempt fails.
    const exportsDir = path.join(dataDir, 'exports');
    await rename(exportsDir, `${exportsDir}.aside`);
    await writeFile(exportsDir, 'not a folder');
    try {
      const res = await callAs(ctx(), 'POST', '/api/me/data-export', other);
      expect(res.statusCode, res.body).toBe(202);
      await runJobsUntil(ctx(), stateIs(ctx(), other, 'failed'));
    } finally {
      await rm(exportsDir, { force: true });
      await rename(`${exportsDir}.aside`, exportsDir);
    }
    const status = await statusOf(ctx(), other);
    expect(status).toMatchObject({
      dataExport: { state: 'failed', size: null },
      nextRequestAt: null,
    });
    const [row] = await ctx().db.select().from(dataExports).where(eq(dataExports.userId, other.id));
    expect(row!.error).toMatch(/EEXIST|ENOTDIR/);
    const again = await callAs(ctx(), 'POST', '/api/me/data-export', other);
    expect(again.statusCode, again.body).toBe(202);
  });
});
