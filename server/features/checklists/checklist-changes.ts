import { createLiveSource } from '../../lib/live-cache';

/**
 * Told of every committed change of a checklist (its fields, categories, items, a copy, its
 * deletion): what is kept in memory from checklists (the guide's live counts) is read again.
 */
export const checklistChanges = createLiveSource();
