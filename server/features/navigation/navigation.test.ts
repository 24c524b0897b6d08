import { asc, eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { navigationListSchema } from '../../../common/features/navigation/navigation.contract';
import { EXCLUDED_NAVIGATION_TITLE } from '../../../common/features/navigation/navigation-visibility';
import { navigationItems } from '../../db/schema';
import { describeEachDatabase } from '../../test/build-test-app';
import { defaultNavigation, seedNavigation } from './navigation.seed';

/** Icons the spec lists for navigation items (spec §3 "Icons seen"). */
const SPEC_ICONS = new Set([
  'Heart',
  'Star',
  'Users',
  'User',
  'Home',
  'Activity',
  'Shield',
  'ListChecks',
  'Camera',
  'Calendar',
  'MapPin',
  'Lightbulb',
  'Utensils',
]);

describeEachDatabase('GET /api/navigation', (ctx) => {
  it('returns the seeded items oldest first, without My Profile', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/navigation' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = navigationListSchema.parse(res.json());

    const expected = defaultNavigation.filter((item) => item.title !== EXCLUDED_NAVIGATION_TITLE);
    expect(body.items.map((item) => item.title)).toEqual(expected.map((item) => item.title));
    expect(body.items.map((item) => item.url)).toEqual(expected.map((item) => item.url));
    expect(body.items.map((item) => item.icon)).toEqual(expected.map((item) => item.icon));
    expect(body.items.some((item) => item.title === 'My Profile')).toBe(false);

    const times = body.items.map((item) => Date.parse(item.created_at));
    expect(times.every((time) => Number.isFinite(time))).toBe(true);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('carries the spec titles with icons from the spec list', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/navigation' });
    const { items } = navigationListSchema.parse(res.json());
    const titles = items.map((item) => item.title);
    for (const title of ['Activity', 'Reviews', 'Checklists', 'Likes', 'Home Base']) {
      expect(titles).toContain(title);
    }
    for (const item of items) expect(SPEC_ICONS.has(item.icon ?? '')).toBe(true);
    const iconOf = (title: string) => items.find((item) => item.title === title)?.icon;
    expect(iconOf('Activity')).toBe('Activity');
    expect(iconOf('Reviews')).toBe('Star');
    expect(iconOf('Checklists')).toBe('ListChecks');
    expect(iconOf('Likes')).toBe('Heart');
    expect(iconOf('Home Base')).toBe('Home');
  });

  it('keeps My Profile in the table, only out of the response', async () => {
    const rows = await ctx().db.select().from(navigationItems);
    expect(rows.map((row) => row.title)).toContain(EXCLUDED_NAVIGATION_TITLE);
    expect(rows).toHaveLength(defaultNavigation.length);
  });

  it('orders by created_at even when rows were inserted out of order', async () => {
    const { db, app } = ctx();
    await db.insert(navigationItems).values([
      {
        title: 'Zz Late',
        url: '/late',
        icon: 'MapPin',
        createdAt: new Date('2030-01-01T00:00:00Z'),
      },
      {
        title: 'Aa Early',
        url: '/early',
        icon: 'Camera',
        createdAt: new Date('2000-01-01T00:00:00Z'),
      },
    ]);
    const res = await app.inject({ method: 'GET', url: '/api/navigation' });
    const titles = navigationListSchema.parse(res.json()).items.map((item) => item.title);
    expect(titles[0]).toBe('Aa Early');
    expect(titles.at(-1)).toBe('Zz Late');
    await db.delete(navigationItems).where(inArray(navigationItems.title, ['Zz Late', 'Aa Early']));
  });

  it('does not duplicate anything when the seed runs again', async () => {
    const { db, app } = ctx();
    const before = await db.select().from(navigationItems).orderBy(asc(navigationItems.createdAt));
    expect(await seedNavigation(db)).toBe(0);
    expect(await seedNavigation(db)).toBe(0);
    const after = await db.select().from(navigationItems).orderBy(asc(navigationItems.createdAt));
    expect(after).toEqual(before);
    const res = await app.inject({ method: 'GET', url: '/api/navigation' });
    expect(navigationListSchema.parse(res.json()).items).toHaveLength(defaultNavigation.length - 1);
  });

  it('adds back a deleted default item without touching edited ones', async () => {
    const { db } = ctx();
    await db
      .update(navigationItems)
      .set({ url: '/reviews/edited' })
      .where(eq(navigationItems.title, 'Reviews'));
    await db.delete(navigationItems).where(eq(navigationItems.title, 'Tips'));
    expect(await seedNavigation(db)).toBe(1);
    const rows = await db.select().from(navigationItems);
    expect(rows).toHaveLength(defaultNavigation.length);
    expect(rows.find((row) => row.title === 'Reviews')?.url).toBe('/reviews/edited');
    await db
      .update(navigationItems)
      .set({ url: '/reviews' })
      .where(eq(navigationItems.title, 'Reviews'));
  });

  it("moves a database's 'Likes' item from the feed to the Likes page, once", async () => {
    const { db } = ctx();
    const likesUrl = async () =>
      (await db.select().from(navigationItems).where(eq(navigationItems.title, 'Likes')))[0]?.url;
    expect(await likesUrl()).toBe('/likes');
    // A database seeded before the page existed.
    await db
      .update(navigationItems)
      .set({ url: '/feed' })
      .where(eq(navigationItems.title, 'Likes'));
    expect(await seedNavigation(db)).toBe(0);
    expect(await likesUrl()).toBe('/likes');
    expect(await seedNavigation(db)).toBe(0);
    expect(await likesUrl()).toBe('/likes');
    // An address an admin chose is kept.
    await db
      .update(navigationItems)
      .set({ url: '/profile/likes' })
      .where(eq(navigationItems.title, 'Likes'));
    await seedNavigation(db);
    expect(await likesUrl()).toBe('/profile/likes');
    await db
      .update(navigationItems)
      .set({ url: '/likes' })
      .where(eq(navigationItems.title, 'Likes'));
  });
});
