import {
  type MatrixRow,
  type MatrixRequest,
  adminOnly,
  anyMember,
  everyone,
  jsonRequest,
} from './matrix-row';
import { sql } from 'drizzle-orm';
import type { TestContext } from './build-test-app';
import type { TestMember } from './sign-in';

/**
 * The creator directories' rows of the authorization matrix (`server/authorization-matrix.test.ts`),
 * which spreads them into its table: expected statuses per persona (anon, member, other, aal1,
 * banned, admin, service) and the request of each route. Directories and listed creators are
 * public; every member manages only their own creator profile (the routes say `me`); only
 * admins grant or revoke the verified badge.
 */

type Row = MatrixRow;
interface Scene {
  ctx: TestContext;
  member: TestMember;
  other: TestMember;
  target: TestMember;
}

const profileBody = {
  kinds: ['photographer'],
  headline: 'Sunrise portraits by the castle',
  parks: ['Magic Kingdom'],
  languages: ['English'],
};

/**
 * Gives each member (and every admin, whoever the persona is) a listed creator profile straight
 * in the database, so their own portfolio can be set.
 */
async function ensureCreators(scene: Scene, ids: string[]): Promise<void> {
  const { db } = scene.ctx;
  const members = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await db.execute(sql`insert into creator_profiles (user_id, headline)
    select id, 'Park photos for families' from profiles
    where id in (${members}) or is_admin or is_moderator
    on conflict do nothing`);
  await db.execute(sql`insert into creator_kinds (user_id, kind)
    select user_id, 'photographer' from creator_profiles
    on conflict do nothing`);
}

const resetWrites = async (scene: Scene) => {
  for (const member of [scene.member, scene.other]) {
    await scene.ctx.app.rateLimiter.reset(`creators:write:${member.id}`);
  }
};

// prettier-ignore
export const creatorMatrixRows: Record<string, Row> = {
  'GET /api/creators':                        everyone(200),
  'GET /api/creators/me':                     anyMember(200),
  'PUT /api/creators/me':                     anyMember(200),
  'DELETE /api/creators/me':                  anyMember(204),
  'PUT /api/creators/me/portfolio':           anyMember(200),
  'GET /api/creators/{id}':                   everyone(200),
  'GET /api/creators/{id}/listing':           everyone(200),
  'PUT /api/creators/{id}/verified':          adminOnly(200),
  'DELETE /api/creators/{id}/verified':       adminOnly(200),
  'GET /photographers':                       everyone(200),
  'GET /vloggers':                            everyone(200),
  'GET /influencers':                         everyone(200),
  'GET /trip-planners':                       everyone(200),
};

export const creatorMatrixRequests: Record<string, (scene: Scene) => Promise<MatrixRequest>> = {
  'GET /api/creators': async () =>
    jsonRequest('GET', '/api/creators?kind=photographer&park=EPCOT&sort=most_followed'),
  'GET /api/creators/me': async () => jsonRequest('GET', '/api/creators/me'),
  'PUT /api/creators/me': async (s) => {
    await resetWrites(s);
    return jsonRequest('PUT', '/api/creators/me', profileBody);
  },
  'DELETE /api/creators/me': async () => jsonRequest('DELETE', '/api/creators/me'),
  'PUT /api/creators/me/portfolio': async (s) => {
    await resetWrites(s);
    await ensureCreators(s, [s.member.id, s.other.id]);
    return jsonRequest('PUT', '/api/creators/me/portfolio', { uploadIds: [] });
  },
  'GET /api/creators/{id}': async (s) => {
    await ensureCreators(s, [s.target.id]);
    return jsonRequest('GET', `/api/creators/${s.target.id}`);
  },
  'GET /api/creators/{id}/listing': async (s) =>
    jsonRequest('GET', `/api/creators/${s.target.id}/listing`),
  'PUT /api/creators/{id}/verified': async (s) => {
    await ensureCreators(s, [s.target.id]);
    return jsonRequest('PUT', `/api/creators/${s.target.id}/verified`);
  },
  'DELETE /api/creators/{id}/verified': async (s) => {
    await ensureCreators(s, [s.target.id]);
    return jsonRequest('DELETE', `/api/creators/${s.target.id}/verified`);
  },
  'GET /photographers': async () => jsonRequest('GET', '/photographers'),
  'GET /vloggers': async () => jsonRequest('GET', '/vloggers'),
  'GET /influencers': async () => jsonRequest('GET', '/influencers'),
  'GET /trip-planners': async () => jsonRequest('GET', '/trip-planners'),
};
