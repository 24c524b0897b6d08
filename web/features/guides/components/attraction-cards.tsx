import type { Attraction } from '../../../../common/features/guides/guide-content.schema';
import { Badge } from '../../../components/ui/badge';
import { CardGrid, Fact } from './section-shell';
import { ReviewedCardHeading } from './reviewed-card-heading';

/**
 * Must-do attractions (spec §2): type, rating, wait time and height requirement; each card
 * links to its review page and shows the live figures once it has reviews.
 */
export function AttractionCards({ items }: { items: Attraction[] }) {
  return (
    <CardGrid>
      {items.map((a) => (
        <li key={a.name} className="relative flex flex-col rounded-xl border bg-card p-5 shadow-sm">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="secondary">{a.type}</Badge>
            <span className="text-xs text-muted-foreground">{a.park}</span>
          </div>
          <ReviewedCardHeading name={a.name} rating={a.rating} reviewCount={a.reviewCount} />
          <p className="mt-3 flex-1 text-sm text-muted-foreground">{a.description}</p>
          <dl className="mt-4 space-y-1 border-t pt-3">
            <Fact label="Typical wait" value={a.waitTime} />
            <Fact label="Height requirement" value={a.height} />
          </dl>
        </li>
      ))}
    </CardGrid>
  );
}
