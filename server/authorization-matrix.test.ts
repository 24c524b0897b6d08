import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { authMfaFactors, authUsers, authWebauthnCredentials, notifications } from './db/schema';
import { serviceRoleToken } from './test/auth-admin-support';
import type { AppConfig } from './config';
import { describeEachDatabase, testConfig, type TestContext } from './test/build-test-app';
import { creatorMatrixRequests, creatorMatrixRows } from './test/creator-matrix-cells';
import { sendDirectMessage } from './test/conversations';
import { contestMatrixRequests, contestMatrixRows } from './test/contest-matrix-cells';
import { eventExtrasMatrixRequests, eventExtrasMatrixRows } from './test/event-extras-matrix-cells';
import { eventMatrixRequests, eventMatrixRows } from './test/event-matrix-cells';
import { groupMatrixRequests, groupMatrixRows } from './test/group-matrix-cells';
import { reviewMatrixRequests, reviewMatrixRows } from './test/review-matrix-cells';
import { createMember, type TestMember } from './test/sign-in';
import { tipMatrixRequests, tipMatrixRows } from './test/tip-matrix-cells';
import { checklistMatrixRequests, checklistMatrixRows } from './test/checklist-matrix-cells';
import { tripMatrixRequests, tripMatrixRows } from './test/trip-matrix-cells';
import { adminUsersMatrixRequests, adminUsersMatrixRows } from './test/admin-users-matrix-cells';
import { adminOpsMatrixRequests, adminOpsMatrixRows } from './test/admin-ops-matrix-cells';
import { moderationMatrixRequests, moderationMatrixRows } from './test/moderation-matrix-cells';
import { dataExportMatrixRequests, dataExportMatrixRows } from './test/data-export-matrix-cells';
import {
  accountDeletionMatrixRequests,
  accountDeletionMatrixRows,
} from './test/account-deletion-matrix-cells';

/**
 * Who may call what: every operation of the OpenAPI document (`/api`) and every route of the
 * auth admin API, answered for each persona. The expected status of every cell is in
 * {@link matrix}; a route that is not in it fails the test until it is added.
 */

const personas = [
  'anon',
  'member',
  'other',
  'aal1',
  'banned',
  'admin',
  'service',
  'moderator',
] as const;
type Persona = (typeof personas)[number];

/*
 * The personas:
 * - anon: no token.
 * - member: a signed-in member; owns the post, comment and notification a cell works on.
 * - other: another signed-in member.
 * - aal1: a member with a verified second factor holding a password-only (aal1) token.
 * - banned: a member banned through the admin API, still holding their access token.
 * - admin: a signed-in member whose profile is_admin (site staff).
 * - service: a `service_role` token signed with the app's secret (operators, GoTrue's admin API).
 * - moderator: a signed-in member whose profile is_moderator (issue 15). A row of seven statuses
 *   expects of the moderator what it expects of the admin (staff act on content alike); rows of
 *   admin-only powers (the team's settings, contests, the catalogue, roles) give an eighth.
 */

/** Expected statuses, in the order of {@link personas} (the moderator's: see above). */
type Row =
  | readonly [
      anon: number,
      member: number,
      other: number,
      aal1: number,
      banned: number,
      admin: number,
      service: number,
    ]
  | readonly [
      anon: number,
      member: number,
      other: number,
      aal1: number,
      banned: number,
      admin: number,
      service: number,
      moderator: number,
    ];

/** The status a row expects of a persona (a seven-status row: the moderator as the admin). */
function expectedOf(row: Row, persona: Persona): number {
  if (persona === 'moderator') return row[7] ?? row[5];
  return row[personas.indexOf(persona)]!;
}

/** A public read: the same answer for everyone (an aal1 or ended token reads as a visitor). */
const everyone = (status: number): Row => [status, status, status, status, status, status, status];
/** Needs a signed-in member; any member may. */
const anyMember = (status: number): Row => [401, status, status, 403, 401, status, 401];
/** Needs the member who owns the item; staff may too. */
const ownerOrStaff = (status: number): Row => [401, status, 403, 403, 401, status, 401];
/** Needs the member who owns the item; staff may not. */
const ownerOnly = (status: number): Row => [401, status, 403, 403, 401, 403, 401];
/** The member's own item; to anyone else it does not exist. */
const ownerElseMissing = (status: number): Row => [401, status, 404, 403, 401, 404, 401];
/** GoTrue's admin API: a `service_role` token only; member tokens are `not_admin`. */
const serviceOnly = (status: number): Row => [401, 403, 403, 403, 403, 403, status];

// prettier-ignore
const matrix: Record<string, Row> = {
  'GET /api/navigation':                          everyone(200),
  'GET /api/profiles/me':                         anyMember(200),
  'GET /api/profiles/me/likes':                   anyMember(200),
  'GET /api/profiles/suggestions':                anyMember(200),
  'PATCH /api/profiles/me':                       anyMember(200),
  'GET /api/profiles/{id}':                       everyone(200),
  'PUT /api/profiles/{id}/follow':                anyMember(200),
  'DELETE /api/profiles/{id}/follow':             anyMember(200),
  'GET /api/profiles/{id}/followers':             everyone(200),
  'GET /api/profiles/{id}/following':             everyone(200),
  'PUT /api/profiles/{id}/block':                 anyMember(200),
  'DELETE /api/profiles/{id}/block':              anyMember(200),
  'GET /api/profiles/me/blocks':                  anyMember(200),
  'GET /api/profiles/{id}/posts':                 everyone(200),
  'GET /api/posts/highlights':                    everyone(200),
  'POST /api/posts':                              anyMember(201),
  'GET /api/posts/{id}':                          everyone(200),
  'GET /':                                       everyone(200),
  'GET /activity':                                everyone(200),
  'GET /activity/{date}':                         everyone(200),
  'GET /search':                                  everyone(200),
  'GET /sitemaps/{name}.xml':                     everyone(200),
  'GET /post/{id}':                               everyone(200),
  'GET /profile/{id}':                            everyone(200),
  'GET /og/post/{id}.png':                        everyone(200),
  'GET /og/profile/{id}.png':                     everyone(200),
  'PATCH /api/posts/{id}':                        ownerOnly(200),
  'DELETE /api/posts/{id}':                       ownerOrStaff(204),
  'GET /api/feed':                                anyMember(200),
  'PUT /api/posts/{id}/like':                     anyMember(200),
  'DELETE /api/posts/{id}/like':                  anyMember(200),
  'GET /api/posts/{id}/comments':                 everyone(200),
  'POST /api/posts/{id}/comments':                anyMember(201),
  'DELETE /api/comments/{id}':                    ownerOrStaff(204),
  'GET /api/search':                              everyone(200),
  'GET /api/search/counts':                       everyone(200),
  'GET /api/activity':                            everyone(200),
  'GET /api/activity/{date}':                     everyone(200),
  'POST /api/errors':                             everyone(201),
  'POST /api/logs':                               everyone(201),
  'POST /api/support':                            everyone(201),
  'POST /api/suspension-notice':                  everyone(400),
  'POST /api/uploads':                            anyMember(201),
  'PATCH /api/uploads/{id}':                      ownerElseMissing(200),
  'GET /api/messages/photos/{id}':                ownerElseMissing(200),
  'GET /api/messages/photos/{id}/thumbnail':      ownerElseMissing(200),
  'GET /api/notifications':                       anyMember(200),
  'GET /api/notifications/all':                   anyMember(200),
  'GET /api/notifications/unread-count':          anyMember(200),
  'POST /api/notifications/read-all':             anyMember(200),
  'POST /api/notifications/{id}/read':            ownerElseMissing(200),
  'GET /api/conversations':                       anyMember(200),
  'POST /api/conversations':                      anyMember(201),
  'GET /api/conversations/unread-count':          anyMember(200),
  'GET /api/conversations/with/{userId}':         anyMember(200),
  'GET /api/conversations/{id}':                  ownerElseMissing(200),
  'GET /api/conversations/{id}/messages':         ownerElseMissing(200),
  'POST /api/conversations/{id}/messages':        ownerElseMissing(201),
  'POST /api/conversations/{id}/read':            ownerElseMissing(200),
  'DELETE /api/messages/{id}':                    ownerElseMissing(200),
  'GET /auth/v1/admin/users':                     serviceOnly(200),
  'POST /auth/v1/admin/users':                    serviceOnly(200),
  'GET /auth/v1/admin/users/{userId}':            serviceOnly(200),
  'PUT /auth/v1/admin/users/{userId}':            serviceOnly(200),
  'DELETE /auth/v1/admin/users/{userId}':         serviceOnly(200),
  'GET /auth/v1/admin/users/{userId}/factors':    serviceOnly(200),
  'PUT /auth/v1/admin/users/{userId}/factors/{factorId}':    serviceOnly(200),
  'DELETE /auth/v1/admin/users/{userId}/factors/{factorId}': serviceOnly(200),
  'GET /auth/v1/admin/users/{userId}/passkeys':   serviceOnly(200),
  'DELETE /auth/v1/admin/users/{userId}/passkeys/{passkeyId}': serviceOnly(204),
  'POST /auth/v1/admin/generate_link':            serviceOnly(200),
  'GET /auth/v1/admin/oauth/clients':             serviceOnly(200),
  'POST /auth/v1/admin/oauth/clients':            serviceOnly(201),
  'GET /auth/v1/admin/oauth/clients/{clientId}':  serviceOnly(200),
  'PUT /auth/v1/admin/oauth/clients/{clientId}':  serviceOnly(200),
  'DELETE /auth/v1/admin/oauth/clients/{clientId}': serviceOnly(204),
  'POST /auth/v1/admin/oauth/clients/{clientId}/regenerate_secret': serviceOnly(200),
  'POST /auth/v1/invite':                         serviceOnly(200),
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
  ...dataExportMatrixRows,
  ...accountDeletionMatrixRows,
};

/** What a cell's request is made from: the personas' tokens and fresh items. */
interface Scene {
  ctx: TestContext;
  member: TestMember;
  other: TestMember;
  /** A member the cells follow, look up and administer. */
  target: TestMember;
}

let addressCount = 0;
/** A fresh client address per request, so per-address limits never decide a cell. */
const nextAddress = () => {
  addressCount += 1;
  return `10.${(addressCount >> 16) & 255}.${(addressCount >> 8) & 255}.${addressCount & 255}`;
};

/** A post of `author`, made through the API (its hourly posting limit set aside for the test). */
async function postOf(scene: Scene, author: TestMember): Promise<string> {
  await scene.ctx.app.rateLimiter.reset(`posts:${author.id}`);
  const res = await scene.ctx.app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: author.headers,
    payload: { body: 'Fireworks over the castle' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

async function commentOf(scene: Scene, author: TestMember, postId: string): Promise<string> {
  await scene.ctx.app.rateLimiter.reset(`comments:${author.id}`);
  const res = await scene.ctx.app.inject({
    method: 'POST',
    url: `/api/posts/${postId}/comments`,
    headers: author.headers,
    payload: { body: 'See you at rope drop' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

/**
 * A message of the member to the target, in their one conversation (the member's side of the
 * message cells; everyone else is outside it).
 */
async function directMessageOf(scene: Scene) {
  const { conversation, message } = await sendDirectMessage(
    scene.ctx.app,
    scene.member,
    scene.target,
  );
  return { conversationId: conversation.id, messageId: message.id };
}

/** An upload of `owner` (unused). */
async function uploadOf(scene: Scene, owner: TestMember): Promise<string> {
  await scene.ctx.app.rateLimiter.reset(`uploads:${owner.id}`);
  const form = await photoForm();
  const res = await scene.ctx.app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload: form.payload,
    headers: { ...owner.headers, 'content-type': form.contentType },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

/** A photo the member sent the target in a direct message (only those two may fetch it). */
async function messagePhotoOf(scene: Scene): Promise<string> {
  const { conversationId } = await directMessageOf(scene);
  const imageId = await uploadOf(scene, scene.member);
  await scene.ctx.app.rateLimiter.reset(`messages:${scene.member.id}`);
  const res = await scene.ctx.app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/messages`,
    headers: scene.member.headers,
    payload: { imageIds: [imageId] },
  });
  expect(res.statusCode, res.body).toBe(201);
  return imageId;
}

async function factorOf(scene: Scene, userId: string): Promise<string> {
  const [factor] = await scene.ctx.db
    .insert(authMfaFactors)
    .values({ userId, status: 'verified', secret: 'JBSWY3DPEHPK3PXP', friendlyName: 'Phone' })
    .returning({ id: authMfaFactors.id });
  return factor!.id;
}

async function passkeyOf(scene: Scene, userId: string): Promise<string> {
  const [passkey] = await scene.ctx.db
    .insert(authWebauthnCredentials)
    .values({ userId, credentialId: crypto.randomUUID(), publicKey: 'pQECAyYgASFYIA' })
    .returning({ id: authWebauthnCredentials.id });
  return passkey!.id;
}

async function photoForm(): Promise<{ payload: Buffer; contentType: string }> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#369' } })
    .png()
    .toBuffer();
  const boundary = `----matrix-${crypto.randomUUID()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="spot.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const uniqueEmail = () => `matrix.${crypto.randomUUID().slice(0, 8)}@example.com`;

/** The request of one route, with fresh items where the route changes or owns something. */
type RequestOf = (
  scene: Scene,
) => Promise<Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> }>;
const json = (method: InjectOptions['method'], url: string, payload?: object) =>
  ({ method, url, ...(payload ? { payload } : {}) }) as const;

const requests: Record<string, RequestOf> = {
  'GET /api/navigation': async () => json('GET', '/api/navigation'),
  'GET /api/profiles/me': async () => json('GET', '/api/profiles/me'),
  'GET /api/profiles/me/likes': async () => json('GET', '/api/profiles/me/likes'),
  'GET /api/profiles/suggestions': async () => json('GET', '/api/profiles/suggestions'),
  'PATCH /api/profiles/me': async () => json('PATCH', '/api/profiles/me', { bio: 'Rope drop!' }),
  'GET /api/profiles/{id}': async (s) => json('GET', `/api/profiles/${s.member.id}`),
  'PUT /api/profiles/{id}/follow': async (s) => json('PUT', `/api/profiles/${s.target.id}/follow`),
  'DELETE /api/profiles/{id}/follow': async (s) =>
    json('DELETE', `/api/profiles/${s.target.id}/follow`),
  'GET /api/profiles/{id}/followers': async (s) =>
    json('GET', `/api/profiles/${s.member.id}/followers`),
  'GET /api/profiles/{id}/following': async (s) =>
    json('GET', `/api/profiles/${s.member.id}/following`),
  // A member of their own to block, so no other cell's persona meets a block.
  'PUT /api/profiles/{id}/block': async (s) =>
    json('PUT', `/api/profiles/${(await createMember(s.ctx.db)).id}/block`),
  'DELETE /api/profiles/{id}/block': async (s) =>
    json('DELETE', `/api/profiles/${(await createMember(s.ctx.db)).id}/block`),
  'GET /api/profiles/me/blocks': async () => json('GET', '/api/profiles/me/blocks'),
  'GET /api/profiles/{id}/posts': async (s) => json('GET', `/api/profiles/${s.member.id}/posts`),
  'GET /api/posts/highlights': async () => json('GET', '/api/posts/highlights'),
  'POST /api/posts': async () => json('POST', '/api/posts', { body: 'Snacks at Epcot' }),
  'GET /api/posts/{id}': async (s) => json('GET', `/api/posts/${await postOf(s, s.member)}`),
  'GET /': async () => json('GET', '/'),
  'GET /activity': async () => json('GET', '/activity'),
  'GET /activity/{date}': async () => json('GET', '/activity/2025-01-15'),
  'GET /search': async () => json('GET', '/search?q=castle'),
  'GET /sitemaps/{name}.xml': async () => json('GET', '/sitemaps/posts-1.xml'),
  'GET /post/{id}': async (s) => json('GET', `/post/${await postOf(s, s.member)}`),
  'GET /profile/{id}': async (s) => json('GET', `/profile/${s.member.id}`),
  'GET /og/post/{id}.png': async (s) => json('GET', `/og/post/${await postOf(s, s.member)}.png`),
  'GET /og/profile/{id}.png': async (s) => json('GET', `/og/profile/${s.member.id}.png`),
  'PATCH /api/posts/{id}': async (s) =>
    json('PATCH', `/api/posts/${await postOf(s, s.member)}`, { body: 'Edited' }),
  'DELETE /api/posts/{id}': async (s) => json('DELETE', `/api/posts/${await postOf(s, s.member)}`),
  'GET /api/feed': async () => json('GET', '/api/feed'),
  'PUT /api/posts/{id}/like': async (s) =>
    json('PUT', `/api/posts/${await postOf(s, s.member)}/like`),
  'DELETE /api/posts/{id}/like': async (s) =>
    json('DELETE', `/api/posts/${await postOf(s, s.member)}/like`),
  'GET /api/posts/{id}/comments': async (s) =>
    json('GET', `/api/posts/${await postOf(s, s.member)}/comments`),
  'POST /api/posts/{id}/comments': async (s) =>
    json('POST', `/api/posts/${await postOf(s, s.member)}/comments`, { body: 'Wonderful' }),
  'DELETE /api/comments/{id}': async (s) => {
    const postId = await postOf(s, s.member);
    return json('DELETE', `/api/comments/${await commentOf(s, s.member, postId)}`);
  },
  'GET /api/search': async () => json('GET', '/api/search?q=castle'),
  'GET /api/search/counts': async () => json('GET', '/api/search/counts?q=castle'),
  'GET /api/activity': async () => json('GET', '/api/activity'),
  'GET /api/activity/{date}': async () => json('GET', '/api/activity/2025-01-15'),
  'POST /api/errors': async () =>
    json('POST', '/api/errors', { message: 'Boom', severity: 'high', category: 'system' }),
  'POST /api/logs': async () => json('POST', '/api/logs', { level: 'warn', message: 'Slow' }),
  'POST /api/support': async () =>
    json('POST', '/api/support', {
      name: 'Walt',
      email: 'walt@example.com',
      topic: 'feedback',
      subject: 'Thanks',
      message: 'A lovely community of fans.',
    }),
  // Judged as a sign-in whoever asks (no session is read): wrong credentials are 400 for all.
  'POST /api/suspension-notice': async () =>
    json('POST', '/api/suspension-notice', {
      email: `nobody-${crypto.randomUUID()}@example.test`,
      password: 'Not-the-password-1',
    }),
  'POST /api/uploads': async () => {
    const form = await photoForm();
    return {
      method: 'POST',
      url: '/api/uploads',
      payload: form.payload,
      headers: { 'content-type': form.contentType },
    };
  },
  'PATCH /api/uploads/{id}': async (s) =>
    json('PATCH', `/api/uploads/${await uploadOf(s, s.member)}`, { alt: 'Cinderella Castle' }),
  'GET /api/messages/photos/{id}': async (s) =>
    json('GET', `/api/messages/photos/${await messagePhotoOf(s)}`),
  'GET /api/messages/photos/{id}/thumbnail': async (s) =>
    json('GET', `/api/messages/photos/${await messagePhotoOf(s)}/thumbnail`),
  'GET /api/notifications': async () => json('GET', '/api/notifications'),
  'GET /api/notifications/all': async () => json('GET', '/api/notifications/all'),
  'GET /api/notifications/unread-count': async () => json('GET', '/api/notifications/unread-count'),
  'POST /api/notifications/read-all': async () => json('POST', '/api/notifications/read-all'),
  'POST /api/notifications/{id}/read': async (s) => {
    const [notification] = await s.ctx.db
      .insert(notifications)
      .values({ userId: s.member.id, actorId: s.other.id, type: 'other' })
      .returning({ id: notifications.id });
    return json('POST', `/api/notifications/${notification!.id}/read`);
  },
  'GET /api/conversations': async () => json('GET', '/api/conversations'),
  // Each persona writes to a member of their own, so no other cell's persona joins a conversation.
  'POST /api/conversations': async (s) =>
    json('POST', '/api/conversations', { userId: (await createMember(s.ctx.db)).id, body: 'Hi!' }),
  'GET /api/conversations/unread-count': async () => json('GET', '/api/conversations/unread-count'),
  'GET /api/conversations/with/{userId}': async (s) => {
    await directMessageOf(s);
    return json('GET', `/api/conversations/with/${s.target.id}`);
  },
  'GET /api/conversations/{id}': async (s) =>
    json('GET', `/api/conversations/${(await directMessageOf(s)).conversationId}`),
  'GET /api/conversations/{id}/messages': async (s) =>
    json('GET', `/api/conversations/${(await directMessageOf(s)).conversationId}/messages`),
  'POST /api/conversations/{id}/messages': async (s) =>
    json('POST', `/api/conversations/${(await directMessageOf(s)).conversationId}/messages`, {
      body: 'See you there',
    }),
  'POST /api/conversations/{id}/read': async (s) =>
    json('POST', `/api/conversations/${(await directMessageOf(s)).conversationId}/read`),
  'DELETE /api/messages/{id}': async (s) =>
    json('DELETE', `/api/messages/${(await directMessageOf(s)).messageId}`),
  'GET /auth/v1/admin/users': async () => json('GET', '/auth/v1/admin/users'),
  'POST /auth/v1/admin/users': async () =>
    json('POST', '/auth/v1/admin/users', { email: uniqueEmail(), password: 'Castle-Dreams-42' }),
  'GET /auth/v1/admin/users/{userId}': async (s) =>
    json('GET', `/auth/v1/admin/users/${s.target.id}`),
  'PUT /auth/v1/admin/users/{userId}': async (s) =>
    json('PUT', `/auth/v1/admin/users/${s.target.id}`, { user_metadata: { park: 'Epcot' } }),
  'DELETE /auth/v1/admin/users/{userId}': async (s) =>
    json('DELETE', `/auth/v1/admin/users/${(await createMember(s.ctx.db)).id}`),
  'GET /auth/v1/admin/users/{userId}/factors': async (s) =>
    json('GET', `/auth/v1/admin/users/${s.target.id}/factors`),
  'PUT /auth/v1/admin/users/{userId}/factors/{factorId}': async (s) =>
    json('PUT', `/auth/v1/admin/users/${s.target.id}/factors/${await factorOf(s, s.target.id)}`, {
      friendly_name: 'Old phone',
    }),
  'DELETE /auth/v1/admin/users/{userId}/factors/{factorId}': async (s) =>
    json('DELETE', `/auth/v1/admin/users/${s.target.id}/factors/${await factorOf(s, s.target.id)}`),
  'GET /auth/v1/admin/users/{userId}/passkeys': async (s) =>
    json('GET', `/auth/v1/admin/users/${s.target.id}/passkeys`),
  'DELETE /auth/v1/admin/users/{userId}/passkeys/{passkeyId}': async (s) =>
    json(
      'DELETE',
      `/auth/v1/admin/users/${s.target.id}/passkeys/${await passkeyOf(s, s.target.id)}`,
    ),
  'POST /auth/v1/admin/generate_link': async () =>
    json('POST', '/auth/v1/admin/generate_link', { type: 'magiclink', email: uniqueEmail() }),
  'GET /auth/v1/admin/oauth/clients': async () => json('GET', '/auth/v1/admin/oauth/clients'),
  'POST /auth/v1/admin/oauth/clients': async () =>
    json('POST', '/auth/v1/admin/oauth/clients', oauthAppRegistration),
  'GET /auth/v1/admin/oauth/clients/{clientId}': async (s) =>
    json('GET', `/auth/v1/admin/oauth/clients/${await oauthAppOf(s)}`),
  'PUT /auth/v1/admin/oauth/clients/{clientId}': async (s) =>
    json('PUT', `/auth/v1/admin/oauth/clients/${await oauthAppOf(s)}`, { client_name: 'Renamed' }),
  'DELETE /auth/v1/admin/oauth/clients/{clientId}': async (s) =>
    json('DELETE', `/auth/v1/admin/oauth/clients/${await oauthAppOf(s)}`),
  'POST /auth/v1/admin/oauth/clients/{clientId}/regenerate_secret': async (s) =>
    json('POST', `/auth/v1/admin/oauth/clients/${await oauthAppOf(s)}/regenerate_secret`),
  'POST /auth/v1/invite': async () => json('POST', '/auth/v1/invite', { email: uniqueEmail() }),
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
  ...dataExportMatrixRequests,
  ...accountDeletionMatrixRequests,
};

/** `/api/posts/:id` → `/api/posts/{id}`, as the OpenAPI document writes paths. */
const asDocumentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** Server-rendered pages, share cards and sitemap files that show members' content. */
const MEMBER_CONTENT_PREFIXES = [
  '/post/',
  '/profile/',
  '/og/post/',
  '/og/profile/',
  '/sitemaps/',
  '/activity/',
  '/reviews/',
  '/og/reviews/',
  '/event/',
  '/checklist/',
  '/contest/',
  '/trip/',
];
const MEMBER_CONTENT_PAGES = [
  '/',
  '/activity',
  '/search',
  '/reviews',
  '/tips',
  '/checklists',
  '/checklists/public',
  '/trips',
  '/contests',
  '/photographers',
  '/vloggers',
  '/influencers',
  '/trip-planners',
];
const showsMemberContent = (url: string) =>
  MEMBER_CONTENT_PAGES.includes(url) ||
  MEMBER_CONTENT_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * The routes the matrix must cover: the OpenAPI document's operations, the admin API, and the
 * server-rendered pages of members' content.
 */
const oauthAppRegistration = {
  client_name: 'Matrix Trip Tool',
  redirect_uris: ['https://trip-tool.example/callback'],
};

/** A new third-party app of the OAuth server, registered by the service role. */
async function oauthAppOf(s: Scene): Promise<string> {
  const res = await s.ctx.app.inject({
    method: 'POST',
    url: '/auth/v1/admin/oauth/clients',
    headers: { authorization: `Bearer ${await serviceRoleToken()}` },
    payload: oauthAppRegistration,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { client_id: string }).client_id;
}

async function routesToCover(ctx: TestContext): Promise<string[]> {
  const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
  const methodsByUrl = new Map<string, string[]>();
  const pages = ctx.app.routeCatalog
    .filter(({ method, url }) => method === 'GET' && showsMemberContent(url))
    .map(({ url }) => `GET ${asDocumentPath(url)}`);
  for (const { method, url } of ctx.app.routeCatalog) {
    if (!url.startsWith('/auth/v1/admin') && url !== '/auth/v1/invite') continue;
    methodsByUrl.set(url, [...(methodsByUrl.get(url) ?? []), method]);
  }
  const admin = [...methodsByUrl].flatMap(([url, methods]) =>
    methods.map((method) => `${method} ${asDocumentPath(url)}`),
  );
  return [...documented, ...admin, ...pages];
}

describeEachDatabase(
  'authorization matrix',
  (ctx) => {
    const tokens = new Map<Persona, Record<string, string>>();
    let scene: Scene;

    beforeAll(async () => {
      const { db, app } = ctx();
      // Established accounts: the cells post, comment and send photos far more than a new
      // member may in a day (issue 15's trust rules, tested in features/trust).
      const member = await createMember(db, { isEstablished: true });
      const other = await createMember(db, { isEstablished: true });
      const target = await createMember(db, { isEstablished: true });
      const admin = await createMember(db, { isAdmin: true });
      const moderator = await createMember(db, { isModerator: true });
      const aal1 = await createMember(db, { isEstablished: true });
      await factorOf({ ctx: ctx(), member, other, target }, aal1.id);
      const banned = await createMember(db);
      const ban = await app.inject({
        method: 'PUT',
        url: `/auth/v1/admin/users/${banned.id}`,
        headers: { authorization: `Bearer ${await serviceRoleToken()}` },
        payload: { ban_duration: '24h' },
      });
      expect(ban.statusCode, ban.body).toBe(200);
      const [row] = await db.select().from(authUsers).where(eq(authUsers.id, banned.id));
      expect(row!.bannedUntil).not.toBeNull();
      tokens.set('anon', {});
      tokens.set('member', member.headers);
      tokens.set('other', other.headers);
      tokens.set('aal1', aal1.headers);
      tokens.set('banned', banned.headers);
      tokens.set('admin', admin.headers);
      tokens.set('service', { authorization: `Bearer ${await serviceRoleToken()}` });
      tokens.set('moderator', moderator.headers);
      scene = { ctx: ctx(), member, other, target };
    });

    it('has a row for every route of the OpenAPI document and the admin API, and no other', async () => {
      const routes = await routesToCover(ctx());
      expect([...routes].sort()).toEqual(Object.keys(matrix).sort());
      expect(Object.keys(requests).sort()).toEqual(Object.keys(matrix).sort());
    });

    it.each(Object.keys(matrix))('%s answers each persona as the table says', async (route) => {
      const answered: Record<string, number> = {};
      const expected: Record<string, number> = {};
      for (const persona of personas) {
        const request = await requests[route]!(scene);
        const res = await ctx().app.inject({
          ...request,
          remoteAddress: nextAddress(),
          headers: { ...request.headers, ...tokens.get(persona) },
        } as InjectOptions);
        answered[persona] = res.statusCode;
        expected[persona] = expectedOf(matrix[route]!, persona);
      }
      expect(answered).toEqual(expected);
    });
  },
  withOauthServer(),
);

/** The OAuth server's admin routes are covered switched on (off, they answer 404). */
function withOauthServer(): Partial<AppConfig> {
  const auth = testConfig().auth;
  return { auth: { ...auth, oauthServer: { ...auth.oauthServer, isEnabled: true } } };
}
