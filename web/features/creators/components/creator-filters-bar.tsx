import { Search } from 'lucide-react';
import { useId } from 'react';
import {
  CREATOR_SEARCH_MAX,
  creatorLanguages,
  creatorParks,
  creatorSortLabels,
  creatorSorts,
} from '../../../../common/features/creators/creator-limits';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { LabeledSelect } from '../../../components/ui/labeled-select';
import type { CreatorFilters } from '../lib/creator-filters';

/**
 * A directory's search box (applied on submit), park and language filters and the order
 * (applied at once).
 */
export function CreatorFiltersBar({
  filters,
  onChange,
  noun,
}: {
  filters: CreatorFilters;
  onChange: (next: CreatorFilters) => void;
  /** What is searched, for the box's label ('photographers'). */
  noun: string;
}) {
  const id = useId();
  return (
    <div className="grid gap-3 rounded-xl border bg-card p-4 text-card-foreground">
      <form
        role="search"
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const text = new FormData(event.currentTarget).get('q');
          onChange({ ...filters, q: typeof text === 'string' ? text.trim() : '' });
        }}
      >
        <Label htmlFor={`${id}-q`} className="sr-only">
          Search {noun}
        </Label>
        <Input
          id={`${id}-q`}
          key={filters.q}
          name="q"
          type="search"
          defaultValue={filters.q}
          maxLength={CREATOR_SEARCH_MAX}
          placeholder={`Search ${noun} by name or words`}
        />
        <Button type="submit" className="h-11 shrink-0">
          <Search aria-hidden />
          Search
        </Button>
      </form>
      <div className="grid gap-3 sm:grid-cols-3">
        <LabeledSelect
          id={`${id}-park`}
          label="Park"
          value={filters.park}
          options={creatorParks}
          anyLabel="Every park"
          onChange={(park) => onChange({ ...filters, park })}
        />
        <LabeledSelect
          id={`${id}-language`}
          label="Language"
          value={filters.language}
          options={creatorLanguages}
          anyLabel="Any language"
          onChange={(language) => onChange({ ...filters, language })}
        />
        <LabeledSelect
          id={`${id}-sort`}
          label="Sort"
          value={filters.sort}
          options={creatorSorts}
          labels={creatorSortLabels}
          onChange={(sort) => onChange({ ...filters, sort: sort || filters.sort })}
        />
      </div>
    </div>
  );
}
