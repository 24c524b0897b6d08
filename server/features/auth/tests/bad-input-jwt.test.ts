import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { authUsers } from '../../../db/schema';
import { describeEachDatabase } from '../../../test/build-test-app';
import { relaxedIpLimits } from '../../../test/auth-test-client';
import {
  badTokenCases,
  expectAuthError,
  send,
  signUpInject,
  type Call,
  type Member,
} from '../../../test/auth-bad-input-helpers';

/** The implemented routes that need a user's access token. */
const authenticatedRoutes: [string, Omit<Call, 'authorization' | 'token'>][] = [
  ['GET /user', { method: 'GET', url: '/auth/v1/user' }],
  [
    'PUT /user',
    { method: 'PUT', url: '/auth/v1/user', body: { data: { favorite_park: 'Epcot' } } },
  ],
  ['POST /logout', { method: 'POST', url: '/auth/v1/logout?scope=local' }],
  [
    'GET /user/identities/authorize',
    {
      method: 'GET',
      url: '/auth/v1/user/identities/authorize?provider=github&skip_http_redirect=true',
    },
  ],
  [
    'DELETE /user/identities/:id',
    { method: 'DELETE', url: `/auth/v1/user/identities/${randomUUID()}` },
  ],
];

/**
 * Bad bearer tokens on the authenticated routes (reference §4): 401 `no_authorization` without
 * a bearer token, 403 `bad_jwt` for a token that does not verify, 403 `user_not_found` /
 * `session_not_found` for a valid token whose user or session is gone.
 */
describeEachDatabase(
  'auth bad input: access tokens',
  (ctx) => {
    let member: Member;
    beforeAll(async () => {
      member = await signUpInject(ctx().app);
    });

    for (const [route, call] of authenticatedRoutes) {
      it.each(badTokenCases)(`${route} with %s`, async (_label, header, status, codes) => {
        const authorization = await header(member);
        const res = await send(ctx().app, { ...call, authorization });
        const body = expectAuthError(res, status);
        expect(codes).toContain(body.code);
      });
    }

    it('the member token itself is accepted (control)', async () => {
      const res = await send(ctx().app, {
        method: 'GET',
        url: '/auth/v1/user',
        token: member.session.access_token,
      });
      expect(res.statusCode).toBe(200);
    });

    it('refuses a valid token after its session was signed out: session_not_found', async () => {
      const { session } = await signUpInject(ctx().app);
      const logout = await send(ctx().app, {
        method: 'POST',
        url: '/auth/v1/logout?scope=local',
        token: session.access_token,
      });
      expect(logout.statusCode).toBe(204);
      for (const [, call] of authenticatedRoutes) {
        const res = await send(ctx().app, { ...call, token: session.access_token });
        expectAuthError(res, 403, 'session_not_found');
      }
    });

    it('refuses a valid token after its user was deleted: user_not_found', async () => {
      const gone = await signUpInject(ctx().app);
      await ctx().db.delete(authUsers).where(eq(authUsers.id, gone.userId));
      for (const [, call] of authenticatedRoutes) {
        const res = await send(ctx().app, { ...call, token: gone.session.access_token });
        expectAuthError(res, 403, 'user_not_found');
      }
    });

    it('refuses a token whose signature is cut off', async () => {
      const [header, payload] = member.session.access_token.split('.');
      for (const token of [`${header}.${payload}`, `${header}.${payload}.`, `${header}..`]) {
        const res = await send(ctx().app, { method: 'GET', url: '/auth/v1/user', token });
        expectAuthError(res, 403, 'bad_jwt');
      }
    });
  },
  relaxedIpLimits(),
);
