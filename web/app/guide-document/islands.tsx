import type { ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BudgetCalculator } from '../../features/guides/components/budget-calculator';
import { JoinAction } from './join-action';
import { SiteHeaderIsland } from './site-header-island';

/** The islands of server-rendered pages, by name (`Island` in web/lib/island.tsx). */
const islands: Record<string, ComponentType<never>> = {
  'site-header': SiteHeaderIsland,
  'join-action': JoinAction,
  'budget-calculator': BudgetCalculator,
};

/**
 * Hydrates each island of the page (`data-island`) with its component and the props its server
 * rendering wrote; the rest of the page stays finished HTML. Returns the roots made.
 */
export function hydrateIslands(): Root[] {
  const roots: Root[] = [];
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const Island = islands[element.dataset.island ?? ''] as
      ComponentType<Record<string, unknown>> | undefined;
    if (!Island) continue;
    const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
    roots.push(hydrateRoot(element, <Island {...props} />));
  }
  return roots;
}
