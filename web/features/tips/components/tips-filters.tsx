import { useId } from 'react';
import {
  tipCategories,
  tipCategoryLabels,
  tipParks,
  tipSortLabels,
  tipSorts,
  type TipCategory,
  type TipPark,
} from '../../../../common/features/tips/tip-limits';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { selectClass } from '../../../components/ui/labeled-select';
import type { TipFilters } from '../lib/tip-filters';

/**
 * The category choices (All and the guide's four) as toggle buttons, the park filter and the
 * order (Top this week, Top all time, New); each applies at once.
 */
export function TipsFiltersBar({
  filters,
  onChange,
}: {
  filters: TipFilters;
  onChange: (next: TipFilters) => void;
}) {
  const id = useId();
  const categories: (TipCategory | '')[] = ['', ...tipCategories];
  return (
    <div className="grid gap-3 rounded-xl border bg-card p-4 text-card-foreground">
      <div role="group" aria-label="Category" className="flex flex-wrap gap-2">
        {categories.map((category) => (
          <Button
            key={category || 'all'}
            type="button"
            size="sm"
            className="h-11"
            variant={filters.category === category ? 'secondary' : 'outline'}
            aria-pressed={filters.category === category}
            onClick={() => onChange({ ...filters, category })}
          >
            {category ? tipCategoryLabels[category] : 'All tips'}
          </Button>
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-park`}>Park</Label>
          <select
            id={`${id}-park`}
            value={filters.park}
            onChange={(event) => onChange({ ...filters, park: event.target.value as TipPark | '' })}
            className={selectClass}
          >
            <option value="">Every park</option>
            {tipParks.map((park) => (
              <option key={park} value={park}>
                {park}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-sort`}>Sort</Label>
          <select
            id={`${id}-sort`}
            value={filters.sort}
            onChange={(event) =>
              onChange({ ...filters, sort: event.target.value as TipFilters['sort'] })
            }
            className={selectClass}
          >
            {tipSorts.map((sort) => (
              <option key={sort} value={sort}>
                {tipSortLabels[sort]}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
