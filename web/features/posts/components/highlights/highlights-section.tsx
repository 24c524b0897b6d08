import { Camera } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PostHighlight } from '../../../../../common/features/posts/posts.contract';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { HighlightCard } from './highlight-card';
import type { LinkComponent } from './link-component';

/** The grid of the cards and of their skeleton. */
export const HIGHLIGHTS_GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/**
 * The 'Fresh from the community' section around its content (the list, its skeleton, an empty
 * state or an error), shared by the app and the server-rendered home.
 */
export function HighlightsSection({
  headingId,
  LinkComponent,
  children,
}: {
  headingId: string;
  LinkComponent: LinkComponent;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-col gap-3 pb-6 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-2">
          <h2 id={headingId} className="text-2xl font-bold">
            Fresh from the community
          </h2>
          <p className="text-muted-foreground">
            Recent photos and moments shared by members, most loved first.
          </p>
        </div>
        <Button asChild variant="outline" className="self-start sm:self-auto">
          <LinkComponent to="/auth?tab=signup">Join to share yours</LinkComponent>
        </Button>
      </div>
      {children}
    </section>
  );
}

/** The highlights as cards, or, when there are none yet, the invitation to share the first. */
export function HighlightList({
  items,
  LinkComponent,
}: {
  items: readonly PostHighlight[];
  LinkComponent: LinkComponent;
}) {
  if (items.length === 0) {
    return (
      <EmptyState
        icon={Camera}
        title="No moments shared yet"
        description="The community is just getting started. Join and share the first photo from the parks."
        action={
          <Button asChild>
            <LinkComponent to="/auth?tab=signup">Share the first moment</LinkComponent>
          </Button>
        }
      />
    );
  }
  return (
    <ul className={HIGHLIGHTS_GRID}>
      {items.map((highlight) => (
        <li key={highlight.id}>
          <HighlightCard highlight={highlight} LinkComponent={LinkComponent} />
        </li>
      ))}
    </ul>
  );
}
