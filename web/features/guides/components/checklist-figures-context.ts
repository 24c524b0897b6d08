import { createContext, useContext } from 'react';
import type { ChecklistFiguresByTitle } from '../../../../common/features/guides/checklist-figures';

const NONE: ChecklistFiguresByTitle = new Map();

/**
 * The live counts of the site's checklists behind the checklists guide's cards, given by the
 * server as it renders the guide (the cards are plain HTML, never hydrated).
 */
export const ChecklistFiguresContext = createContext<ChecklistFiguresByTitle>(NONE);

/** The checklist figures the guide was rendered with. */
export function useChecklistFigures(): ChecklistFiguresByTitle {
  return useContext(ChecklistFiguresContext);
}
