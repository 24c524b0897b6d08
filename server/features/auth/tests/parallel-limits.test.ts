import { expect, it } from 'vitest';
import { describeEachDatabase, testConfig } from '../../../test/build-test-app';
import {
  rawFetch,
  signUpRaw,
  uniqueMember,
  useAuthServer,
  type AuthServer,
  type RawAnswer,
} from '../../../test/auth-test-client';
import { countMail, emailLinksConfig } from '../../../test/email-links-test-support';

/** Timeout of tests making many password checks (scrypt is slow on a busy machine). */
const SLOW = 90_000;

const statuses = (answers: RawAnswer[]) => answers.map((answer) => answer.status);
const countOf = (answers: RawAnswer[], status: number) =>
  answers.filter((answer) => answer.status === status).length;

function signIn(server: AuthServer, email: string, password: string) {
  return rawFetch(server, '/token?grant_type=password', { body: { email, password } });
}

/**
 * Spec §9's limits under parallel requests: every slot is taken atomically before the work is
 * done, so a burst of requests is judged no more often than the limit allows.
 */
describeEachDatabase('auth limits under parallel requests: sign-in and recovery', (ctx) => {
  const server = useAuthServer(ctx, emailLinksConfig({ isAutoconfirm: true }));

  it(
    'judges at most 5 of 30 parallel wrong passwords for one email; the rest get 429',
    async () => {
      const { member } = await signUpRaw(server());
      const answers = await Promise.all(
        Array.from({ length: 30 }, () => signIn(server(), member.email, 'Wrong-Password-1')),
      );
      expect(countOf(answers, 400), String(statuses(answers))).toBe(5);
      expect(countOf(answers, 429)).toBe(25);
      for (const answer of answers.filter((a) => a.status === 400)) {
        expect(answer.body).toMatchObject({ code: 'invalid_credentials' });
      }
      // The right password is refused too now: the email is locked for the window.
      expect((await signIn(server(), member.email, member.password)).status).toBe(429);
    },
    SLOW,
  );

  it(
    'does not let a burst of 40 guesses reach the right password behind 39 wrong ones',
    async () => {
      const { member } = await signUpRaw(server());
      const guesses = [...Array.from({ length: 39 }, (_, i) => `Wrong-Password-${i}`)];
      guesses.push(member.password);
      const answers = await Promise.all(
        guesses.map((password) => signIn(server(), member.email, password)),
      );
      const judged = answers.filter((answer) => answer.status !== 429);
      expect(judged.length, String(statuses(answers))).toBeLessThanOrEqual(5);
      expect(countOf(answers, 429)).toBeGreaterThanOrEqual(35);
      // Unless the right one happened to be among the first five judged, the email is locked.
      if (answers.at(-1)!.status !== 200) {
        expect((await signIn(server(), member.email, member.password)).status).toBe(429);
      }
    },
    SLOW,
  );

  it(
    'answers the 5th wrong password with invalid credentials and the 6th with 429 (spec §9)',
    async () => {
      const { member } = await signUpRaw(server());
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const answer = await signIn(server(), member.email, 'Wrong-Password-1');
        expect(answer.status, `attempt ${attempt}`).toBe(400);
        expect(answer.body).toMatchObject({ code: 'invalid_credentials' });
      }
      const sixth = await signIn(server(), member.email, 'Wrong-Password-1');
      expect(sixth.status).toBe(429);
      expect(sixth.body).toMatchObject({ code: 'over_request_rate_limit' });
    },
    SLOW,
  );

  it(
    'gives the slot back after a success: 4 failures, a success, then 5 more are judged',
    async () => {
      const { member } = await signUpRaw(server());
      for (let i = 0; i < 4; i += 1) {
        expect((await signIn(server(), member.email, 'Wrong-Password-1')).status).toBe(400);
      }
      expect((await signIn(server(), member.email, member.password)).status).toBe(200);
      for (let i = 0; i < 5; i += 1) {
        expect((await signIn(server(), member.email, 'Wrong-Password-1')).status).toBe(400);
      }
      expect((await signIn(server(), member.email, 'Wrong-Password-1')).status).toBe(429);
    },
    SLOW,
  );

  it('does not use up a reset request when the minimum interval refuses it', async () => {
    const { member } = await signUpRaw(server());
    const recover = () => rawFetch(server(), '/recover', { body: { email: member.email } });
    expect((await recover()).status).toBe(200);
    // Within the 60 s between two mails: refused by the interval, not counted.
    const tooSoon = await recover();
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body).toMatchObject({ code: 'over_email_send_rate_limit' });
    server().clock.advance(61_000);
    expect((await recover()).status).toBe(200);
    server().clock.advance(61_000);
    expect((await recover()).status).toBe(200);
    expect(await countMail(ctx().db, member.email)).toBe(3);
    server().clock.advance(61_000);
    const fourth = await recover();
    expect(fourth.status).toBe(429);
    expect(fourth.body).toMatchObject({ code: 'over_request_rate_limit' });
  });

  it('sends one reset mail for a burst of parallel requests, and counts only that one', async () => {
    const { member } = await signUpRaw(server());
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        rawFetch(server(), '/recover', { body: { email: member.email } }),
      ),
    );
    expect(countOf(answers, 200), String(statuses(answers))).toBe(1);
    expect(countOf(answers, 429)).toBe(7);
    expect(await countMail(ctx().db, member.email)).toBe(1);
    // The seven refusals did not use up the hour's other two requests.
    for (let i = 0; i < 2; i += 1) {
      server().clock.advance(61_000);
      expect((await rawFetch(server(), '/recover', { body: { email: member.email } })).status).toBe(
        200,
      );
    }
    expect(await countMail(ctx().db, member.email)).toBe(3);
  });
});

describeEachDatabase('auth limits under parallel requests: per-IP buckets', (ctx) => {
  const auth = testConfig().auth;
  const server = useAuthServer(ctx, {
    auth: { ...auth, ipLimits: { ...auth.ipLimits, otp: { max: 30, windowSeconds: 300 } } },
  });

  it('lets exactly 30 of 60 parallel /otp calls through a 30-per-5-minutes limit', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, () =>
        rawFetch(server(), '/otp', { body: { email: uniqueMember('burst').email } }),
      ),
    );
    expect(countOf(answers, 200), String(statuses(answers))).toBe(30);
    expect(countOf(answers, 429)).toBe(30);
    for (const answer of answers.filter((a) => a.status === 429)) {
      expect(answer.body).toMatchObject({ code: 'over_request_rate_limit' });
    }
  });
});
