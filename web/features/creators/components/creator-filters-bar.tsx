import { Search } from 'lucide-react';
import { useId } from 'react';
import {
  CREATOR_SEARCH_MAX,
  creatorLanguages,
  creatorParks,
  creatorSortLabels,
  creatorSorts,
  type CreatorLanguage,
  type CreatorPark,
  type CreatorSort,
} from '../../../../common/features/creators/creator-limits';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import type { CreatorFilters } from '../lib/creator-filters';

const selectClass =
  'flex h-11 w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-ring md:text-sm';

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
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-park`}>Park</Label>
          <select
            id={`${id}-park`}
            value={filters.park}
            onChange={(event) =>
              onChange({ ...filters, park: event.target.value as CreatorPark | '' })
            }
            className={selectClass}
          >
            <option value="">Every park</option>
            {creatorParks.map((park) => (
              <option key={park} value={park}>
                {park}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-language`}>Language</Label>
          <select
            id={`${id}-language`}
            value={filters.language}
            onChange={(event) =>
              onChange({ ...filters, language: event.target.value as CreatorLanguage | '' })
            }
            className={selectClass}
          >
            <option value="">Any language</option>
            {creatorLanguages.map((language) => (
              <option key={language} value={language}>
                {language}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-sort`}>Sort</Label>
          <select
            id={`${id}-sort`}
            value={filters.sort}
            onChange={(event) => onChange({ ...filters, sort: event.target.value as CreatorSort })}
            className={selectClass}
          >
            {creatorSorts.map((sort) => (
              <option key={sort} value={sort}>
                {creatorSortLabels[sort]}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
