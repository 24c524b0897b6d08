import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { QUERY_TEXT_MAX } from '../../../../common/features/auth/auth.contract';
import { serviceRoleToken } from '../../../test/auth-admin-support';
import {
  expectAuthError,
  send,
  signUpInject,
  type Call,
  type Member,
} from '../../../test/auth-bad-input-helpers';
import { relaxedIpLimits } from '../../../test/auth-test-client';
import { describeEachDatabase } from '../../../test/build-test-app';

const NUL = '%00';
const TOO_LONG = 'a'.repeat(QUERY_TEXT_MAX + 1);
const VERIFY_TYPES = ['signup', 'invite', 'recovery', 'magiclink', 'email_change', 'email'];

/** Who sends the request: nobody, a signed-in member, or an operator with the service role. */
type Caller = 'none' | 'member' | 'admin';

/**
 * Every query and path parameter `/auth/v1` reads, with a NUL character (`%00`) or too much
 * text: each is refused with 400 `validation_failed` in GoTrue's shape before the handler
 * runs, so none reaches SQL (a NUL there was a 500 and a logged stack).
 */
describeEachDatabase(
  'auth bad input: query and path parameters',
  (ctx) => {
    let member: Member;
    let adminToken = '';
    beforeAll(async () => {
      member = await signUpInject(ctx().app);
      adminToken = await serviceRoleToken();
    });

    const id = randomUUID();
    const mail = { email: 'someone@example.com' };
    const routes: [Caller, Call['method'], string, unknown?][] = [
      ...VERIFY_TYPES.map((type): [Caller, Call['method'], string] => [
        'none',
        'GET',
        `/verify?token=${NUL}&type=${type}`,
      ]),
      ...VERIFY_TYPES.map((type): [Caller, Call['method'], string] => [
        'none',
        'GET',
        `/verify?token=pkce_${NUL}&type=${type}`,
      ]),
      ['none', 'GET', `/verify?token=abc&type=signup${NUL}`],
      ['none', 'GET', `/verify?token=abc&type=signup&redirect_to=http://localhost/${NUL}`],
      ['none', 'POST', `/token?grant_type=password${NUL}`, { ...mail, password: 'x' }],
      ['none', 'POST', `/signup?redirect_to=${NUL}`, { ...mail, password: 'Castle-Dreams-42' }],
      ['none', 'POST', `/recover?redirect_to=${NUL}`, mail],
      ['none', 'POST', `/otp?redirect_to=${NUL}`, mail],
      ['none', 'POST', `/resend?redirect_to=${NUL}`, { ...mail, type: 'signup' }],
      ['none', 'GET', `/authorize?provider=github${NUL}`],
      ['none', 'GET', `/authorize?provider=github&redirect_to=${NUL}`],
      ['none', 'GET', `/authorize?provider=github&code_challenge=${NUL}`],
      ['none', 'GET', `/callback?code=${NUL}&state=x`],
      ['none', 'GET', `/callback?state=${NUL}`],
      ['none', 'GET', `/callback?error=${NUL}&error_description=x`],
      ['member', 'PUT', `/user?redirect_to=${NUL}`, { data: { a: 1 } }],
      ['member', 'POST', `/logout?scope=local${NUL}`],
      ['member', 'GET', `/user/identities/authorize?provider=${NUL}`],
      ['member', 'DELETE', `/user/identities/${NUL}`],
      ['member', 'POST', `/factors/${NUL}/challenge`, {}],
      ['member', 'POST', `/factors/${NUL}/verify`, { challenge_id: id, code: '123456' }],
      ['member', 'DELETE', `/factors/${NUL}`],
      ['admin', 'GET', `/admin/users?filter=${NUL}`],
      ['admin', 'GET', `/admin/users?page=1${NUL}`],
      ['admin', 'GET', `/admin/users?per_page=${NUL}`],
      ['admin', 'GET', `/admin/users?sort=created_at${NUL}`],
      ['admin', 'GET', `/admin/users/${NUL}`],
      ['admin', 'PUT', `/admin/users/${NUL}`, {}],
      ['admin', 'DELETE', `/admin/users/${NUL}`],
      ['admin', 'GET', `/admin/users/${NUL}/factors`],
      ['admin', 'PUT', `/admin/users/${id}/factors/${NUL}`, {}],
      ['admin', 'DELETE', `/admin/users/${NUL}/factors/${id}`],
      ['admin', 'POST', `/admin/generate_link?redirect_to=${NUL}`, { type: 'magiclink', ...mail }],
      ['admin', 'POST', `/invite?redirect_to=${NUL}`, mail],
      // Too long: the whole query parameter budget, plus one.
      ['none', 'GET', `/verify?token=${TOO_LONG}&type=signup`],
      ['none', 'POST', `/signup?redirect_to=${TOO_LONG}`, { ...mail, password: 'x' }],
      ['admin', 'GET', `/admin/users?filter=${TOO_LONG}`],
    ];

    const named = routes.map(
      ([caller, method, path, body]) =>
        [
          `${method} ${path.replace(TOO_LONG, `a×${TOO_LONG.length}`)} as ${caller}`,
          caller,
          method,
          path,
          body,
        ] as const,
    );
    it.each(named)('%s → 400 validation_failed', async (_name, caller, method, path, body) => {
      const token =
        caller === 'member' ? member.session.access_token : caller === 'admin' ? adminToken : '';
      const res = await send(ctx().app, {
        method,
        url: `/auth/v1${path}`,
        body,
        token: token || undefined,
      });
      const answer = expectAuthError(res, 400, 'validation_failed');
      // The message names the parameter and what is wrong with it.
      expect(String(answer.msg)).toMatch(
        /^\w+: must (not contain NUL characters or unpaired surrogates|be at most \d+ characters)$/,
      );
    });

    it('still answers a well-formed but unknown id with GoTrue 404, and a normal filter with 200', async () => {
      const unknown = await send(ctx().app, {
        method: 'GET',
        url: '/auth/v1/admin/users/not-a-uuid',
        token: adminToken,
      });
      expectAuthError(unknown, 404);
      const listed = await send(ctx().app, {
        method: 'GET',
        url: `/auth/v1/admin/users?filter=${encodeURIComponent(member.member.email)}`,
        token: adminToken,
      });
      expect(listed.statusCode, listed.body).toBe(200);
      expect((listed.json() as { users: { id: string }[] }).users.map((u) => u.id)).toEqual([
        member.userId,
      ]);
    });
  },
  relaxedIpLimits(),
);
