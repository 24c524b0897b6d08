import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import {
  checklistParks,
  checklistSortLabels,
  checklistSorts,
  checklistTopicLabels,
  checklistTopics,
  type ChecklistPark,
  type ChecklistSort,
  type ChecklistTopic,
} from '../../../../common/features/checklists/checklist-limits';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { selectClass } from '../../groups/components/group-filters-bar';
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
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-topic`}>Category</Label>
          <select
            id={`${id}-topic`}
            value={filters.topic}
            onChange={(event) =>
              onChange({ ...filters, topic: event.target.value as ChecklistTopic | '' })
            }
            className={selectClass}
          >
            <option value="">Every category</option>
            {checklistTopics.map((topic) => (
              <option key={topic} value={topic}>
                {checklistTopicLabels[topic]}
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
              onChange({ ...filters, park: event.target.value as ChecklistPark | '' })
            }
            className={selectClass}
          >
            <option value="">Every park</option>
            {checklistParks.map((park) => (
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
              onChange({ ...filters, sort: event.target.value as ChecklistSort })
            }
            className={selectClass}
          >
            {checklistSorts.map((sort) => (
              <option key={sort} value={sort}>
                {checklistSortLabels[sort]}
              </option>
            ))}
          </select>
        </div>
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
