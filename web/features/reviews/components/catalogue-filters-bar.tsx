import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  CATALOGUE_QUERY_MAX,
  catalogueKindPluralLabels,
  catalogueKinds,
  catalogueParks,
  catalogueSortLabels,
  catalogueSorts,
  type CatalogueKind,
  type CataloguePark,
  type CatalogueSort,
} from '../../../../common/features/reviews/review-limits';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { selectClass } from '../../../components/ui/labeled-select';
import type { CatalogueFilters } from '../lib/review-filters';

/**
 * Search the catalogue by name, filter by kind and park, and order, in one bar. The text is
 * searched on 'Search' (or Enter); the choices apply at once. While searching, best match first.
 */
export function CatalogueFiltersBar({
  filters,
  onChange,
}: {
  filters: CatalogueFilters;
  onChange: (next: CatalogueFilters) => void;
}) {
  const id = useId();
  const [text, setText] = useState(filters.q);
  // The address changed the search (back button, a link): show its text.
  const [seenQ, setSeenQ] = useState(filters.q);
  if (seenQ !== filters.q) {
    setSeenQ(filters.q);
    setText(filters.q);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, q: text.trim() });
  };

  return (
    <form
      role="search"
      aria-label="Find something to review"
      onSubmit={submit}
      className="grid gap-3 rounded-xl border bg-card p-4 text-card-foreground sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]"
    >
      <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
        <Label htmlFor={`${id}-q`}>Attraction, restaurant, hotel or park</Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-q`}
            type="search"
            value={text}
            maxLength={CATALOGUE_QUERY_MAX}
            onChange={(event) => setText(event.target.value)}
            placeholder="Search by name…"
            enterKeyHint="search"
          />
          <Button type="submit" variant="secondary" aria-label="Search the catalogue">
            <Search aria-hidden />
            <span className="hidden sm:inline">Search</span>
          </Button>
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-kind`}>Kind</Label>
        <select
          id={`${id}-kind`}
          value={filters.kind}
          onChange={(event) =>
            onChange({ ...filters, kind: event.target.value as CatalogueKind | '' })
          }
          className={selectClass}
        >
          <option value="">Everything</option>
          {catalogueKinds.map((kind) => (
            <option key={kind} value={kind}>
              {catalogueKindPluralLabels[kind]}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-park`}>Park</Label>
        <select
          id={`${id}-park`}
          value={filters.park}
          onChange={(event) =>
            onChange({ ...filters, park: event.target.value as CataloguePark | '' })
          }
          className={selectClass}
        >
          <option value="">All parks</option>
          {catalogueParks.map((park) => (
            <option key={park} value={park}>
              {park}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-sort`}>Sort by</Label>
        <select
          id={`${id}-sort`}
          value={filters.q ? 'match' : filters.sort}
          disabled={filters.q !== ''}
          aria-describedby={filters.q ? `${id}-sort-hint` : undefined}
          onChange={(event) => onChange({ ...filters, sort: event.target.value as CatalogueSort })}
          className={selectClass}
        >
          {filters.q && <option value="match">Best match</option>}
          {catalogueSorts.map((sort) => (
            <option key={sort} value={sort}>
              {catalogueSortLabels[sort]}
            </option>
          ))}
        </select>
        {filters.q && (
          <p id={`${id}-sort-hint`} className="sr-only">
            Search results come best match first.
          </p>
        )}
      </div>
    </form>
  );
}
