import { useId } from 'react';
import {
  partyTypeLabels,
  partyTypes,
  reviewSortLabels,
  reviewSorts,
  type PartyType,
  type ReviewSort,
} from '../../../../common/features/reviews/review-limits';
import { Label } from '../../../components/ui/label';
import { selectClass } from '../../../components/ui/labeled-select';
import type { ReviewListFilters } from '../lib/review-filters';
import { starChoiceLabel } from '../lib/rating';

/** The order of a subject's reviews and its stars and party filters; each applies at once. */
export function ReviewListFiltersBar({
  filters,
  onChange,
}: {
  filters: ReviewListFilters;
  onChange: (next: ReviewListFilters) => void;
}) {
  const id = useId();
  return (
    <div
      role="group"
      aria-label="Sort and filter reviews"
      className="grid gap-3 rounded-xl border bg-card p-4 text-card-foreground sm:grid-cols-3"
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-sort`}>Sort reviews</Label>
        <select
          id={`${id}-sort`}
          value={filters.sort}
          onChange={(event) => onChange({ ...filters, sort: event.target.value as ReviewSort })}
          className={selectClass}
        >
          {reviewSorts.map((sort) => (
            <option key={sort} value={sort}>
              {reviewSortLabels[sort]}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-stars`}>Stars</Label>
        <select
          id={`${id}-stars`}
          value={filters.stars ?? ''}
          onChange={(event) =>
            onChange({
              ...filters,
              stars: event.target.value === '' ? null : Number(event.target.value),
            })
          }
          className={selectClass}
        >
          <option value="">All ratings</option>
          {[5, 4, 3, 2, 1].map((stars) => (
            <option key={stars} value={stars}>
              {starChoiceLabel(stars)}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-party`}>Party</Label>
        <select
          id={`${id}-party`}
          value={filters.party}
          onChange={(event) =>
            onChange({ ...filters, party: event.target.value as PartyType | '' })
          }
          className={selectClass}
        >
          <option value="">Any party</option>
          {partyTypes.map((party) => (
            <option key={party} value={party}>
              {partyTypeLabels[party]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
