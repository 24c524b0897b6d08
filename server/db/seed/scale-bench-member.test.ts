import { expect, it } from 'vitest';
import { postPageSchema } from '../../../common/features/posts/posts.contract';
import { describeEachDatabase } from '../../test/build-test-app';
import { seedScale } from './scale';
import { benchMemberEmail, findBenchMember, prepareBenchAccount } from './scale-bench-member';

describeEachDatabase('the API benchmark member', (ctx) => {
  function signIn(email: string, password: string) {
    return ctx().app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      payload: { email, password },
    });
  }

  it('is a scale member who follows about 30 people, with a feed of the size asked', async () => {
    const { db } = ctx();
    expect(await findBenchMember(db, 1)).toBeNull();
    await seedScale(db, {
      users: 60,
      posts: 600,
      follows: 60 * 30,
      likes: 100,
      notificationsPerUser: 0,
      batchSize: 500,
    });
    const member = await findBenchMember(db, 101);
    expect(member).toMatchObject({ follows: 30 });
    expect(member!.username).toMatch(/^fan_/);
    expect(member!.feedPosts).toBeGreaterThanOrEqual(101);
    expect(await findBenchMember(db, 100_000)).toBeNull();
  });

  it('signs in through /auth/v1 with a new password on every run and reads the feed', async () => {
    const member = (await findBenchMember(ctx().db, 101))!;
    const first = await prepareBenchAccount(ctx().db, member);
    expect(first.email).toBe(benchMemberEmail(member.id));
    const second = await prepareBenchAccount(ctx().db, member);
    expect(second.password).not.toBe(first.password);

    expect((await signIn(first.email, first.password)).statusCode).toBe(400);
    const res = await signIn(second.email, second.password);
    expect(res.statusCode, res.body).toBe(200);
    const { access_token: token, user } = res.json<{
      access_token: string;
      user: { id: string };
    }>();
    expect(user.id).toBe(member.id);

    const feed = await ctx().app.inject({
      method: 'GET',
      url: '/api/feed',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(feed.statusCode).toBe(200);
    expect(postPageSchema.parse(feed.json()).items).toHaveLength(20);
  });
});
