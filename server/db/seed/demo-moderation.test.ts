import { expect, it } from 'vitest';
import { moderationQueuePageSchema } from '../../../common/features/moderation/moderation.contract';
import { describeEachDatabase } from '../../test/build-test-app';
import { useTempDataDir } from '../../test/uploads-test-support';
import { DEMO_MODERATOR, seedDemoModeration } from './demo-moderation';
import { DEMO_PASSWORD, demoMemberEmail, seedDemo } from './demo-seed';
import { seedDemoSocial } from './demo-social';
import { createLocalPhotoStorage } from '../../features/uploads/local-photo-storage';

describeEachDatabase('demo community: moderation', (ctx) => {
  const { dataDir } = useTempDataDir();

  it('adds a moderator who signs in and sees open reports, one post hidden by three, once', async () => {
    const { db, app } = ctx();
    await seedDemo(db);
    await seedDemoSocial(db, createLocalPhotoStorage(dataDir));
    expect(await seedDemoModeration(db)).toEqual({ moderators: 1, reports: 6, hidden: 1 });
    expect(await seedDemoModeration(db)).toEqual({ moderators: 0, reports: 0, hidden: 0 });

    const signIn = await app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      payload: { email: demoMemberEmail(DEMO_MODERATOR.username), password: DEMO_PASSWORD },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const headers = { authorization: `Bearer ${signIn.json().access_token as string}` };
    const queue = await app.inject({
      method: 'GET',
      url: '/api/admin/moderation/queue?sort=most_reported',
      headers,
    });
    expect(queue.statusCode, queue.body).toBe(200);
    const items = moderationQueuePageSchema.parse(queue.json()).items;
    expect(items.map((item) => item.reportCount)).toEqual([3, 2, 1]);
    expect(items[0]!.hidden).toMatchObject({ cause: 'reports' });
    const hiddenPost = await app.inject({ method: 'GET', url: `/api/posts/${items[0]!.itemId}` });
    expect(hiddenPost.statusCode).toBe(404);
  });
});
