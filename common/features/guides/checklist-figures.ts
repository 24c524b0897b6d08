/**
 * The live figures of the `/disney-checklists` guide's popular checklists (issue 14): for each
 * card (by its title), the site's public checklist behind it, with its current category and
 * item counts. A card whose checklist is gone or no longer public has no entry (it keeps the
 * guide's own count and no link).
 */
export interface ChecklistCardFigures {
  id: string;
  categoryCount: number;
  itemCount: number;
}
export type ChecklistFiguresByTitle = ReadonlyMap<string, ChecklistCardFigures>;
