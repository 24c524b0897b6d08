import { beforeAll, expect, it } from 'vitest';
import {
  SUSPENSION_NOT_FOUND_MESSAGE,
  type SuspensionNotice,
} from '../../../common/features/moderation/suspension-notice.contract';
import { serviceRoleToken } from '../../test/auth-admin-support';
import { describeEachDatabase } from '../../test/build-test-app';
import { createMember, type TestMember } from '../../test/sign-in';

const PASSWORD = 'Castle-Dreams-42';

describeEachDatabase('suspension notice', (ctx) => {
  let moderator: TestMember;
  let service: { headers: Record<string, string> };

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: 'POST', url, headers, payload });
  const askNotice = (email: string, password = PASSWORD) =>
    post('/api/suspension-notice', { email, password });

  beforeAll(async () => {
    moderator = await createMember(ctx().db, { isModerator: true });
    service = { headers: { authorization: `Bearer ${await serviceRoleToken()}` } };
  });

  async function accountWithPassword(): Promise<{ id: string; email: string }> {
    const email = `notice.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const created = await post(
      '/auth/v1/admin/users',
      { email, password: PASSWORD, email_confirm: true },
      service.headers,
    );
    expect(created.statusCode, created.body).toBe(200);
    return { id: (created.json() as { id: string }).id, email };
  }

  it("tells a suspended member the team's reason and the end, to the holder of the password only", async () => {
    const fan = await accountWithPassword();
    const free = await askNotice(fan.email.toUpperCase());
    expect(free.statusCode).toBe(404);
    expect(free.json()).toMatchObject({ error: { message: SUSPENSION_NOT_FOUND_MESSAGE } });

    const suspended = await post(
      `/api/admin/users/${fan.id}/suspension`,
      { duration: '1w', reason: 'Ticket resale in the feed' },
      moderator.headers,
    );
    expect(suspended.statusCode, suspended.body).toBe(200);
    const signIn = await post('/auth/v1/token?grant_type=password', {
      email: fan.email,
      password: PASSWORD,
    });
    expect(signIn.json()).toMatchObject({ error_code: 'user_banned' });

    const notice = await askNotice(fan.email);
    expect(notice.statusCode, notice.body).toBe(200);
    expect(notice.headers['cache-control']).toBe('no-store');
    const body = notice.json() as SuspensionNotice;
    expect(body).toMatchObject({ reason: 'Ticket resale in the feed', isPermanent: false });
    const days = (new Date(body.suspendedUntil).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);

    // A wrong password learns nothing, and counts as a failed sign-in: the 6th try is refused.
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await askNotice(fan.email, `Wrong-${attempt}-password`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.body).not.toContain('Ticket');
    }
    const limited = await askNotice(fan.email);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // A ban set through the auth admin API has no reason to give.
    const other = await accountWithPassword();
    const banned = await ctx().app.inject({
      method: 'PUT',
      url: `/auth/v1/admin/users/${other.id}`,
      headers: service.headers,
      payload: { ban_duration: '876000h' },
    });
    expect(banned.statusCode, banned.body).toBe(200);
    expect((await askNotice(other.email)).json()).toMatchObject({
      reason: null,
      isPermanent: true,
    });
  });

  it('answers bad input with 400 and never a 500', async () => {
    for (const payload of [
      {},
      { email: 'a@b.c' },
      { email: 5, password: 'x' },
      { password: 'x' },
    ]) {
      const res = await post('/api/suspension-notice', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
