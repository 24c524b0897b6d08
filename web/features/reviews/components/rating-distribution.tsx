import { distributionBars } from '../lib/rating';
import { formatCount } from '../../../../common/count-format';

/**
 * The 1–5 distribution as horizontal bars, five stars first, each a list item that says its
 * number of stars, its share and its count ('5 stars: 60%, 3 reviews').
 */
export function RatingDistribution({
  distribution,
  labelledBy,
}: {
  /** Reviews per number of stars, as the API lists them. */
  distribution: readonly { stars: number; count: number }[];
  labelledBy?: string;
}) {
  const bars = distributionBars(distribution);
  return (
    <ul aria-labelledby={labelledBy} className="grid gap-1.5" data-testid="rating-distribution">
      {bars.map((bar) => (
        <li
          key={bar.stars}
          className="grid grid-cols-[3.5rem_minmax(0,1fr)_4.5rem] items-center gap-2 text-sm"
        >
          <span className="tabular-nums">
            {bar.stars} {bar.stars === 1 ? 'star' : 'stars'}
          </span>
          <span aria-hidden className="h-2.5 overflow-hidden rounded-full bg-muted">
            <span
              className="block h-full rounded-full bg-primary"
              style={{ width: `${bar.percent}%` }}
            />
          </span>
          <span className="text-right tabular-nums text-muted-foreground">
            <span className="sr-only">: </span>
            {bar.percent}%<span className="sr-only">,</span> ({formatCount(bar.count)}
            <span className="sr-only"> {bar.count === 1 ? 'review' : 'reviews'}</span>)
          </span>
        </li>
      ))}
    </ul>
  );
}
