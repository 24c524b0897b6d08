import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/build-test-app';
import { createMember } from '../../test/sign-in';
import { createContestVia, uploadOf } from '../../test/contests-test-support';

describeEachDatabase('photo contests pages', (ctx) => {
  it('renders /contests and /contest/{id} for visitors with their head, JSON-LD and cover', async () => {
    const { app, db } = ctx();
    const admin = await createMember(db, { isAdmin: true });
    const contest = await createContestVia(app, admin, new Date());
    const cover = await uploadOf(db, admin);
    await app.rateLimiter.reset(`contests:manage:${admin.id}`);
    const edited = await app.inject({
      method: 'PATCH',
      url: `/api/contests/${contest.id}`,
      headers: admin.headers,
      payload: { coverUploadId: cover, title: 'Castle <at> blue hour' },
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const list = await app.inject({ method: 'GET', url: '/contests' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.body).toContain('<title>Photo contests | Magic Community</title>');
    expect(list.body).toContain('<link rel="canonical" href="http://localhost:3000/contests"');
    expect(list.body).toContain('"@type":"CollectionPage"');
    expect(list.body).toContain('Castle &lt;at&gt; blue hour');
    expect(list.body).toContain(`href="/contest/${contest.id}"`);

    const page = await app.inject({ method: 'GET', url: `/contest/${contest.id.toUpperCase()}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      `<link rel="canonical" href="http://localhost:3000/contest/${contest.id}"`,
    );
    expect(page.body).toContain('Castle &lt;at&gt; blue hour');
    expect(page.body).not.toContain('Castle <at> blue hour');
    expect(page.body).toContain(`content="http://localhost:3000/uploads/${cover}.webp"`);
    expect(page.body).toContain('"@type":"Event"');
    expect(page.body).toContain('Cinderella Castle between sunset and dark');
    expect(page.body).toContain('(park time)');

    const missing = await app.inject({ method: 'GET', url: `/contest/${crypto.randomUUID()}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('noindex');

    const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.body).toContain('/sitemaps/contests.xml');
    const file = await app.inject({ method: 'GET', url: '/sitemaps/contests.xml' });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain(`/contest/${contest.id}</loc>`);
    const pages = await app.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
    expect(pages.body).toContain('/contests</loc>');
  });
});
