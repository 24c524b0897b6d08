import { expect, it } from 'vitest';
import {
  CREATOR_HEADLINE_MAX,
  CREATOR_HEADLINE_MIN,
  creatorKinds,
  creatorLinkProblem,
} from '../../../common/features/creators/creator-limits';
import { creatorPageSchema } from '../../../common/features/creators/creators.contract';
import { describeEachDatabase } from '../../test/build-test-app';
import { demoCreators } from './demo-creators-data';
import { seedDemoCreators } from './demo-creators';
import { demoMembers } from './demo-data';
import { seedDemo } from './demo-seed';
import { seedDemoSocial } from './demo-social';
import { createLocalPhotoStorage } from '../../features/uploads/local-photo-storage';
import { useTempDataDir } from '../../test/uploads-test-support';

it('writes demo creators that fit the rules, several in each directory, some verified', () => {
  const usernames = new Set(demoMembers.map((member) => member.username));
  const seen = new Set<string>();
  for (const creator of demoCreators) {
    expect(usernames.has(creator.username), creator.username).toBe(true);
    expect(seen.has(creator.username), creator.username).toBe(false);
    seen.add(creator.username);
    expect(creator.headline.length).toBeGreaterThanOrEqual(CREATOR_HEADLINE_MIN);
    expect(creator.headline.length).toBeLessThanOrEqual(CREATOR_HEADLINE_MAX);
    for (const kind of ['website', 'youtube', 'instagram', 'tiktok'] as const) {
      const url = creator[kind];
      if (url) expect(creatorLinkProblem(kind, url), `${creator.username} ${kind}`).toBeNull();
    }
  }
  for (const kind of creatorKinds) {
    const listed = demoCreators.filter((creator) => creator.kinds.includes(kind));
    expect(listed.length, kind).toBeGreaterThanOrEqual(3);
    expect(
      listed.some((creator) => creator.verified),
      kind,
    ).toBe(true);
  }
});

describeEachDatabase('demo community: creators', (ctx) => {
  const { dataDir } = useTempDataDir();

  it('lists the demo creators once, with portfolios from their demo photos', async () => {
    const { db, app } = ctx();
    await seedDemo(db);
    await seedDemoSocial(db, createLocalPhotoStorage(dataDir));
    const first = await seedDemoCreators(db);
    expect(first.creators).toBe(demoCreators.length);
    expect(first.portfolioPhotos).toBeGreaterThan(0);
    expect(await seedDemoCreators(db)).toEqual({ creators: 0, portfolioPhotos: 0 });

    for (const kind of creatorKinds) {
      const page = creatorPageSchema.parse(
        (await app.inject({ method: 'GET', url: `/api/creators?kind=${kind}` })).json(),
      );
      expect(page.items.length, kind).toBeGreaterThanOrEqual(3);
      // Featured: the verified creators lead.
      expect(page.items[0]!.verified, kind).toBe(true);
    }
    const photographers = creatorPageSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/creators?kind=photographer' })).json(),
    );
    expect(photographers.items.some((creator) => creator.portfolio.length > 0)).toBe(true);
  });
});
