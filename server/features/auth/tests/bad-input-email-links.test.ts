import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/build-test-app';
import { relaxedIpLimits, uniqueMember } from '../../../test/auth-test-client';
import {
  badTokenCases,
  expectAuthError,
  expectClientError,
  nonObjectBodies,
  send,
  signUpInject,
  transportCases,
  type Call,
  type Member,
} from '../../../test/auth-bad-input-helpers';

const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
const SITE = 'http://localhost:3000';

/**
 * Bad requests to the email-link endpoints (/recover, /verify, /resend, /otp, /reauthenticate;
 * reference §7, §8, §11): a 4xx in GoTrue's shape, never a 500. GET /verify answers with a
 * 303 redirect carrying the error, as the email link does.
 */
describeEachDatabase(
  'auth bad input: email links',
  (ctx) => {
    let member: Member;
    beforeAll(async () => {
      member = await signUpInject(ctx().app);
    });

    const endpoints: [string, string][] = [
      ['POST /recover', '/auth/v1/recover'],
      ['POST /verify', '/auth/v1/verify'],
      ['POST /resend', '/auth/v1/resend'],
      ['POST /otp', '/auth/v1/otp'],
    ];

    for (const [name, url] of endpoints) {
      it.each(transportCases)(`${name}: %s`, async (_label, raw, contentType, status, code) => {
        expectAuthError(
          await send(ctx().app, { method: 'POST', url, raw, contentType }),
          status,
          code,
        );
      });
      it.each(nonObjectBodies)(`${name}: %s`, async (_label, raw) => {
        const res = await send(ctx().app, { method: 'POST', url, raw });
        expectClientError(res);
        expect(res.statusCode).toBe(400);
      });
    }

    const email = () => uniqueMember('link').email;
    const post = (path: string, body: Record<string, unknown>): Call => ({
      method: 'POST',
      url: `/auth/v1/${path}`,
      body,
    });
    const cases: [string, () => Call, number, string][] = [
      // POST /recover
      ['recover: empty body', () => post('recover', {}), 400, 'validation_failed'],
      ['recover: email as a number', () => post('recover', { email: 5 }), 400, 'validation_failed'],
      [
        'recover: email as an array',
        () => post('recover', { email: [email()] }),
        400,
        'validation_failed',
      ],
      [
        'recover: invalid email',
        () => post('recover', { email: 'not-an-email' }),
        400,
        'validation_failed',
      ],
      [
        'recover: challenge without method',
        () => post('recover', { email: email(), code_challenge: CHALLENGE }),
        400,
        'validation_failed',
      ],
      [
        'recover: challenge too short',
        () =>
          post('recover', { email: email(), code_challenge: 'abc', code_challenge_method: 's256' }),
        400,
        'validation_failed',
      ],
      // POST /verify
      ['verify: empty body', () => post('verify', {}), 400, 'validation_failed'],
      [
        'verify: type as a number',
        () => post('verify', { type: 5, email: email(), token: '123456' }),
        400,
        'validation_failed',
      ],
      [
        'verify: unknown type',
        () => post('verify', { type: 'bogus', email: email(), token: '123456' }),
        400,
        'validation_failed',
      ],
      [
        'verify: token as a number',
        () => post('verify', { type: 'email', email: email(), token: 123456 }),
        400,
        'validation_failed',
      ],
      [
        'verify: neither token nor hash',
        () => post('verify', { type: 'signup', email: email() }),
        400,
        'validation_failed',
      ],
      [
        'verify: token and hash',
        () =>
          post('verify', {
            type: 'signup',
            email: email(),
            token: '123456',
            token_hash: 'f'.repeat(56),
          }),
        400,
        'validation_failed',
      ],
      [
        'verify: hash with an email',
        () => post('verify', { type: 'magiclink', email: email(), token_hash: 'f'.repeat(56) }),
        400,
        'validation_failed',
      ],
      [
        'verify: wrong code for an unknown address',
        () => post('verify', { type: 'email', email: email(), token: '123456' }),
        403,
        'otp_expired',
      ],
      [
        'verify: wrong code for a member',
        () => post('verify', { type: 'email', email: member.member.email, token: '000000' }),
        403,
        'otp_expired',
      ],
      [
        'verify: unknown token hash',
        () => post('verify', { type: 'recovery', token_hash: 'f'.repeat(56) }),
        403,
        'otp_expired',
      ],
      // POST /resend
      ['resend: empty body', () => post('resend', {}), 400, 'validation_failed'],
      [
        'resend: unknown type',
        () => post('resend', { type: 'bogus', email: email() }),
        400,
        'validation_failed',
      ],
      [
        'resend: type without an email',
        () => post('resend', { type: 'signup' }),
        400,
        'validation_failed',
      ],
      [
        'resend: email as a number',
        () => post('resend', { type: 'signup', email: 5 }),
        400,
        'validation_failed',
      ],
      [
        'resend: type as an object',
        () => post('resend', { type: { a: 1 }, email: email() }),
        400,
        'validation_failed',
      ],
      // POST /otp
      ['otp: empty body', () => post('otp', {}), 400, 'validation_failed'],
      ['otp: email as a number', () => post('otp', { email: 5 }), 400, 'validation_failed'],
      [
        'otp: invalid email',
        () => post('otp', { email: 'not-an-email' }),
        400,
        'validation_failed',
      ],
      [
        'otp: create_user as a string',
        () => post('otp', { email: email(), create_user: 'yes' }),
        400,
        'validation_failed',
      ],
      [
        'otp: data as a string',
        () => post('otp', { email: email(), data: 'x' }),
        400,
        'validation_failed',
      ],
      [
        'otp: challenge too short',
        () => post('otp', { email: email(), code_challenge: 'abc', code_challenge_method: 's256' }),
        400,
        'validation_failed',
      ],
      [
        'otp: unknown address without create_user',
        () => post('otp', { email: email(), create_user: false }),
        422,
        'otp_disabled',
      ],
    ];

    it.each(cases.map(([l, c, s, e]) => [l, s, e, c] as const))(
      '%s → %i %s',
      async (_label, status, code, call) => {
        expectAuthError(await send(ctx().app, call()), status, code);
      },
    );

    it('answers a phone number on /otp and /resend with a 4xx', async () => {
      for (const call of [
        post('otp', { phone: '+15555550100' }),
        post('resend', { type: 'sms', phone: '+15555550100' }),
      ]) {
        expectClientError(await send(ctx().app, call));
      }
    });

    it('reveals nothing for unknown addresses on /recover and /resend', async () => {
      for (const call of [
        post('recover', { email: email() }),
        post('resend', { type: 'signup', email: email() }),
      ]) {
        const res = await send(ctx().app, call);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({});
      }
    });

    it('GET /verify with an unknown link redirects with otp_expired', async () => {
      const cases = [
        [`token=${'f'.repeat(56)}&type=signup`, false],
        [`token=pkce_${'f'.repeat(56)}&type=recovery`, true],
      ] as const;
      for (const [query, isPkce] of cases) {
        const redirect = `${SITE}/auth/callback`;
        const res = await send(ctx().app, {
          method: 'GET',
          url: `/auth/v1/verify?${query}&redirect_to=${encodeURIComponent(redirect)}`,
        });
        expect(res.statusCode, res.body).toBe(303);
        const location = new URL(String(res.headers.location));
        expect(`${location.origin}${location.pathname}`).toBe(redirect);
        const fragment = new URLSearchParams(location.hash.slice(1));
        expect(fragment.get('error')).toBe('access_denied');
        expect(fragment.get('error_code')).toBe('otp_expired');
        if (isPkce) expect(location.searchParams.get('error_code')).toBe('otp_expired');
      }
    });

    it('GET /verify with missing or odd parameters never fails with a 500', async () => {
      const queries = [
        '',
        'type=signup',
        `token=${'f'.repeat(56)}`,
        `token=${'f'.repeat(56)}&type=bogus`,
        `token=${'f'.repeat(56)}&type=signup&type=recovery`,
        `token=a&token=b&type=signup`,
        `token=${'f'.repeat(56)}&type=signup&redirect_to=javascript:alert(1)`,
      ];
      for (const query of queries) {
        const res = await send(ctx().app, { method: 'GET', url: `/auth/v1/verify?${query}` });
        if (res.statusCode === 303) {
          const location = String(res.headers.location);
          expect(location.startsWith(SITE), location).toBe(true);
          expect(location).toContain('error_code=');
        } else {
          expectClientError(res);
        }
      }
    });

    it.each(badTokenCases)('GET /reauthenticate with %s', async (_label, header, status, codes) => {
      const authorization = await header(member);
      const res = await send(ctx().app, {
        method: 'GET',
        url: '/auth/v1/reauthenticate',
        authorization,
      });
      expect(codes).toContain(expectAuthError(res, status).code);
    });

    it('GET /reauthenticate with a valid token answers 200 {}', async () => {
      const { session } = await signUpInject(ctx().app);
      const res = await send(ctx().app, {
        method: 'GET',
        url: '/auth/v1/reauthenticate',
        token: session.access_token,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({});
    });
  },
  relaxedIpLimits(),
);
