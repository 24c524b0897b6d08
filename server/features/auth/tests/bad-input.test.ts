import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { MISSING_CREDENTIALS_MESSAGE } from '../../../../common/features/auth/auth-messages';
import { describeEachDatabase } from '../../../test/build-test-app';
import { relaxedIpLimits, uniqueMember } from '../../../test/auth-test-client';
import {
  expectAuthError,
  expectClientError,
  expectOAuthError,
  nonObjectBodies,
  send,
  signUpInject,
  transportCases,
  type Answer,
  type Call,
} from '../../../test/auth-bad-input-helpers';

const PASSWORD = 'Castle-Dreams-42';
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

/**
 * Bad requests to the implemented `/auth/v1` endpoints, as raw HTTP: each must get a 4xx in
 * GoTrue's error shape with the version header (reference §1, §2, §7, §11), never a 500.
 */
describeEachDatabase(
  'auth bad input: bodies and fields',
  (ctx) => {
    let token = '';
    beforeAll(async () => {
      token = (await signUpInject(ctx().app)).session.access_token;
    });

    /** The JSON endpoints; `parsesBody` is false where GoTrue does not read the body. */
    const endpoints: [string, Omit<Call, 'body' | 'raw'>, boolean][] = [
      ['POST /signup', { method: 'POST', url: '/auth/v1/signup' }, true],
      ['POST /token password', { method: 'POST', url: '/auth/v1/token?grant_type=password' }, true],
      [
        'POST /token refresh_token',
        { method: 'POST', url: '/auth/v1/token?grant_type=refresh_token' },
        true,
      ],
      ['POST /token pkce', { method: 'POST', url: '/auth/v1/token?grant_type=pkce' }, true],
      [
        'POST /token id_token',
        { method: 'POST', url: '/auth/v1/token?grant_type=id_token' },
        false,
      ],
      ['PUT /user', { method: 'PUT', url: '/auth/v1/user' }, true],
      ['POST /sso', { method: 'POST', url: '/auth/v1/sso' }, false],
    ];
    const withToken = (call: Omit<Call, 'body' | 'raw'>): Omit<Call, 'body' | 'raw'> =>
      call.url === '/auth/v1/user' ? { ...call, token } : call;

    for (const [name, call] of endpoints) {
      it.each(transportCases)(`${name}: %s`, async (_label, raw, contentType, status, code) => {
        const res = await send(ctx().app, { ...withToken(call), raw, contentType });
        const body = expectAuthError(res, status, code);
        if (code === 'bad_json') {
          expect(body.msg).toMatch(/^Could not parse request body as JSON/);
        }
      });
    }

    for (const [name, call, parsesBody] of endpoints) {
      it.each(nonObjectBodies)(`${name}: %s`, async (_label, raw) => {
        const res = await send(ctx().app, { ...withToken(call), raw });
        expectClientError(res);
        if (parsesBody) expect(res.statusCode).toBe(400);
      });
    }

    const email = () => uniqueMember('field').email;
    const V = '400 validation_failed';
    const NOT_FOUND = '400 refresh_token_not_found';
    type Case = [string, Record<string, unknown>, string];

    const signupCases: Case[] = [
      ['no password', { email: email() }, V],
      ['email as a number', { email: 42, password: PASSWORD }, V],
      ['email as an array', { email: [email()], password: PASSWORD }, V],
      ['email as an object', { email: { a: 1 }, password: PASSWORD }, V],
      ['password as a number', { email: email(), password: 12345678 }, V],
      ['password as an array', { email: email(), password: [PASSWORD] }, V],
      ['data as a string', { email: email(), password: PASSWORD, data: 'x' }, V],
      ['data as an array', { email: email(), password: PASSWORD, data: [1] }, V],
      ['an invalid email', { email: 'not-an-email', password: PASSWORD }, V],
      ['an email too long', { email: `${'a'.repeat(250)}@example.com`, password: PASSWORD }, V],
      ['a password over 72 characters', { email: email(), password: 'Aa1!'.repeat(19) }, V],
      ['a weak password', { email: email(), password: 'short' }, '422 weak_password'],
      ['email and phone', { email: email(), phone: '+15555550100', password: PASSWORD }, V],
      [
        'a phone only',
        { phone: '+15555550100', password: PASSWORD },
        '400 phone_provider_disabled',
      ],
      [
        'a challenge without method',
        { email: email(), password: PASSWORD, code_challenge: CHALLENGE },
        V,
      ],
      [
        'a short challenge',
        {
          email: email(),
          password: PASSWORD,
          code_challenge: 'abc',
          code_challenge_method: 's256',
        },
        V,
      ],
      [
        'an unknown challenge method',
        {
          email: email(),
          password: PASSWORD,
          code_challenge: CHALLENGE,
          code_challenge_method: 'md5',
        },
        V,
      ],
    ];
    it.each(signupCases.map(([l, b, e]) => [l, e, b] as const))(
      'POST /signup with %s → %s',
      async (_label, expected, body) => {
        expectAnswer(await send(ctx().app, signup(body)), expected);
      },
    );

    const grantCases: [string, string, Record<string, unknown>, string][] = [
      ['password', 'an empty body', {}, V],
      ['password', 'email as a number', { email: 1, password: PASSWORD }, V],
      ['password', 'password as an object', { email: email(), password: {} }, V],
      [
        'password',
        'email and phone',
        { email: email(), phone: '+15555550100', password: PASSWORD },
        V,
      ],
      ['password', 'no password', { email: email() }, '400 invalid_credentials'],
      [
        'password',
        'an unknown account',
        { email: email(), password: PASSWORD },
        '400 invalid_credentials',
      ],
      ['refresh_token', 'token as a number', { refresh_token: 123456789012 }, V],
      ['refresh_token', 'token as an array', { refresh_token: ['abcdefghijkl'] }, V],
      // GoTrue answers every non-empty token it never issued as not found, whatever its shape.
      ['refresh_token', 'a token too short', { refresh_token: 'short' }, NOT_FOUND],
      ['refresh_token', 'a token with capitals', { refresh_token: 'ABCDEFGHIJKLMNOP' }, NOT_FOUND],
      [
        'refresh_token',
        'a token with dashes',
        { refresh_token: 'invalid-refresh-token' },
        NOT_FOUND,
      ],
      ['refresh_token', 'a 12-character token', { refresh_token: 'abcdefghijkl' }, NOT_FOUND],
      ['pkce', 'an empty body', {}, V],
      ['pkce', 'no verifier', { auth_code: randomUUID() }, V],
      ['pkce', 'wrong types', { auth_code: 5, code_verifier: {} }, V],
      [
        'pkce',
        'an unknown code',
        { auth_code: randomUUID(), code_verifier: 'v'.repeat(64) },
        '404 flow_state_not_found',
      ],
      [
        'pkce',
        'a non-UUID code',
        { auth_code: 'nope', code_verifier: 'v'.repeat(64) },
        '404 flow_state_not_found',
      ],
      ['id_token', 'an empty body', {}, '400 provider_disabled'],
      [
        'magic',
        'an unknown grant',
        { email: email(), password: PASSWORD },
        '400 invalid_credentials',
      ],
      ['', 'no grant type', {}, '400 invalid_credentials'],
      ['password&grant_type=pkce', 'two grant types', {}, V],
    ];
    it.each(grantCases.map(([t, l, b, e]) => [l, t, e, b] as const))(
      'POST /token with %s (grant_type=%s) → %s',
      async (_label, type, expected, body) => {
        const url = type ? `/auth/v1/token?grant_type=${type}` : '/auth/v1/token';
        expectAnswer(await send(ctx().app, { method: 'POST', url, body }), expected);
      },
    );

    const userCases: Case[] = [
      ['data as a string', { data: 'x' }, V],
      ['data as an array', { data: [1, 2] }, V],
      ['email as a number', { email: 5 }, V],
      ['password as an array', { password: ['x'] }, V],
      ['nonce as a number', { nonce: 123456 }, V],
      ['an invalid email', { email: 'not-an-email' }, V],
      ['a weak password', { password: 'short' }, '422 weak_password'],
      ['a password over 72 characters', { password: 'Aa1!'.repeat(19) }, V],
      ['the same password', { password: PASSWORD }, '422 same_password'],
      ['a phone', { phone: '+15555550100' }, '400 phone_provider_disabled'],
    ];
    it.each(userCases.map(([l, b, e]) => [l, e, b] as const))(
      'PUT /user with %s → %s',
      async (_label, expected, body) => {
        expectAnswer(
          await send(ctx().app, { method: 'PUT', url: '/auth/v1/user', body, token }),
          expected,
        );
      },
    );

    const otherCases: [string, () => Call, string][] = [
      [
        'POST /logout?scope=everything',
        () => ({ method: 'POST', url: '/auth/v1/logout?scope=everything', token }),
        V,
      ],
      [
        'POST /logout with two scopes',
        () => ({ method: 'POST', url: '/auth/v1/logout?scope=local&scope=global', token }),
        V,
      ],
      [
        'POST /signup with two redirect_to',
        () => ({
          ...signup({ email: email(), password: PASSWORD }),
          url: '/auth/v1/signup?redirect_to=a&redirect_to=b',
        }),
        V,
      ],
      [
        'POST /sso with an empty body',
        () => ({ method: 'POST', url: '/auth/v1/sso', body: {} }),
        '404 saml_provider_disabled',
      ],
      [
        'POST /sso with wrong types',
        () => ({ method: 'POST', url: '/auth/v1/sso', body: { domain: 5, provider_id: [] } }),
        '404 saml_provider_disabled',
      ],
      [
        'an unknown route',
        () => ({ method: 'GET', url: '/auth/v1/nothing-here' }),
        '404 not_found',
      ],
      [
        'POST /settings',
        () => ({ method: 'POST', url: '/auth/v1/settings', body: {} }),
        '404 not_found',
      ],
    ];
    it.each(otherCases.map(([l, c, e]) => [l, e, c] as const))(
      '%s → %s',
      async (_label, expected, call) => {
        expectAnswer(await send(ctx().app, call()), expected);
      },
    );

    function expectAnswer(res: Answer, expected: string) {
      const [status, code] = expected.split(' ');
      expectAuthError(res, Number(status), code);
    }
    function signup(body: Record<string, unknown>): Call {
      return { method: 'POST', url: '/auth/v1/signup', body };
    }
    function grant(type: string, body: Record<string, unknown>): Call {
      return { method: 'POST', url: `/auth/v1/token?grant_type=${type}`, body };
    }

    it('answers a missing refresh token in the OAuth form', async () => {
      for (const body of [{}, { refresh_token: '' }, { refresh_token: null }]) {
        const res = await send(ctx().app, grant('refresh_token', body));
        expectOAuthError(res, 'invalid_request', 'refresh_token required');
      }
    });

    it('answers a sign-up with a password but no email or phone with a 4xx and the spec message', async () => {
      for (const body of [{ password: PASSWORD }, { email: null, phone: '', password: PASSWORD }]) {
        const res = await send(ctx().app, signup(body));
        expectClientError(res);
        expect(res.json()).toMatchObject({ msg: MISSING_CREDENTIALS_MESSAGE });
      }
    });

    it('answers a sign-up without email, phone and password as an anonymous sign-in: disabled', async () => {
      for (const body of [{}, { email: null, phone: null }, { email: '', password: '' }]) {
        const res = await send(ctx().app, signup(body));
        const answer = expectAuthError(res, 422, 'anonymous_provider_disabled');
        expect(answer.msg).toBe('Anonymous sign-ins are disabled');
      }
    });

    it('refuses app_metadata from a user with 403 not_admin and leaves it unchanged', async () => {
      const { session } = await signUpInject(ctx().app);
      const res = await send(ctx().app, {
        method: 'PUT',
        url: '/auth/v1/user',
        body: { app_metadata: { role: 'admin', providers: ['github'] } },
        token: session.access_token,
      });
      expectAuthError(res, 403, 'not_admin');
      const user = await send(ctx().app, {
        method: 'GET',
        url: '/auth/v1/user',
        token: session.access_token,
      });
      expect(user.json()).toMatchObject({
        app_metadata: { provider: 'email', providers: ['email'] },
      });
      expect(user.json().app_metadata).not.toHaveProperty('role');
    });

    it('applies nothing from a PUT /user that is refused', async () => {
      const { member, session } = await signUpInject(ctx().app);
      const other = await signUpInject(ctx().app);
      const refused: [Record<string, unknown>, string][] = [
        [{ data: { favorite_park: 'weak' }, password: 'short' }, 'weak_password'],
        [{ data: { favorite_park: 'same' }, password: member.password }, 'same_password'],
        [{ data: { favorite_park: 'taken' }, email: other.member.email }, 'email_exists'],
        [{ password: 'Brand-New-Castle-7', email: other.member.email }, 'email_exists'],
      ];
      for (const [body, code] of refused) {
        const res = await send(ctx().app, {
          method: 'PUT',
          url: '/auth/v1/user',
          body,
          token: session.access_token,
        });
        expectAuthError(res, 422, code);
      }
      const user = await send(ctx().app, {
        method: 'GET',
        url: '/auth/v1/user',
        token: session.access_token,
      });
      expect(user.json().user_metadata).not.toHaveProperty('favorite_park');
      expect(user.json().email).toBe(member.email);
      // The password did not change and the session is still there.
      expect(user.statusCode).toBe(200);
      const signIn = await send(ctx().app, {
        method: 'POST',
        url: '/auth/v1/token?grant_type=password',
        body: { email: member.email, password: member.password },
      });
      expect(signIn.statusCode, signIn.body).toBe(200);
    });

    it('answers GET /settings and /health whatever the query', async () => {
      for (const url of ['/auth/v1/settings?x=1&x=2', '/auth/v1/health?verbose[]=1']) {
        const res = await send(ctx().app, { method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['x-supabase-api-version']).toBe('2024-01-01');
      }
    });
  },
  relaxedIpLimits(),
);
