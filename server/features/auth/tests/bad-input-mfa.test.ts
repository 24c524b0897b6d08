import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/build-test-app';
import { relaxedIpLimits } from '../../../test/auth-test-client';
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

/**
 * Bad requests to the MFA endpoints (reference §7 MFA, §11): bad bearer tokens, bad factor ids,
 * bad bodies. Each gets a 4xx in GoTrue's shape, never a 500.
 */
describeEachDatabase(
  'auth bad input: MFA factors',
  (ctx) => {
    let member: Member;
    beforeAll(async () => {
      member = await signUpInject(ctx().app);
    });

    const unknownId = randomUUID();
    const routes: [string, (id: string) => Omit<Call, 'token' | 'authorization'>][] = [
      [
        'POST /factors',
        () => ({ method: 'POST', url: '/auth/v1/factors', body: { factor_type: 'totp' } }),
      ],
      [
        'POST /factors/:id/challenge',
        (id) => ({ method: 'POST', url: `/auth/v1/factors/${id}/challenge`, body: {} }),
      ],
      [
        'POST /factors/:id/verify',
        (id) => ({
          method: 'POST',
          url: `/auth/v1/factors/${id}/verify`,
          body: { challenge_id: randomUUID(), code: '123456' },
        }),
      ],
      ['DELETE /factors/:id', (id) => ({ method: 'DELETE', url: `/auth/v1/factors/${id}` })],
    ];

    for (const [route, call] of routes) {
      it.each(badTokenCases)(`${route} with %s`, async (_label, header, status, codes) => {
        const authorization = await header(member);
        const res = await send(ctx().app, { ...call(unknownId), authorization });
        expect(codes).toContain(expectAuthError(res, status).code);
      });
    }

    const withToken = (call: Omit<Call, 'token'>): Call => ({
      ...call,
      token: member.session.access_token,
    });

    for (const [route, call] of routes.slice(0, 3)) {
      it.each(transportCases)(`${route}: %s`, async (_label, raw, contentType, status, code) => {
        const res = await send(ctx().app, withToken({ ...call(unknownId), raw, contentType }));
        expectAuthError(res, status, code);
      });
      it.each(nonObjectBodies)(`${route}: %s`, async (_label, raw) => {
        expectClientError(await send(ctx().app, withToken({ ...call(unknownId), raw })));
      });
    }

    const enroll = (body: Record<string, unknown>): Omit<Call, 'token'> => ({
      method: 'POST',
      url: '/auth/v1/factors',
      body,
    });
    const cases: [string, () => Omit<Call, 'token'>, number, string][] = [
      ['enroll: empty body', () => enroll({}), 400, 'validation_failed'],
      [
        'enroll: unknown factor type',
        () => enroll({ factor_type: 'sms' }),
        400,
        'validation_failed',
      ],
      [
        'enroll: factor type as a number',
        () => enroll({ factor_type: 5 }),
        400,
        'validation_failed',
      ],
      [
        'enroll: friendly name as an array',
        () => enroll({ factor_type: 'totp', friendly_name: ['x'] }),
        400,
        'validation_failed',
      ],
      [
        'enroll: issuer as an object',
        () => enroll({ factor_type: 'totp', issuer: { a: 1 } }),
        400,
        'validation_failed',
      ],
      ['challenge: non-UUID factor', () => routes[1]![1]('not-a-uuid'), 404, 'validation_failed'],
      ['challenge: unknown factor', () => routes[1]![1](randomUUID()), 404, 'mfa_factor_not_found'],
      ['verify: non-UUID factor', () => routes[2]![1]('not-a-uuid'), 404, 'validation_failed'],
      ['verify: unknown factor', () => routes[2]![1](randomUUID()), 404, 'mfa_factor_not_found'],
      ['unenroll: non-UUID factor', () => routes[3]![1]('not-a-uuid'), 404, 'validation_failed'],
      ['unenroll: unknown factor', () => routes[3]![1](randomUUID()), 404, 'mfa_factor_not_found'],
    ];

    it.each(cases.map(([l, c, s, e]) => [l, s, e, c] as const))(
      '%s → %i %s',
      async (_label, status, code, call) => {
        expectAuthError(await send(ctx().app, withToken(call())), status, code);
      },
    );

    it('answers a phone factor with a 4xx', async () => {
      const res = await send(
        ctx().app,
        withToken(enroll({ factor_type: 'phone', phone: '+15555550100' })),
      );
      expectClientError(res);
    });

    it('DELETE /factors/:id as auth-js sends it (JSON content type, no body)', async () => {
      const res = await send(ctx().app, {
        ...withToken(routes[3]![1](randomUUID())),
        contentType: 'application/json;charset=UTF-8',
      });
      expectAuthError(res, 404, 'mfa_factor_not_found');
    });

    it('refuses bad verify bodies for a real factor', async () => {
      const { session } = await signUpInject(ctx().app);
      const token = session.access_token;
      const enrolled = await send(ctx().app, {
        ...enroll({ factor_type: 'totp', friendly_name: 'Phone' }),
        token,
      });
      expect(enrolled.statusCode, enrolled.body).toBe(200);
      const factorId = (enrolled.json() as { id: string }).id;
      const url = `/auth/v1/factors/${factorId}/verify`;
      const bodies: [Record<string, unknown>, number, string][] = [
        [{}, 400, 'validation_failed'],
        [{ challenge_id: randomUUID(), code: '' }, 400, 'validation_failed'],
        [{ challenge_id: randomUUID(), code: 123456 }, 400, 'validation_failed'],
        [{ challenge_id: ['x'], code: '123456' }, 400, 'validation_failed'],
        [{ challenge_id: randomUUID(), code: '123456' }, 422, 'mfa_factor_not_found'],
      ];
      for (const [body, status, code] of bodies) {
        const res = await send(ctx().app, { method: 'POST', url, body, token });
        expectAuthError(res, status, code);
      }
      const challenge = await send(ctx().app, {
        method: 'POST',
        url: `/auth/v1/factors/${factorId}/challenge`,
        body: { factorId },
        token,
      });
      expect(challenge.statusCode, challenge.body).toBe(200);
      const challengeId = (challenge.json() as { id: string }).id;
      const wrong = await send(ctx().app, {
        method: 'POST',
        url,
        body: { challenge_id: challengeId, code: 'abcdef' },
        token,
      });
      expectAuthError(wrong, 422, 'mfa_verification_failed');
    });
  },
  relaxedIpLimits(),
);
