import { useEffect, type ComponentType, type ReactNode } from 'react';
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

/** Calls `onHydrated` once its island's hydration has committed. */
function HydrationSignal({
  onHydrated,
  children,
}: {
  onHydrated: () => void;
  children: ReactNode;
}) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/**
 * Hydrates each island of the page (`data-island`) with its component and the props its server
 * rendering wrote; the rest of the page stays finished HTML. Returns the roots made, and when
 * all of them are hydrated (a root must not be unmounted before: React would report it).
 */
export function hydrateIslands(): { roots: Root[]; hydrated: Promise<void> } {
  const roots: Root[] = [];
  const hydrations: Promise<void>[] = [];
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const Island = islands[element.dataset.island ?? ''] as
      ComponentType<Record<string, unknown>> | undefined;
    if (!Island) continue;
    const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
    let onHydrated = () => {};
    hydrations.push(new Promise<void>((resolve) => (onHydrated = resolve)));
    roots.push(
      hydrateRoot(
        element,
        <HydrationSignal onHydrated={onHydrated}>
          <Island {...props} />
        </HydrationSignal>,
      ),
    );
  }
  return { roots, hydrated: Promise.all(hydrations).then(() => undefined) };
}
