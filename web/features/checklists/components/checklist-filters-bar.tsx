import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import {
  checklistParks,
  checklistSortLabels,
  checklistSorts,
  checklistTopicLabels,
  checklistTopics,
} from '../../../../common/features/checklists/checklist-limits';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { LabeledSelect } from '../../../components/ui/labeled-select';
import type { ChecklistFilters } from '../lib/checklist-filters';

/** Search, the park and category filters and the order of the public checklists. */
export function ChecklistFiltersBar({
  filters,
  onChange,
}: {
  filters: ChecklistFilters;
  onChange: (next: ChecklistFilters) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-3 rounded-xl border bg-card p-4 text-card-foreground">
      <SearchForm
        key={filters.q}
        id={`${id}-q`}
        initial={filters.q}
        onSearch={(q) => onChange({ ...filters, q })}
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <LabeledSelect
          id={`${id}-topic`}
          label="Category"
          value={filters.topic}
          options={checklistTopics}
          labels={checklistTopicLabels}
          anyLabel="Every category"
          onChange={(topic) => onChange({ ...filters, topic })}
        />
        <LabeledSelect
          id={`${id}-park`}
          label="Park"
          value={filters.park}
          options={checklistParks}
          anyLabel="Every park"
          onChange={(park) => onChange({ ...filters, park })}
        />
        <LabeledSelect
          id={`${id}-sort`}
          label="Sort"
          value={filters.sort}
          options={checklistSorts}
          labels={checklistSortLabels}
          onChange={(sort) => onChange({ ...filters, sort: sort || filters.sort })}
        />
      </div>
    </div>
  );
}

/** The search field (its text starts again from the address's search when that changes). */
function SearchForm({
  id,
  initial,
  onSearch,
}: {
  id: string;
  initial: string;
  onSearch: (q: string) => void;
}) {
  const [q, setQ] = useState(initial);
  return (
    <form
      role="search"
      className="flex gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(q.trim());
      }}
    >
      <Label htmlFor={id} className="sr-only">
        Search checklists
      </Label>
      <Input
        id={id}
        type="search"
        value={q}
        maxLength={100}
        placeholder="Search checklists"
        onChange={(event) => setQ(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        <Search aria-hidden />
        Search
      </Button>
    </form>
  );
}
