import { type MatrixRow, type MatrixRequest, anyMember, everyone, jsonRequest } from './matrix-row';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { TestContext } from './build-test-app';
import { createMember, type TestMember } from './sign-in';

/**
 * The groups' rows of the authorization matrix (`server/authorization-matrix.test.ts`), which
 * spreads them into its table: expected statuses per persona (anon, member, other, aal1,
 * banned, admin, service) and the request of each route. The member of the matrix owns a
 * private group in the cells that need one; everyone else is outside it, so its content is
 * missing (404) to them, staff included.
 */

type Row = MatrixRow;
interface Scene {
  ctx: TestContext;
  member: TestMember;
  other: TestMember;
  target: TestMember;
}

const ownerElseMissing = (status: number): Row => [401, status, 404, 403, 401, 404, 401];
/** A private group's content: its members only; everyone else (aal1 reads as a visitor) 404. */
const membersElseMissing = (status: number): Row => [404, status, 404, 404, 404, 404, 404];

async function inject(
  scene: Scene,
  who: TestMember,
  method: InjectOptions['method'],
  url: string,
  payload?: object,
) {
  const res = await scene.ctx.app.inject({
    method,
    url,
    headers: who.headers,
    ...(payload ? { payload } : {}),
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as Record<string, unknown>;
}

/** A fresh group of `owner` (private unless said), their daily limit set aside. */
async function groupOf(
  scene: Scene,
  owner: TestMember,
  visibility: 'public' | 'private' = 'private',
): Promise<string> {
  await scene.ctx.app.rateLimiter.reset(`groups:create:${owner.id}`);
  const group = await inject(scene, owner, 'POST', '/api/groups', {
    name: `Matrix group ${crypto.randomUUID()}`.slice(0, 60),
    visibility,
  });
  return group.id as string;
}

/**
 * A private group of the member's where a fresh member's request to join waits. Fresh, not the
 * matrix's target: other cells give the target a second factor, which refuses its token.
 */
async function groupWithRequest(scene: Scene): Promise<{ id: string; joinerId: string }> {
  const id = await groupOf(scene, scene.member);
  const joiner = await createMember(scene.ctx.db);
  await inject(scene, joiner, 'PUT', `/api/groups/${id}/membership`);
  return { id, joinerId: joiner.id };
}

/** A private group of the member's with a fresh member in it (asked and approved). */
async function groupWithJoiner(scene: Scene): Promise<{ id: string; joinerId: string }> {
  const group = await groupWithRequest(scene);
  await inject(
    scene,
    scene.member,
    'POST',
    `/api/groups/${group.id}/requests/${group.joinerId}/approve`,
  );
  return group;
}

async function inviteOf(scene: Scene, groupId: string) {
  const invite = await inject(scene, scene.member, 'POST', `/api/groups/${groupId}/invites`, {});
  return { id: invite.id as string, token: invite.token as string };
}

// prettier-ignore
export const groupMatrixRows: Record<string, Row> = {
  'GET /api/groups':                                    everyone(200),
  'GET /api/groups/mine':                               anyMember(200),
  'POST /api/groups':                                   anyMember(201),
  'GET /api/groups/{id}':                               everyone(200),
  'PATCH /api/groups/{id}':                             ownerElseMissing(200),
  'DELETE /api/groups/{id}':                            ownerElseMissing(204),
  'GET /api/groups/{id}/posts':                         membersElseMissing(200),
  'PUT /api/groups/{id}/membership':                    anyMember(200),
  'DELETE /api/groups/{id}/membership':                 anyMember(200),
  'GET /api/groups/{id}/members':                       membersElseMissing(200),
  'PATCH /api/groups/{id}/members/{userId}':            ownerElseMissing(200),
  'DELETE /api/groups/{id}/members/{userId}':           ownerElseMissing(204),
  'POST /api/groups/{id}/transfer':                     ownerElseMissing(200),
  'GET /api/groups/{id}/requests':                      ownerElseMissing(200),
  'POST /api/groups/{id}/requests/{userId}/approve':    ownerElseMissing(200),
  'POST /api/groups/{id}/requests/{userId}/decline':    ownerElseMissing(200),
  'POST /api/groups/{id}/invites':                      ownerElseMissing(201),
  'GET /api/groups/{id}/invites':                       ownerElseMissing(200),
  'DELETE /api/groups/{id}/invites/{inviteId}':         ownerElseMissing(204),
  'GET /api/group-invites/{token}':                     everyone(200),
  'POST /api/group-invites/{token}/accept':             anyMember(200),
};

export const groupMatrixRequests: Record<string, (scene: Scene) => Promise<MatrixRequest>> = {
  'GET /api/groups': async () => jsonRequest('GET', '/api/groups?sort=active'),
  'GET /api/groups/mine': async () => jsonRequest('GET', '/api/groups/mine'),
  'POST /api/groups': async (s) => {
    await s.ctx.app.rateLimiter.reset(`groups:create:${s.member.id}`);
    return jsonRequest('POST', '/api/groups', {
      name: `Matrix new ${crypto.randomUUID()}`.slice(0, 60),
    });
  },
  'GET /api/groups/{id}': async (s) =>
    jsonRequest('GET', `/api/groups/${await groupOf(s, s.member)}`),
  'PATCH /api/groups/{id}': async (s) =>
    jsonRequest('PATCH', `/api/groups/${await groupOf(s, s.member)}`, { about: 'Rope drop at 8' }),
  'DELETE /api/groups/{id}': async (s) =>
    jsonRequest('DELETE', `/api/groups/${await groupOf(s, s.member)}`),
  'GET /api/groups/{id}/posts': async (s) =>
    jsonRequest('GET', `/api/groups/${await groupOf(s, s.member)}/posts`),
  'PUT /api/groups/{id}/membership': async (s) =>
    jsonRequest('PUT', `/api/groups/${await groupOf(s, await createMember(s.ctx.db))}/membership`),
  // The member is a member of someone's public group; others are not in it (nothing to do).
  'DELETE /api/groups/{id}/membership': async (s) => {
    const id = await groupOf(s, await createMember(s.ctx.db), 'public');
    await inject(s, s.member, 'PUT', `/api/groups/${id}/membership`);
    return jsonRequest('DELETE', `/api/groups/${id}/membership`);
  },
  'GET /api/groups/{id}/members': async (s) =>
    jsonRequest('GET', `/api/groups/${await groupOf(s, s.member)}/members`),
  'PATCH /api/groups/{id}/members/{userId}': async (s) => {
    const { id, joinerId } = await groupWithJoiner(s);
    return jsonRequest('PATCH', `/api/groups/${id}/members/${joinerId}`, { role: 'moderator' });
  },
  'DELETE /api/groups/{id}/members/{userId}': async (s) => {
    const { id, joinerId } = await groupWithJoiner(s);
    return jsonRequest('DELETE', `/api/groups/${id}/members/${joinerId}`);
  },
  'POST /api/groups/{id}/transfer': async (s) => {
    const { id, joinerId } = await groupWithJoiner(s);
    return jsonRequest('POST', `/api/groups/${id}/transfer`, { userId: joinerId });
  },
  'GET /api/groups/{id}/requests': async (s) =>
    jsonRequest('GET', `/api/groups/${(await groupWithRequest(s)).id}/requests`),
  'POST /api/groups/{id}/requests/{userId}/approve': async (s) => {
    const { id, joinerId } = await groupWithRequest(s);
    return jsonRequest('POST', `/api/groups/${id}/requests/${joinerId}/approve`);
  },
  'POST /api/groups/{id}/requests/{userId}/decline': async (s) => {
    const { id, joinerId } = await groupWithRequest(s);
    return jsonRequest('POST', `/api/groups/${id}/requests/${joinerId}/decline`);
  },
  'POST /api/groups/{id}/invites': async (s) =>
    jsonRequest('POST', `/api/groups/${await groupOf(s, s.member)}/invites`, { expiresInDays: 7 }),
  'GET /api/groups/{id}/invites': async (s) =>
    jsonRequest('GET', `/api/groups/${await groupOf(s, s.member)}/invites`),
  'DELETE /api/groups/{id}/invites/{inviteId}': async (s) => {
    const id = await groupOf(s, s.member);
    return jsonRequest('DELETE', `/api/groups/${id}/invites/${(await inviteOf(s, id)).id}`);
  },
  'GET /api/group-invites/{token}': async (s) =>
    jsonRequest(
      'GET',
      `/api/group-invites/${(await inviteOf(s, await groupOf(s, s.member))).token}`,
    ),
  'POST /api/group-invites/{token}/accept': async (s) =>
    jsonRequest(
      'POST',
      `/api/group-invites/${(await inviteOf(s, await groupOf(s, s.member))).token}/accept`,
    ),
};
