import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  CHECKLIST_CATEGORY_NAME_MAX,
  CHECKLIST_ITEM_NOTE_MAX,
  CHECKLIST_ITEM_TEXT_MAX,
  CHECKLIST_TITLE_MAX,
} from '../../../common/features/checklists/checklist-limits';
import { checklistTemplates } from '../../../common/features/checklists/checklist-templates';
import { SITE_ACCOUNT } from '../../../common/features/events/official-events';
import { guidePages } from '../../../common/features/guides/guide-pages';
import { checklistItems, checklists } from '../../db/schema';
import { describeEachDatabase } from '../../test/build-test-app';
import { createMember } from '../../test/sign-in';
import { callAs } from '../../test/groups-test-support';
import { checklistSchema } from '../../../common/features/checklists/checklists.contract';
import { checklistChanges } from './checklist-changes';
import { seedChecklistTemplates } from './checklist-templates.seed';

describeEachDatabase('checklist templates', (ctx) => {
  it('stand behind every popular checklist of the guide, within the limits', () => {
    const guide = guidePages.find((page) => page.link.path === '/disney-checklists')!;
    const cards = guide.sections.flatMap((section) =>
      section.kind === 'checklists' ? section.items.map((item) => item.title) : [],
    );
    expect(checklistTemplates.map((template) => template.guideTitle).sort()).toEqual(
      [...cards].sort(),
    );
    for (const template of checklistTemplates) {
      expect(template.title.length).toBeLessThanOrEqual(CHECKLIST_TITLE_MAX);
      for (const category of template.categories) {
        expect(category.name.length).toBeLessThanOrEqual(CHECKLIST_CATEGORY_NAME_MAX);
        expect(category.items.length, category.name).toBeGreaterThan(0);
        for (const item of category.items) {
          const [text, note] = typeof item === 'string' ? [item, ''] : item;
          expect(text.length).toBeLessThanOrEqual(CHECKLIST_ITEM_TEXT_MAX);
          expect(note.length).toBeLessThanOrEqual(CHECKLIST_ITEM_NOTE_MAX);
          expect(text.trim()).toBe(text);
        }
      }
    }
  });

  it('are seeded at start as public checklists of the site, once, and can be copied', async () => {
    const { db } = ctx();
    // The app seeded them as it started; seeding again adds nothing.
    expect(await seedChecklistTemplates(db)).toBe(0);
    const template = checklistTemplates[0]!;
    const res = await callAs(ctx(), 'GET', `/api/checklists/${template.id}`);
    expect(res.statusCode).toBe(200);
    const seeded = checklistSchema.parse(res.json());
    expect(seeded).toMatchObject({
      title: template.title,
      visibility: 'public',
      owner: { id: SITE_ACCOUNT.id },
    });
    expect(seeded.categories.map((category) => category.name)).toEqual(
      template.categories.map((category) => category.name),
    );
    const items = await db
      .select({ id: checklistItems.id })
      .from(checklistItems)
      .where(eq(checklistItems.checklistId, template.id));
    expect(items).toHaveLength(template.categories.flatMap((c) => c.items).length);

    const member = await createMember(db);
    await ctx().app.rateLimiter.reset(`checklists:create:${member.id}`);
    const copy = await callAs(ctx(), 'POST', `/api/checklists/${template.id}/copy`, member);
    expect(copy.statusCode).toBe(201);
    expect(checklistSchema.parse(copy.json()).copiedFrom?.id).toBe(template.id);
  });

  it('/disney-checklists links each card to its site checklist and shows its live item count', async () => {
    const { db, app } = ctx();
    const template = checklistTemplates.find((t) => t.guideTitle === 'Dining Reservation Tracker')!;
    const count = template.categories.flatMap((category) => category.items).length;
    const cardOf = (html: string) => {
      const start = html.indexOf(`href="/checklist/${template.id}"`);
      expect(start).toBeGreaterThan(-1);
      return html.slice(html.lastIndexOf('<li', start), start);
    };
    const before = await app.inject({ method: 'GET', url: '/disney-checklists' });
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('public, no-cache');
    expect(cardOf(before.body)).toContain(`${count}<!-- --> items`);

    // The site's staff add an item: the card counts it at once.
    const site = await db
      .select()
      .from(checklistItems)
      .where(eq(checklistItems.checklistId, template.id))
      .limit(1);
    await db.insert(checklistItems).values({
      checklistId: template.id,
      categoryId: site[0]!.categoryId,
      text: 'Check the reservation’s party size',
      position: 99,
    });
    checklistChanges.changed();
    const after = await app.inject({ method: 'GET', url: '/disney-checklists' });
    expect(cardOf(after.body)).toContain(`${count + 1}<!-- --> items`);

    // Hidden from visitors: the card keeps the guide's own count and no link.
    await db
      .update(checklists)
      .set({ visibility: 'private' })
      .where(eq(checklists.id, template.id));
    checklistChanges.changed();
    const hidden = await app.inject({ method: 'GET', url: '/disney-checklists' });
    expect(hidden.body).not.toContain(`/checklist/${template.id}`);
  });
});
