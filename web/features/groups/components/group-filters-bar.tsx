import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  GROUP_QUERY_MAX,
  groupSortLabels,
  groupSorts,
  groupTopicLabels,
  groupTopics,
  type GroupSort,
} from '../../../../common/features/groups/group-limits';
import { parks } from '../../../../common/features/parks';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import type { GroupBrowseFilters } from '../api/group-query-keys';

import { selectClass } from '../../../components/ui/labeled-select';

/**
 * Search by name, park and topic filters and the order, in one bar. The text is searched on
 * 'Search' (or Enter); the choices apply at once. While searching, the order is best match.
 */
export function GroupFiltersBar({
  filters,
  onChange,
}: {
  filters: GroupBrowseFilters;
  onChange: (next: GroupBrowseFilters) => void;
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
      aria-label="Find groups"
      onSubmit={submit}
      className="grid gap-3 rounded-xl border bg-card p-4 text-card-foreground sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]"
    >
      <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
        <Label htmlFor={`${id}-q`}>Group name</Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-q`}
            type="search"
            value={text}
            maxLength={GROUP_QUERY_MAX}
            onChange={(event) => setText(event.target.value)}
            placeholder="Search groups…"
            enterKeyHint="search"
          />
          <Button type="submit" variant="secondary" aria-label="Search groups">
            <Search aria-hidden />
            <span className="hidden sm:inline">Search</span>
          </Button>
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-park`}>Park</Label>
        <select
          id={`${id}-park`}
          value={filters.park}
          onChange={(event) => onChange({ ...filters, park: event.target.value })}
          className={selectClass}
        >
          <option value="">All parks</option>
          {parks.map((park) => (
            <option key={park} value={park}>
              {park}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-topic`}>Topic</Label>
        <select
          id={`${id}-topic`}
          value={filters.topic}
          onChange={(event) => onChange({ ...filters, topic: event.target.value })}
          className={selectClass}
        >
          <option value="">All topics</option>
          {groupTopics.map((topic) => (
            <option key={topic} value={topic}>
              {groupTopicLabels[topic]}
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
          onChange={(event) => onChange({ ...filters, sort: event.target.value as GroupSort })}
          className={selectClass}
        >
          {filters.q && <option value="match">Best match</option>}
          {groupSorts.map((sort) => (
            <option key={sort} value={sort}>
              {groupSortLabels[sort]}
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
