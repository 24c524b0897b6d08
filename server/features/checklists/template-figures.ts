import type { ChecklistFiguresByTitle } from '../../../common/features/guides/checklist-figures';
import { checklistTemplates } from '../../../common/features/checklists/checklist-templates';
import type { Database } from '../../db/client';
import { createLiveCache, type LiveSnapshot } from '../../lib/live-cache';
import { checklistChanges } from './checklist-changes';
import { listPublicChecklists } from './checklists.repository';

/**
 * How long the guide's figures may lag behind changes this process did not see (another
 * process's, an account deleted in its own transaction).
 */
export const TEMPLATE_FIGURES_MAX_AGE_MS = 60_000;

async function readFigures(db: Database): Promise<LiveSnapshot<ChecklistFiguresByTitle>> {
  // The templates a visitor may see listed (the policy's rule), with their live counts.
  const rows = await listPublicChecklists(db, {
    viewerId: null,
    sort: 'newest',
    ids: checklistTemplates.map((template) => template.id),
    limit: checklistTemplates.length,
  });
  const value = new Map(
    checklistTemplates.flatMap((template) => {
      const row = rows.find((candidate) => candidate.id === template.id);
      return row
        ? [
            [
              template.guideTitle,
              { id: row.id, categoryCount: row.categoryCount, itemCount: row.itemCount },
            ] as const,
          ]
        : [];
    }),
  );
  const key = [...value.entries()]
    .map(([title, figures]) => `${title}:${figures.categoryCount}:${figures.itemCount}`)
    .join(',');
  return { key, value };
}

/** One process's cache of the guide's checklist figures on `db`. */
export function createChecklistFiguresCache(db: Database) {
  return createLiveCache(checklistChanges, TEMPLATE_FIGURES_MAX_AGE_MS, () => readFigures(db));
}
