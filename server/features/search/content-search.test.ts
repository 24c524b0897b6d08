import { expect, it } from 'vitest';
import {
  searchCountsResponseSchema,
  searchResponseSchema,
  type ContentSearchPage,
} from '../../../common/features/search/search.contract';
import {
  contentSearchTypes,
  SEARCH_COUNT_CAP,
  searchTypes,
  type ContentSearchType,
} from '../../../common/features/search/search-types';
import {
  blocks,
  checklists,
  contests,
  creatorKindsTable,
  creatorProfiles,
  events,
  groupMembers,
  groups,
  hiddenItems,
  tips,
  trips,
} from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/build-test-app';
import { callAs } from '../../test/groups-test-support';
import { createMember, type TestMember } from '../../test/sign-in';
import { encodeContentCursor, encodePostCursor } from './search-cursor';

/** The word every item of this file is found by (and nothing else in a fresh database). */
const WORD = 'quillamber';
const DAY_MS = 24 * 60 * 60 * 1000;

interface Scene {
  viewer: TestMember;
  groupMember: TestMember;
  /** What each type must show a visitor, and what it must never show anyone who is not its author. */
  visible: Record<Exclude<ContentSearchType, 'guides'>, string[]>;
  hidden: Record<Exclude<ContentSearchType, 'guides'>, string[]>;
  /** Shown to a visitor but not to `viewer` (a block stands between them). */
  blockedForViewer: Record<'checklists' | 'tips' | 'events' | 'creators', string>;
  /** An event of a private group: seen by its member only. */
  privateGroupEvent: string;
}

const scenes = new WeakMap<TestContext, Promise<Scene>>();

/** One scene per database: every kind's visible, hidden, deleted and blocked items. */
function sceneOf(ctx: TestContext): Promise<Scene> {
  let scene = scenes.get(ctx);
  if (!scene) {
    scene = buildScene(ctx);
    scenes.set(ctx, scene);
  }
  return scene;
}

async function buildScene(ctx: TestContext): Promise<Scene> {
  const { db } = ctx;
  const [author, viewer, blockedAuthor, hiddenAuthor, groupMember] = await Promise.all([
    createMember(db),
    createMember(db),
    createMember(db),
    createMember(db),
    createMember(db),
  ]);
  await db.insert(blocks).values({ blockerId: viewer.id, blockedId: blockedAuthor.id });
  const now = Date.now();
  const at = (n: number) => new Date(now - n * 60_000);

  const checklist = async (
    ownerId: string,
    title: string,
    visibility: 'private' | 'unlisted' | 'public',
    n: number,
    deleted = false,
  ) => {
    const [row] = await db
      .insert(checklists)
      .values({
        ownerId,
        title,
        description: `Everything we pack for a ${WORD} morning at the park.`,
        visibility,
        park: 'EPCOT',
        createdAt: at(n),
        deletedAt: deleted ? new Date() : null,
      })
      .returning({ id: checklists.id });
    return row!.id;
  };
  const trip = async (
    ownerId: string,
    name: string,
    visibility: 'private' | 'unlisted' | 'public',
    n: number,
    deleted = false,
  ) => {
    const [row] = await db
      .insert(trips)
      .values({
        ownerId,
        name,
        arrivesOn: '2027-05-02',
        departsOn: '2027-05-07',
        notes: `Our ${WORD} week: rope drop every morning, pool every afternoon.`,
        visibility,
        createdAt: at(n),
        deletedAt: deleted ? new Date() : null,
      })
      .returning({ id: trips.id });
    return row!.id;
  };
  const tip = async (authorId: string, body: string, n: number, deleted = false) => {
    const [row] = await db
      .insert(tips)
      .values({
        authorId,
        category: 'money',
        body,
        createdAt: at(n),
        deletedAt: deleted ? new Date() : null,
      })
      .returning({ id: tips.id });
    return row!.id;
  };
  const event = async (
    organizerId: string,
    title: string,
    groupId: string | null,
    deleted = false,
  ) => {
    const startsAt = new Date(now + 10 * DAY_MS);
    const [row] = await db
      .insert(events)
      .values({
        organizerId,
        groupId,
        title,
        description: `Meet by the fountain for a ${WORD} walk.`,
        type: 'meetup',
        park: 'Magic Kingdom',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 2 * 60 * 60 * 1000),
        deletedAt: deleted ? new Date() : null,
      })
      .returning({ id: events.id });
    return row!.id;
  };
  const creator = async (userId: string, headline: string, listed = true) => {
    await db
      .insert(creatorProfiles)
      .values({ userId, headline, bio: `I photograph ${WORD} portraits.` });
    if (listed) await db.insert(creatorKindsTable).values({ userId, kind: 'photographer' });
    return userId;
  };
  const hide = (itemKind: 'checklist' | 'tip' | 'event' | 'creator_listing', itemId: string) =>
    db
      .insert(hiddenItems)
      .values({ itemKind, itemId, itemAuthorId: hiddenAuthor.id, cause: 'moderator' });

  const [privateGroup] = await db
    .insert(groups)
    .values({ name: 'Quiet corner', visibility: 'private' })
    .returning({ id: groups.id });
  await db
    .insert(groupMembers)
    .values({ groupId: privateGroup!.id, userId: groupMember.id, role: 'owner' });

  const visibleChecklists = [
    await checklist(author.id, `${WORD} packing list`, 'public', 1),
    await checklist(author.id, 'Second park day', 'public', 2),
    await checklist(author.id, 'Third park day', 'public', 3),
  ];
  const hiddenChecklist = await checklist(hiddenAuthor.id, `${WORD} hidden`, 'public', 4);
  await hide('checklist', hiddenChecklist);
  const hiddenTip = await tip(hiddenAuthor.id, `Bring a ${WORD} poncho, rain comes fast.`, 4);
  await hide('tip', hiddenTip);
  const hiddenEvent = await event(hiddenAuthor.id, `${WORD} hidden meet`, null);
  await hide('event', hiddenEvent);
  await creator(hiddenAuthor.id, `${WORD} hidden photographer`);
  await hide('creator_listing', hiddenAuthor.id);

  const [contest] = await db
    .insert(contests)
    .values({
      title: `${WORD} sunsets`,
      theme: 'Golden hour over the lagoon.',
      entriesOpenAt: new Date(now - DAY_MS),
      entriesCloseAt: new Date(now + DAY_MS),
      votingEndsAt: new Date(now + 2 * DAY_MS),
    })
    .returning({ id: contests.id });
  const privateGroupEvent = await event(groupMember.id, `${WORD} members meet`, privateGroup!.id);

  return {
    viewer,
    groupMember,
    visible: {
      checklists: visibleChecklists,
      trips: [await trip(author.id, `${WORD} spring report`, 'public', 1)],
      tips: [await tip(author.id, `Buy ${WORD} passes early: they save money.`, 1)],
      events: [await event(author.id, `${WORD} fireworks meet`, null)],
      contests: [contest!.id],
      creators: [await creator(author.id, `${WORD} family photographer`)],
    },
    hidden: {
      checklists: [
        await checklist(author.id, `${WORD} private`, 'private', 5),
        await checklist(author.id, `${WORD} unlisted`, 'unlisted', 6),
        await checklist(author.id, `${WORD} deleted`, 'public', 7, true),
        hiddenChecklist,
      ],
      trips: [
        await trip(author.id, `${WORD} private plan`, 'private', 2),
        await trip(author.id, `${WORD} shared plan`, 'unlisted', 3),
        await trip(author.id, `${WORD} deleted report`, 'public', 4, true),
      ],
      tips: [await tip(author.id, `A deleted ${WORD} tip about parking.`, 5, true), hiddenTip],
      events: [
        await event(author.id, `${WORD} deleted meet`, null, true),
        hiddenEvent,
        privateGroupEvent,
      ],
      contests: [],
      creators: [await creator(viewer.id, `${WORD} not listed`, false), hiddenAuthor.id],
    },
    blockedForViewer: {
      checklists: await checklist(blockedAuthor.id, `${WORD} blocked list`, 'public', 8),
      tips: await tip(blockedAuthor.id, `The ${WORD} bakery opens at nine.`, 6),
      events: await event(blockedAuthor.id, `${WORD} blocked meet`, null),
      creators: await creator(blockedAuthor.id, `${WORD} blocked photographer`),
    },
    privateGroupEvent,
  };
}

async function searchPage(
  ctx: TestContext,
  type: ContentSearchType,
  q: string,
  viewer: TestMember | null,
  extra = '&limit=50',
): Promise<ContentSearchPage> {
  const url = `/api/search?type=${type}&q=${encodeURIComponent(q)}${extra}`;
  const res = await callAs(ctx, 'GET', url, viewer ?? undefined);
  expect(res.statusCode, res.body).toBe(200);
  const page = searchResponseSchema.parse(res.json());
  expect(page.type).toBe(type);
  return page as ContentSearchPage;
}

const idsOf = (page: ContentSearchPage) => page.items.map((item) => item.id);

describeEachDatabase('search of every kind through the content registry', (context) => {
  it('finds what each kind lets the viewer see, and nothing private, hidden, deleted or blocked', async () => {
    const ctx = context();
    const scene = await sceneOf(ctx);
    for (const type of ['checklists', 'trips', 'tips', 'events', 'contests', 'creators'] as const) {
      const blocked = type === 'contests' || type === 'trips' ? [] : [scene.blockedForViewer[type]];
      const asVisitor = idsOf(await searchPage(ctx, type, WORD, null));
      expect(asVisitor.sort(), type).toEqual([...scene.visible[type], ...blocked].sort());
      const asViewer = idsOf(await searchPage(ctx, type, WORD, scene.viewer));
      expect(asViewer.sort(), type).toEqual([...scene.visible[type]].sort());
      for (const id of scene.hidden[type]) expect(asViewer, `${type} ${id}`).not.toContain(id);
    }
    // A private group's event: its member finds it, nobody else does.
    const asMember = idsOf(await searchPage(ctx, 'events', WORD, scene.groupMember));
    expect(asMember).toContain(scene.privateGroupEvent);
  });

  it('presents results with marked titles, passages, pages and facts', async () => {
    const ctx = context();
    const scene = await sceneOf(ctx);
    const found = await searchPage(ctx, 'checklists', `${WORD} packing`, null);
    expect(found.items[0]).toMatchObject({
      id: scene.visible.checklists[0],
      title: `${WORD} packing list`,
      path: `/checklist/${scene.visible.checklists[0]}`,
      meta: ['EPCOT', 'Other', '0 items'],
      imageUrl: null,
    });
    expect(found.items[0]!.titleParts.filter((p) => p.isMatch).map((p) => p.text)).toEqual([
      WORD,
      'packing',
    ]);
    expect(found.items[0]!.snippet.some((p) => p.isMatch && p.text === WORD)).toBe(true);
    const [tip] = (await searchPage(ctx, 'tips', 'passes', null)).items;
    expect(tip).toMatchObject({
      title: `Buy ${WORD} passes early: they save money.`,
      path: `/tips?tip=${scene.visible.tips[0]}`,
      meta: ['Money tip'],
    });
    const [event] = (await searchPage(ctx, 'events', 'fireworks', null)).items;
    expect(event!.path).toBe(`/event/${scene.visible.events[0]}`);
    expect(event!.meta[0]).toBe('Magic Kingdom');
    expect(event!.meta[1]).toMatch(/^[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2} \d{4}$/);
    const [contest] = (await searchPage(ctx, 'contests', WORD, null)).items;
    expect(contest).toMatchObject({ path: `/contest/${scene.visible.contests[0]}`, author: null });
    expect(contest!.meta).toContain('Open for entries');
    const creators = await searchPage(ctx, 'creators', 'family', null);
    expect(creators.items.map((item) => item.path)).toEqual([
      `/profile/${scene.visible.creators[0]}`,
    ]);
    expect(creators.items[0]!.meta).toContain('Photographer');
  });

  it('finds guide pages by title first, then by their text', async () => {
    const ctx = context();
    const found = await searchPage(ctx, 'guides', 'restaurants', null);
    expect(found.items[0]).toMatchObject({ path: '/disney-restaurants', author: null });
    expect(found.items[0]!.titleParts.some((p) => p.isMatch)).toBe(true);
    expect(found.items.length).toBeGreaterThan(1);
    expect(found.items.every((item) => item.snippet.some((p) => p.isMatch))).toBe(true);
    expect((await searchPage(ctx, 'guides', WORD, null)).items).toEqual([]);
    expect((await searchPage(ctx, 'guides', 'the and of', null)).items).toEqual([]);
  });

  it('pages with a cursor of its own type and refuses any other cursor', async () => {
    const ctx = context();
    const scene = await sceneOf(ctx);
    const first = await searchPage(ctx, 'checklists', WORD, null, '&limit=2');
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const url = (type: string, cursor: string) =>
      `/api/search?type=${type}&q=${WORD}&limit=2&cursor=${encodeURIComponent(cursor)}`;
    const second = await callAs(ctx, 'GET', url('checklists', first.nextCursor!));
    expect(second.statusCode).toBe(200);
    const rest = searchResponseSchema.parse(second.json()) as ContentSearchPage;
    const all = [...idsOf(first), ...idsOf(rest)];
    expect(new Set(all).size).toBe(all.length);
    expect(all.sort()).toEqual(
      [...scene.visible.checklists, scene.blockedForViewer.checklists].sort(),
    );
    expect(rest.nextCursor).toBeNull();

    const guides = await searchPage(ctx, 'guides', 'park', null, '&limit=2');
    expect(guides.nextCursor).not.toBeNull();
    const moreGuides = await searchPage(
      ctx,
      'guides',
      'park',
      null,
      `&limit=2&cursor=${guides.nextCursor}`,
    );
    expect(idsOf(moreGuides).some((id) => idsOf(guides).includes(id))).toBe(false);

    const someKey = {
      rank: 0.5,
      sortAt: '2026-01-01T00:00:00.000000Z',
      id: scene.visible.tips[0]!,
    };
    const foreign = [
      first.nextCursor!, // a checklists cursor given to tips
      encodePostCursor({ rank: 0.5, createdAt: someKey.sortAt, id: someKey.id }),
      encodeContentCursor('guides', { ...someKey, id: '/disney-restaurants' }),
      encodeContentCursor('tips', { ...someKey, id: '/not-a-uuid' }),
      'not a cursor',
    ];
    for (const cursor of foreign) {
      const res = await callAs(ctx, 'GET', url('tips', cursor));
      expect(res.statusCode, cursor).toBe(400);
    }
    const guideWithTipCursor = await callAs(
      ctx,
      'GET',
      url('guides', encodeContentCursor('guides', someKey)),
    );
    expect(guideWithTipCursor.statusCode).toBe(400);
  });

  it('counts every tab as the tabs show it, capped', async () => {
    const ctx = context();
    const scene = await sceneOf(ctx);
    const res = await callAs(ctx, 'GET', `/api/search/counts?q=${WORD}`, scene.viewer);
    expect(res.statusCode, res.body).toBe(200);
    const body = searchCountsResponseSchema.parse(res.json());
    expect(body).toMatchObject({ query: WORD, capped: SEARCH_COUNT_CAP });
    expect(Object.keys(body.counts).sort()).toEqual([...searchTypes].sort());
    for (const type of contentSearchTypes) {
      const shown = (await searchPage(ctx, type, WORD, scene.viewer)).items.length;
      expect(body.counts[type], type).toBe(shown);
    }
    expect(body.counts.checklists).toBe(scene.visible.checklists.length);
    expect(body.counts.posts).toBe(0);
    const guides = await callAs(ctx, 'GET', '/api/search/counts?q=park');
    expect(searchCountsResponseSchema.parse(guides.json()).counts.guides).toBeGreaterThan(1);
    expect((await callAs(ctx, 'GET', '/api/search/counts?q=%20')).statusCode).toBe(400);
  });
});
