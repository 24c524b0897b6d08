import { expect, it } from 'vitest';
import {
  CHECKLIST_ITEM_TEXT_MAX,
  CHECKLIST_TITLE_MAX,
} from '../../../common/features/checklists/checklist-limits';
import {
  checklistPageSchema,
  checklistSchema,
} from '../../../common/features/checklists/checklists.contract';
import { describeEachDatabase } from '../../test/build-test-app';
import { demoMembers } from './demo-data';
import { demoChecklistId, seedDemoChecklists } from './demo-checklists';
import { demoChecklists } from './demo-checklists-data';
import { seedDemo } from './demo-seed';

it('writes demo checklists that fit the rules, with every visibility', () => {
  const usernames = new Set(demoMembers.map((member) => member.username));
  for (const list of demoChecklists) {
    expect(usernames.has(list.owner), list.owner).toBe(true);
    for (const copier of list.copiedBy ?? []) expect(usernames.has(copier), copier).toBe(true);
    expect(list.title.length).toBeLessThanOrEqual(CHECKLIST_TITLE_MAX);
    for (const category of list.categories) {
      for (const item of category.items) {
        const text = typeof item === 'string' ? item : item[0];
        expect(text.length).toBeLessThanOrEqual(CHECKLIST_ITEM_TEXT_MAX);
      }
    }
  }
  expect(new Set(demoChecklists.map((list) => list.visibility))).toEqual(
    new Set(['public', 'unlisted', 'private']),
  );
});

describeEachDatabase('demo community: checklists', (ctx) => {
  it('adds the demo checklists and copies once; the lists show only the public ones', async () => {
    const { db, app } = ctx();
    await seedDemo(db);
    const first = await seedDemoChecklists(db);
    expect(first.checklists).toBe(demoChecklists.length);
    expect(first.copies).toBe(
      demoChecklists.reduce((sum, list) => sum + (list.copiedBy?.length ?? 0), 0),
    );
    expect(await seedDemoChecklists(db)).toEqual({ checklists: 0, items: 0, copies: 0 });

    const page = checklistPageSchema.parse(
      (
        await app.inject({ method: 'GET', url: '/api/checklists?sort=most_copied&limit=50' })
      ).json(),
    );
    const publicKeys = demoChecklists.filter((list) => list.visibility === 'public');
    const listed = page.items.map((item) => item.id);
    for (const list of demoChecklists) {
      expect(listed.includes(demoChecklistId(list.key)), list.key).toBe(
        list.visibility === 'public',
      );
    }
    expect(publicKeys.length).toBeGreaterThanOrEqual(3);
    expect(page.items[0]).toMatchObject({ id: demoChecklistId('rita-rope-drop'), copyCount: 3 });

    // The unlisted one opens by its link; the private one is its owner's only.
    const unlisted = await app.inject({
      method: 'GET',
      url: `/api/checklists/${demoChecklistId('joy-grandkids')}`,
    });
    expect(unlisted.statusCode).toBe(200);
    expect(
      checklistSchema.parse(unlisted.json()).categories[0]!.items.filter((item) => item.checked),
    ).toHaveLength(2);
    const hidden = await app.inject({
      method: 'GET',
      url: `/api/checklists/${demoChecklistId('bella-budget-notes')}`,
    });
    expect(hidden.statusCode).toBe(404);
  }, 120_000);
});
