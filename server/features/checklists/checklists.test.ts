import { and, asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  CHECKLIST_ITEM_TEXT_MAX,
  CHECKLIST_NOT_FOUND_MESSAGE,
  CHECKLIST_OWNER_ONLY_MESSAGE,
  checklistPageSchema,
  checklistSchema,
  type Checklist,
} from '../../../common/features/checklists/checklists.contract';
import { checklistCategories, checklistItems, checklists } from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/build-test-app';
import { createMember, type TestMember } from '../../test/sign-in';
import { callAs } from '../../test/groups-test-support';
import { checklistOf } from '../../test/checklists-test-support';

const itemsOf = (checklist: Checklist) =>
  checklist.categories.map((category) => [category.name, category.items.map((item) => item.text)]);

async function getAs(ctx: TestContext, id: string, viewer?: TestMember) {
  return callAs(ctx, 'GET', `/api/checklists/${id}`, viewer);
}

async function publicList(ctx: TestContext, query: string, viewer?: TestMember) {
  const res = await callAs(ctx, 'GET', `/api/checklists${query}`, viewer);
  expect(res.statusCode, res.body).toBe(200);
  return checklistPageSchema.parse(res.json());
}

async function mine(ctx: TestContext, viewer: TestMember) {
  const res = await callAs(ctx, 'GET', '/api/checklists/mine?limit=50', viewer);
  expect(res.statusCode, res.body).toBe(200);
  return checklistPageSchema.parse(res.json());
}

/** The positions stored for the checklist's categories and for each category's items. */
async function storedPositions(ctx: TestContext, checklistId: string) {
  const categories = await ctx.db
    .select({ id: checklistCategories.id, position: checklistCategories.position })
    .from(checklistCategories)
    .where(eq(checklistCategories.checklistId, checklistId))
    .orderBy(asc(checklistCategories.position));
  const items = await ctx.db
    .select({
      categoryId: checklistItems.categoryId,
      position: checklistItems.position,
      text: checklistItems.text,
    })
    .from(checklistItems)
    .where(eq(checklistItems.checklistId, checklistId))
    .orderBy(asc(checklistItems.position));
  return { categories, items };
}

describeEachDatabase('checklists', (context) => {
  it('creates a checklist with its fields, checks every input and lets only the owner change it', async () => {
    const ctx = context();
    const owner = await createMember(ctx.db);
    const other = await createMember(ctx.db);
    const made = await checklistOf(ctx, owner, {
      title: '  Park day bag  ',
      description: 'What we carry on a 12-hour day.',
      park: 'EPCOT',
      topic: 'packing',
      tripStartsOn: '2027-03-14',
      tripEndsOn: '2027-03-20',
    });
    expect(made).toMatchObject({
      title: 'Park day bag',
      park: 'EPCOT',
      topic: 'packing',
      tripStartsOn: '2027-03-14',
      tripEndsOn: '2027-03-20',
      visibility: 'private',
      copyCount: 0,
      copiedFrom: null,
      categories: [],
      owner: { id: owner.id, username: owner.username },
      viewer: { isOwner: true, canEdit: true },
    });

    for (const bad of [
      { title: '' },
      { title: 'x'.repeat(121) },
      { park: 'Disneyland' },
      { topic: 'shopping' },
      { visibility: 'friends' },
      { tripStartsOn: '2027-02-30' },
      { tripStartsOn: '2027-03-20', tripEndsOn: '2027-03-14' },
      { extra: true },
    ]) {
      const res = await callAs(ctx, 'POST', '/api/checklists', owner, { title: 'A', ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(
      (await callAs(ctx, 'POST', '/api/checklists', undefined, { title: 'A' })).statusCode,
    ).toBe(401);

    const base = `/api/checklists/${made.id}`;
    const category = await callAs(ctx, 'POST', `${base}/categories`, owner, { name: 'Bag' });
    const categoryId = checklistSchema.parse(category.json()).categories[0]!.id;
    for (const bad of [
      { categoryId, text: '' },
      { categoryId, text: 'x'.repeat(CHECKLIST_ITEM_TEXT_MAX + 1) },
      { categoryId, text: 'Poncho', note: 'n'.repeat(501) },
      { categoryId: 'not-a-uuid', text: 'Poncho' },
      { text: 'Poncho' },
    ]) {
      const res = await callAs(ctx, 'POST', `${base}/items`, owner, bad);
      expect([400, 404], JSON.stringify(bad)).toContain(res.statusCode);
    }
    const exactly200 = await callAs(ctx, 'POST', `${base}/items`, owner, {
      categoryId,
      text: 'y'.repeat(CHECKLIST_ITEM_TEXT_MAX),
      note: '  ',
    });
    expect(exactly200.statusCode, exactly200.body).toBe(201);
    expect(checklistSchema.parse(exactly200.json()).categories[0]!.items[0]!.note).toBeNull();
    const otherCategory = await callAs(ctx, 'POST', `${base}/items`, owner, {
      categoryId: crypto.randomUUID(),
      text: 'Poncho',
    });
    expect(otherCategory.statusCode).toBe(404);
    expect((await callAs(ctx, 'PATCH', base, owner, {})).statusCode).toBe(400);
    expect(
      (await callAs(ctx, 'POST', `${base}/categories/${categoryId}/move`, owner, { position: -1 }))
        .statusCode,
    ).toBe(400);
    expect((await callAs(ctx, 'GET', '/api/checklists?sort=best')).statusCode).toBe(400);
    expect((await callAs(ctx, 'GET', '/api/checklists?q=%00')).statusCode).toBe(400);
    expect((await callAs(ctx, 'GET', '/api/checklists?cursor=nonsense')).statusCode).toBe(400);
    expect((await callAs(ctx, 'GET', '/api/checklists/mine')).statusCode).toBe(401);
    // Trip dates are checked against the stored ones too.
    const backwards = await callAs(ctx, 'PATCH', base, owner, { tripEndsOn: '2027-03-01' });
    expect(backwards.statusCode).toBe(400);

    // A public checklist: others read it, only the owner changes it.
    await callAs(ctx, 'PATCH', base, owner, { visibility: 'public' });
    const read = await getAs(ctx, made.id, other);
    expect(read.statusCode).toBe(200);
    expect(checklistSchema.parse(read.json()).viewer).toEqual({
      isOwner: false,
      canEdit: false,
      canCopy: true,
    });
    const refused = await callAs(ctx, 'PATCH', base, other, { title: 'Mine now' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { message: CHECKLIST_OWNER_ONLY_MESSAGE } });
    expect((await callAs(ctx, 'POST', `${base}/categories`, other, { name: 'X' })).statusCode).toBe(
      403,
    );
    const admin = await createMember(ctx.db, { isAdmin: true });
    expect((await callAs(ctx, 'DELETE', base, admin)).statusCode).toBe(403);

    expect((await callAs(ctx, 'DELETE', base, owner)).statusCode).toBe(204);
    expect((await getAs(ctx, made.id, owner)).statusCode).toBe(404);
    expect((await callAs(ctx, 'PATCH', base, owner, { title: 'Back' })).statusCode).toBe(404);
  });

  it('applies one visibility rule through every route: by id, lists, search and copy', async () => {
    const ctx = context();
    const owner = await createMember(ctx.db);
    const other = await createMember(ctx.db);
    const marker = `zq${crypto.randomUUID().slice(0, 8)}`;
    const made: Record<string, Checklist> = {};
    for (const visibility of ['private', 'unlisted', 'public'] as const) {
      made[visibility] = await checklistOf(
        ctx,
        owner,
        { title: `${marker} ${visibility} list`, visibility },
        { Bag: ['Sunscreen'] },
      );
    }

    // By id: the owner sees all three; others and visitors the unlisted and public ones only.
    for (const visibility of ['private', 'unlisted', 'public'] as const) {
      const id = made[visibility]!.id;
      expect((await getAs(ctx, id, owner)).statusCode).toBe(200);
      const expected = visibility === 'private' ? 404 : 200;
      expect((await getAs(ctx, id, other)).statusCode, visibility).toBe(expected);
      const anon = await getAs(ctx, id);
      expect(anon.statusCode, visibility).toBe(expected);
      if (expected === 404)
        expect(anon.json()).toMatchObject({ error: { message: CHECKLIST_NOT_FOUND_MESSAGE } });
      // Changing a hidden checklist is 404 too, never 403.
      const patch = await callAs(ctx, 'PATCH', `/api/checklists/${id}`, other, { title: 'x' });
      expect(patch.statusCode, visibility).toBe(visibility === 'private' ? 404 : 403);
    }

    // Lists and search: only the public one, for everyone, the owner included.
    for (const viewer of [undefined, owner, other]) {
      const found = await publicList(ctx, `?q=${marker}&sort=newest`, viewer);
      expect(found.items.map((item) => item.id)).toEqual([made.public!.id]);
    }
    const own = await mine(ctx, owner);
    expect(own.items.map((item) => item.visibility)).toEqual(['public', 'unlisted', 'private']);
    expect((await mine(ctx, other)).items).toEqual([]);

    // Copy: a hidden checklist cannot be copied; unlisted and public ones can.
    const copyOf = (id: string, viewer?: TestMember) =>
      callAs(ctx, 'POST', `/api/checklists/${id}/copy`, viewer);
    expect((await copyOf(made.private!.id, other)).statusCode).toBe(404);
    expect((await copyOf(made.unlisted!.id, other)).statusCode).toBe(201);
    expect((await copyOf(made.public!.id)).statusCode).toBe(401);

    // A block either way hides the unlisted and public ones as if they were private.
    const block = await callAs(ctx, 'PUT', `/api/profiles/${owner.id}/block`, other);
    expect(block.statusCode, block.body).toBeLessThan(300);
    expect((await getAs(ctx, made.public!.id, other)).statusCode).toBe(404);
    expect((await publicList(ctx, `?q=${marker}`, other)).items).toEqual([]);
    expect((await copyOf(made.public!.id, other)).statusCode).toBe(404);
    expect((await getAs(ctx, made.public!.id)).statusCode).toBe(200);

    // Made private again: gone from the list and from everyone but the owner.
    await callAs(ctx, 'PATCH', `/api/checklists/${made.public!.id}`, owner, {
      visibility: 'private',
    });
    expect((await publicList(ctx, `?q=${marker}`)).items).toEqual([]);
    expect((await getAs(ctx, made.public!.id)).statusCode).toBe(404);
  });

  it('copies a checklist unchecked and private, shows where it came from, counts the copies', async () => {
    const ctx = context();
    const owner = await createMember(ctx.db);
    const copier = await createMember(ctx.db);
    const original = await checklistOf(
      ctx,
      owner,
      { title: 'Rope drop plan', visibility: 'public', park: 'Magic Kingdom', topic: 'rides' },
      { Before: ['Alarm at 6', 'Check the app'], 'At the gate': ['Scan tickets'] },
    );
    const firstItem = original.categories[0]!.items[0]!;
    await callAs(ctx, 'PATCH', `/api/checklists/${original.id}/items/${firstItem.id}`, owner, {
      checked: true,
      note: 'Two alarms',
    });

    const res = await callAs(ctx, 'POST', `/api/checklists/${original.id}/copy`, copier);
    expect(res.statusCode, res.body).toBe(201);
    const copy = checklistSchema.parse(res.json());
    expect(copy).toMatchObject({
      title: 'Rope drop plan',
      visibility: 'private',
      park: 'Magic Kingdom',
      topic: 'rides',
      owner: { id: copier.id },
      copiedFrom: { id: original.id, title: 'Rope drop plan', owner: { id: owner.id } },
      viewer: { isOwner: true },
    });
    expect(copy.id).not.toBe(original.id);
    expect(itemsOf(copy)).toEqual(itemsOf(original));
    expect(copy.categories.flatMap((c) => c.items).every((item) => !item.checked)).toBe(true);
    expect(copy.categories[0]!.items[0]!.note).toBe('Two alarms');

    // The original's count went up, and shows in the lists; a copy of one's own does not count.
    const after = checklistSchema.parse((await getAs(ctx, original.id)).json());
    expect(after.copyCount).toBe(1);
    expect(
      (await callAs(ctx, 'POST', `/api/checklists/${original.id}/copy`, owner)).statusCode,
    ).toBe(201);
    expect(checklistSchema.parse((await getAs(ctx, original.id)).json()).copyCount).toBe(1);
    const listed = await publicList(ctx, '?q=Rope%20drop%20plan');
    expect(listed.items.find((item) => item.id === original.id)).toMatchObject({
      copyCount: 1,
      categoryCount: 2,
      itemCount: 3,
    });

    // Changing the copy leaves the original alone.
    await callAs(ctx, 'PATCH', `/api/checklists/${copy.id}`, copier, { title: 'My rope drop' });
    expect(checklistSchema.parse((await getAs(ctx, original.id)).json()).title).toBe(
      'Rope drop plan',
    );

    // 'Copied from' is shown only while the original may be seen.
    await callAs(ctx, 'PATCH', `/api/checklists/${original.id}`, owner, { visibility: 'private' });
    expect(checklistSchema.parse((await getAs(ctx, copy.id, copier)).json()).copiedFrom).toBeNull();
  });

  it('reorders categories and items by moving one to a new position, also under concurrent moves', async () => {
    const ctx = context();
    const owner = await createMember(ctx.db);
    let list = await checklistOf(
      ctx,
      owner,
      {},
      { A: ['a1', 'a2', 'a3', 'a4'], B: ['b1'], C: [], D: [] },
    );
    const base = `/api/checklists/${list.id}`;
    const categoryId = (name: string) => list.categories.find((c) => c.name === name)!.id;
    const itemId = (text: string) =>
      list.categories.flatMap((c) => c.items).find((item) => item.text === text)!.id;

    const move = async (url: string, body: object) => {
      const res = await callAs(ctx, 'POST', url, owner, body);
      expect(res.statusCode, res.body).toBe(200);
      list = checklistSchema.parse(res.json());
    };
    await move(`${base}/categories/${categoryId('D')}/move`, { position: 0 });
    expect(list.categories.map((c) => c.name)).toEqual(['D', 'A', 'B', 'C']);
    await move(`${base}/categories/${categoryId('D')}/move`, { position: 99 });
    expect(list.categories.map((c) => c.name)).toEqual(['A', 'B', 'C', 'D']);
    await move(`${base}/items/${itemId('a1')}/move`, { position: 2 });
    expect(itemsOf(list)[0]).toEqual(['A', ['a2', 'a3', 'a1', 'a4']]);
    await move(`${base}/items/${itemId('a4')}/move`, { categoryId: categoryId('B'), position: 0 });
    expect(itemsOf(list).slice(0, 2)).toEqual([
      ['A', ['a2', 'a3', 'a1']],
      ['B', ['a4', 'b1']],
    ]);

    // Ten moves at once: each applies to the order as the one before left it, so the positions
    // stay 0, 1, 2… with every item and category once.
    const texts = ['a2', 'a3', 'a1'];
    await Promise.all([
      ...Array.from({ length: 6 }, (_, i) =>
        callAs(ctx, 'POST', `${base}/items/${itemId(texts[i % 3]!)}/move`, owner, {
          position: (i * 2) % 3,
        }),
      ),
      ...['A', 'B', 'C', 'D'].map((name, i) =>
        callAs(ctx, 'POST', `${base}/categories/${categoryId(name)}/move`, owner, {
          position: 3 - i,
        }),
      ),
    ]);
    const stored = await storedPositions(ctx, list.id);
    expect(stored.categories.map((c) => c.position)).toEqual([0, 1, 2, 3]);
    const inA = stored.items.filter((item) => item.categoryId === categoryId('A'));
    expect(inA.map((item) => item.position)).toEqual([0, 1, 2]);
    expect(inA.map((item) => item.text).sort()).toEqual(['a1', 'a2', 'a3']);

    // A category's deletion takes its items and closes the gap.
    const deleted = await callAs(ctx, 'DELETE', `${base}/categories/${categoryId('B')}`, owner);
    expect(deleted.statusCode).toBe(200);
    const after = await storedPositions(ctx, list.id);
    expect(after.categories.map((c) => c.position)).toEqual([0, 1, 2]);
    expect(after.items.some((item) => item.text === 'b1')).toBe(false);
  });

  it('loses no update when two tabs change the same checklist at once', async () => {
    const ctx = context();
    const owner = await createMember(ctx.db);
    const list = await checklistOf(
      ctx,
      owner,
      { visibility: 'public' },
      { Bag: ['Poncho', 'Charger', 'Water bottle'], Room: ['Swimsuit'] },
    );
    const base = `/api/checklists/${list.id}`;
    const [bag, room] = list.categories;
    const [poncho, charger, bottle] = bag!.items;
    // Tab one checks and annotates items while tab two renames, adds and reorders others.
    const tabOne = [
      callAs(ctx, 'PATCH', `${base}/items/${poncho!.id}`, owner, { checked: true }),
      callAs(ctx, 'PATCH', `${base}/items/${charger!.id}`, owner, { note: 'The 10,000 mAh one' }),
      callAs(ctx, 'POST', `${base}/items`, owner, { categoryId: bag!.id, text: 'Sunscreen' }),
    ];
    const tabTwo = [
      callAs(ctx, 'PATCH', `${base}/items/${charger!.id}`, owner, { text: 'Phone charger' }),
      callAs(ctx, 'PATCH', `${base}/categories/${room!.id}`, owner, { name: 'Hotel room' }),
      callAs(ctx, 'POST', `${base}/items`, owner, { categoryId: bag!.id, text: 'Hat' }),
      callAs(ctx, 'POST', `${base}/items/${bottle!.id}/move`, owner, { position: 0 }),
      callAs(ctx, 'PATCH', base, owner, { description: 'Updated from the phone' }),
    ];
    const answers = await Promise.all([...tabOne, ...tabTwo]);
    for (const res of answers) expect(res.statusCode, res.body).toBeLessThan(300);

    // After a refresh, every change of both tabs is there.
    const seen = checklistSchema.parse((await getAs(ctx, list.id, owner)).json());
    expect(seen.description).toBe('Updated from the phone');
    expect(seen.categories.map((c) => c.name)).toEqual(['Bag', 'Hotel room']);
    const items = seen.categories[0]!.items;
    expect(items[0]!.text).toBe('Water bottle');
    expect(items.map((item) => item.text).sort()).toEqual(
      ['Hat', 'Phone charger', 'Poncho', 'Sunscreen', 'Water bottle'].sort(),
    );
    expect(items.find((item) => item.id === poncho!.id)).toMatchObject({ checked: true });
    expect(items.find((item) => item.id === charger!.id)).toMatchObject({
      text: 'Phone charger',
      note: 'The 10,000 mAh one',
      checked: false,
    });
    const positions = await ctx.db
      .select({ position: checklistItems.position })
      .from(checklistItems)
      .where(and(eq(checklistItems.categoryId, bag!.id)))
      .orderBy(asc(checklistItems.position));
    expect(positions.map((row) => row.position)).toEqual([0, 1, 2, 3, 4]);
  });

  it('lists public checklists searched, filtered by park and category, most copied or newest, page by page', async () => {
    const ctx = context();
    // Past their first day: a new member makes only 2 checklists public a day (trust rules).
    const owner = await createMember(ctx.db, { isEstablished: true });
    const marker = `zw${crypto.randomUUID().slice(0, 8)}`;
    const made: Checklist[] = [];
    for (let i = 0; i < 5; i += 1) {
      made.push(
        await checklistOf(
          ctx,
          owner,
          {
            title: `${marker} list ${i}`,
            description: i === 4 ? 'Has 100%_ in it' : '',
            visibility: 'public',
            park: i % 2 === 0 ? 'EPCOT' : 'Magic Kingdom',
            topic: i < 2 ? 'dining' : 'packing',
          },
          { One: ['x', 'y'] },
        ),
      );
    }
    await ctx.db.update(checklists).set({ copyCount: 7 }).where(eq(checklists.id, made[1]!.id));
    await ctx.db.update(checklists).set({ copyCount: 3 }).where(eq(checklists.id, made[3]!.id));

    const byCopies = await publicList(ctx, `?q=${marker}&sort=most_copied`);
    expect(byCopies.items.map((item) => item.id).slice(0, 2)).toEqual([made[1]!.id, made[3]!.id]);
    expect(byCopies.items[0]).toMatchObject({ categoryCount: 1, itemCount: 2, copyCount: 7 });
    const newest = await publicList(ctx, `?q=${marker}&sort=newest`);
    expect(newest.items.map((item) => item.id)).toEqual(made.map((c) => c.id).reverse());
    const epcot = await publicList(ctx, `?q=${marker}&park=EPCOT`);
    expect(epcot.items.map((item) => item.park)).toEqual(['EPCOT', 'EPCOT', 'EPCOT']);
    const dining = await publicList(ctx, `?q=${marker}&topic=dining&sort=newest`);
    expect(dining.items.map((item) => item.id)).toEqual([made[1]!.id, made[0]!.id]);
    const literal = await publicList(ctx, `?q=${encodeURIComponent('100%_')}`);
    expect(literal.items.map((item) => item.id)).toEqual([made[4]!.id]);
    expect((await publicList(ctx, `?q=${marker}%25`)).items).toEqual([]);

    for (const sort of ['most_copied', 'newest']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: Awaited<ReturnType<typeof publicList>> = await publicList(
          ctx,
          `?q=${marker}&sort=${sort}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        );
        seen.push(...page.items.map((item) => item.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen, sort).toEqual(
        (sort === 'newest' ? newest : byCopies).items.map((item) => item.id),
      );
    }
    const wrongCursor = (await publicList(ctx, `?q=${marker}&sort=newest&limit=2`)).nextCursor!;
    const res = await callAs(ctx, 'GET', `/api/checklists?sort=most_copied&cursor=${wrongCursor}`);
    expect(res.statusCode).toBe(400);
  });
});
