import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { checklistTemplates } from '../../../common/features/checklists/checklist-templates';
import { SITE_ACCOUNT } from '../../../common/features/events/official-events';
import type { Database } from '../../db/client';
import { checklistCategories, checklistItems, checklists, profiles } from '../../db/schema';

/** When the site's templates say they were made: fixed, one minute apart, never "today". */
const TEMPLATES_CREATED_AT = Date.parse('2024-08-01T12:00:00Z');

/**
 * Seeds, at every start (after the official events, which make the site's account), the
 * `/disney-checklists` guide's popular checklists as public checklists of the site's account,
 * with their fixed ids (`common/features/checklists/checklist-templates.ts`). Idempotent and
 * safe for several processes at once: a checklist that exists is left as it is (its contents
 * included), so the site's staff may change it. Returns how many were added.
 */
export async function seedChecklistTemplates(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const [site] = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(inArray(profiles.id, [SITE_ACCOUNT.id]));
    if (!site) return 0;
    const inserted = await tx
      .insert(checklists)
      .values(
        checklistTemplates.map((template, index) => {
          const at = new Date(TEMPLATES_CREATED_AT + index * 60_000);
          return {
            id: template.id,
            ownerId: SITE_ACCOUNT.id,
            title: template.title,
            description: template.description,
            topic: template.topic,
            park: template.park,
            visibility: 'public' as const,
            createdAt: at,
            updatedAt: at,
          };
        }),
      )
      .onConflictDoNothing()
      .returning({ id: checklists.id, createdAt: checklists.createdAt });
    for (const row of inserted) {
      const template = checklistTemplates.find((candidate) => candidate.id === row.id)!;
      const categories = template.categories.map((category, position) => ({
        id: randomUUID(),
        checklistId: row.id,
        name: category.name,
        position,
        createdAt: row.createdAt,
      }));
      await tx.insert(checklistCategories).values(categories);
      await tx.insert(checklistItems).values(
        template.categories.flatMap((category, index) =>
          category.items.map((item, position) => {
            const [text, note] = typeof item === 'string' ? [item, null] : item;
            return {
              checklistId: row.id,
              categoryId: categories[index]!.id,
              text,
              note,
              position,
              createdAt: row.createdAt,
              updatedAt: row.createdAt,
            };
          }),
        ),
      );
    }
    return inserted.length;
  });
}
