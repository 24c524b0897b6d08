import sharp from 'sharp';
import { posts } from '../db/schema';
import type { TestContext } from './build-test-app';
import { adminOpsMatrixRequests, adminOpsMatrixRows } from './admin-ops-matrix-cells';
import { adminUsersMatrixRequests, adminUsersMatrixRows } from './admin-users-matrix-cells';
import { checklistMatrixRequests, checklistMatrixRows } from './checklist-matrix-cells';
import { contestMatrixRequests, contestMatrixRows } from './contest-matrix-cells';
import { sendDirectMessage } from './conversations';
import { creatorMatrixRequests, creatorMatrixRows } from './creator-matrix-cells';
import { eventExtrasMatrixRequests, eventExtrasMatrixRows } from './event-extras-matrix-cells';
import { eventMatrixRequests, eventMatrixRows } from './event-matrix-cells';
import { groupMatrixRequests, groupMatrixRows } from './group-matrix-cells';
import { anyMember, everyone, jsonRequest, type MatrixRequest, type MatrixRow } from './matrix-row';
import { moderationMatrixRequests, moderationMatrixRows } from './moderation-matrix-cells';
import { reviewMatrixRequests, reviewMatrixRows } from './review-matrix-cells';
import { createMember, type TestMember } from './sign-in';
import { tipMatrixRequests, tipMatrixRows } from './tip-matrix-cells';
import { tripMatrixRequests, tripMatrixRows } from './trip-matrix-cells';

/** The members a keyed request is made by: the matrix's scene plus its staff personas. */
export interface KeyedScene {
  ctx: TestContext;
  member: TestMember;
  other: TestMember;
  target: TestMember;
  admin: TestMember;
  moderator: TestMember;
}

/** Creates the members of a {@link KeyedScene} (established accounts, as the matrix has them). */
export async function createKeyedScene(ctx: TestContext): Promise<KeyedScene> {
  const { db } = ctx;
  return {
    ctx,
    member: await createMember(db, { isEstablished: true }),
    other: await createMember(db, { isEstablished: true }),
    target: await createMember(db, { isEstablished: true }),
    admin: await createMember(db, { isAdmin: true }),
    moderator: await createMember(db, { isModerator: true }),
  };
}

type RequestOf = (scene: KeyedScene) => Promise<MatrixRequest>;

async function photoRequest(): Promise<MatrixRequest> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#963' } })
    .png()
    .toBuffer();
  const boundary = `----keyed-${crypto.randomUUID()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="spot.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    method: 'POST',
    url: '/api/uploads',
    payload: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function postOf(scene: KeyedScene): Promise<string> {
  await scene.ctx.app.rateLimiter.reset(`posts:${scene.member.id}`);
  const res = await scene.ctx.app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: scene.member.headers,
    payload: { body: 'Fireworks over the castle' },
  });
  if (res.statusCode !== 201) throw new Error(`could not post: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: string }).id;
}

/** The rows the authorization matrix keeps in its own file (not in a cells file). */
// prettier-ignore
const ownRows: Record<string, MatrixRow> = {
  'POST /api/posts':                       anyMember(201),
  'POST /api/posts/{id}/comments':         anyMember(201),
  'POST /api/support':                     everyone(201),
  'POST /api/uploads':                     anyMember(201),
  'POST /api/conversations':               anyMember(201),
  'POST /api/conversations/{id}/messages': anyMember(201),
};

const ownRequests: Record<string, RequestOf> = {
  'POST /api/posts': async (s) => {
    await s.ctx.app.rateLimiter.reset(`posts:${s.member.id}`);
    return jsonRequest('POST', '/api/posts', { body: 'Snacks at Epcot' });
  },
  'POST /api/posts/{id}/comments': async (s) => {
    await s.ctx.app.rateLimiter.reset(`comments:${s.member.id}`);
    return jsonRequest('POST', `/api/posts/${await postOf(s)}/comments`, { body: 'Wonderful' });
  },
  'POST /api/support': async () =>
    jsonRequest('POST', '/api/support', {
      name: 'Walt',
      email: 'walt@example.com',
      topic: 'feedback',
      subject: 'Thanks',
      message: 'A lovely community of fans.',
    }),
  'POST /api/uploads': async (s) => {
    await s.ctx.app.rateLimiter.reset(`uploads:${s.member.id}`);
    return photoRequest();
  },
  'POST /api/conversations': async (s) => {
    await s.ctx.app.rateLimiter.reset(`messages:${s.member.id}`);
    await s.ctx.app.rateLimiter.reset(`new-conversations:${s.member.id}`);
    return jsonRequest('POST', '/api/conversations', {
      userId: (await createMember(s.ctx.db)).id,
      body: 'Hi!',
    });
  },
  'POST /api/conversations/{id}/messages': async (s) => {
    const { conversation } = await sendDirectMessage(s.ctx.app, s.member, s.target);
    await s.ctx.app.rateLimiter.reset(`messages:${s.member.id}`);
    return jsonRequest('POST', `/api/conversations/${conversation.id}/messages`, {
      body: 'See you there',
    });
  },
};

/**
 * Requests that change something where the matrix's cell succeeds without a change (its point is
 * who may call, not what the call does): here every route must write.
 */
const overrides: Record<string, RequestOf> = {
  // The matrix unhides a post that was never hidden: hide it first.
  'POST /api/admin/moderation/items/{kind}/{id}/unhide': async (s) => {
    const author = await createMember(s.ctx.db);
    const [row] = await s.ctx.db
      .insert(posts)
      .values({ authorId: author.id, body: 'Cheap tickets, message me' })
      .returning({ id: posts.id });
    const path = `/api/admin/moderation/items/post/${row!.id}`;
    const hidden = await s.ctx.app.inject({
      method: 'POST',
      url: `${path}/decision`,
      headers: s.admin.headers,
      payload: { action: 'hide', reason: 'Spam' },
    });
    if (hidden.statusCode !== 200) throw new Error(`could not hide: ${hidden.body}`);
    return jsonRequest('POST', `${path}/unhide`, {});
  },
};

const rows: Record<string, MatrixRow> = {
  ...ownRows,
  ...groupMatrixRows,
  ...reviewMatrixRows,
  ...eventMatrixRows,
  ...eventExtrasMatrixRows,
  ...tipMatrixRows,
  ...contestMatrixRows,
  ...creatorMatrixRows,
  ...checklistMatrixRows,
  ...tripMatrixRows,
  ...adminUsersMatrixRows,
  ...adminOpsMatrixRows,
  ...moderationMatrixRows,
};

const requests: Record<string, RequestOf> = {
  ...ownRequests,
  ...groupMatrixRequests,
  ...reviewMatrixRequests,
  ...eventMatrixRequests,
  ...eventExtrasMatrixRequests,
  ...tipMatrixRequests,
  ...contestMatrixRequests,
  ...creatorMatrixRequests,
  ...checklistMatrixRequests,
  ...tripMatrixRequests,
  ...adminUsersMatrixRequests,
  ...adminOpsMatrixRequests,
  ...moderationMatrixRequests,
};

/** Where each signed-in persona's status sits in a matrix row (a 7-status row: moderator = admin). */
const PERSONA_COLUMNS = [
  ['member', 1],
  ['admin', 5],
  ['moderator', 7],
  ['other', 2],
] as const;

/** How to make a request that a route answers with a success, and who may send it. */
export interface KeyedRouteRequests {
  /** The signed-in members the route's matrix row expects a 2xx for, in a stable order. */
  senders: TestMember[];
  /** A fresh request (new items where the route changes or owns something). */
  make(): Promise<MatrixRequest>;
}

/**
 * How to make requests that `route` (`POST /api/posts/{id}/comments`, as the OpenAPI document
 * names it) answers with a 2xx: from the authorization matrix's cells (the route's row says
 * which signed-in members it succeeds for). Null when the matrix has nothing for the route.
 */
export function keyedRouteRequests(scene: KeyedScene, route: string): KeyedRouteRequests | null {
  const row = rows[route];
  const make = overrides[route] ?? requests[route];
  if (!row || !make) return null;
  const senders = PERSONA_COLUMNS.filter(([, column]) => {
    const status = row[column] ?? row[5];
    return status >= 200 && status < 300;
  }).map(([persona]) => scene[persona]);
  return { senders, make: () => make(scene) };
}
