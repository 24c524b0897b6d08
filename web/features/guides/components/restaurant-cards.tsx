import type { Restaurant } from '../../../../common/features/guides/guide-content.schema';
import { Badge } from '../../../components/ui/badge';
import { CardGrid, Fact } from './section-shell';
import { ReviewedCardHeading } from './reviewed-card-heading';

const priceWords: Record<Restaurant['priceRange'], string> = {
  $: 'Inexpensive',
  $$: 'Moderate',
  $$$: 'Expensive',
  $$$$: 'Very expensive',
};

/**
 * Restaurants (spec §2): type, cuisine, price range $–$$$$, reservation difficulty; each card
 * links to its review page and shows the live figures once it has reviews.
 */
export function RestaurantCards({ items }: { items: Restaurant[] }) {
  return (
    <CardGrid>
      {items.map((r) => (
        <li key={r.name} className="relative flex flex-col rounded-xl border bg-card p-5 shadow-sm">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="secondary">{r.type}</Badge>
            <span className="text-xs text-muted-foreground">{r.location}</span>
          </div>
          <ReviewedCardHeading name={r.name} rating={r.rating} reviewCount={r.reviewCount} />
          <p className="mt-3 flex-1 text-sm text-muted-foreground">{r.description}</p>
          <dl className="mt-4 space-y-1 border-t pt-3">
            <Fact label="Cuisine" value={r.cuisine} />
            <Fact
              label="Price range"
              value={
                <>
                  <span aria-hidden>{r.priceRange}</span>
                  <span className="sr-only">{priceWords[r.priceRange]}</span>
                </>
              }
            />
            <Fact label="Reservations" value={r.reservationDifficulty} />
          </dl>
        </li>
      ))}
    </CardGrid>
  );
}
