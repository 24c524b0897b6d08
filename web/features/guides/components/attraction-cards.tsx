import type { Attraction } from '../../../../common/features/guides/guide-content.schema';
import { Badge } from '../../../components/ui/badge';
import { CardGrid, Fact } from './section-shell';
import { RatingStars } from './rating-stars';

/** Must-do attractions (spec §2): type, rating, wait time and height requirement. */
export function AttractionCards({ items }: { items: Attraction[] }) {
  return (
    <CardGrid>
      {items.map((a) => (
        <li key={a.name} className="flex flex-col rounded-xl border bg-card p-5 shadow-sm">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="secondary">{a.type}</Badge>
            <span className="text-xs text-muted-foreground">{a.park}</span>
          </div>
          <h3 className="mt-3 text-lg font-semibold leading-tight">{a.name}</h3>
          <RatingStars rating={a.rating} reviewCount={a.reviewCount} />
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
