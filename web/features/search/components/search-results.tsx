import { AlertTriangle, SearchX, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type {
  SearchResponse,
  SearchType,
} from '../../../../common/features/search/search.contract';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useSearch, useSearchCounts } from '../api/get-search';
import { searchElsewhere, searchTabLabels } from '../lib/search-kinds';
import { ContentResultCard } from './content-result-card';
import { GroupResultCard } from './group-result-card';
import { PersonResultCard } from './person-result-card';
import { PostResultCard } from './post-result-card';
import { ReviewResultCard } from './review-result-card';
import { SearchResultsSkeleton } from './search-results-skeleton';

/** What an empty tab says when no other tab has results either. */
function noResultsText(type: SearchType, q: string): string {
  switch (type) {
    case 'groups':
      return `No group’s name or description matches “${q}”. Try another word, or browse the groups.`;
    case 'reviews':
      return `No review’s title, text or subject matches “${q}”. Try another word, or browse the reviews.`;
    case 'checklists':
      return `No public checklist’s title or description matches “${q}”. Try another word, or browse the public checklists.`;
    case 'trips':
      return `No trip report’s name or notes matches “${q}”. Try another word, or browse the trip reports.`;
    case 'tips':
      return `No tip matches “${q}”. Try another word, or browse the tips.`;
    case 'events':
      return `No event’s name or description matches “${q}”. Try another word, or browse the events.`;
    case 'contests':
      return `No contest’s title or theme matches “${q}”. Try another word, or browse the contests.`;
    case 'creators':
      return `No photographer, vlogger, influencer or trip planner matches “${q}”. Try another word.`;
    case 'guides':
      return `No guide page matches “${q}”. Try another word, a park or a ride.`;
    default:
      return `Nothing in the community matches “${q}” yet. Try another word, a park or a member’s name.`;
  }
}

/** The cards of one page of results, each in its list item. */
function resultItems(page: SearchResponse): ReactNode[] {
  switch (page.type) {
    case 'posts':
      return page.items.map((post) => (
        <li key={post.id}>
          <PostResultCard post={post} />
        </li>
      ));
    case 'people':
      return page.items.map((person) => (
        <li key={person.id}>
          <PersonResultCard person={person} />
        </li>
      ));
    case 'groups':
      return page.items.map((group) => (
        <li key={group.id}>
          <GroupResultCard group={group} />
        </li>
      ));
    case 'reviews':
      return page.items.map((review) => (
        <li key={review.id}>
          <ReviewResultCard review={review} />
        </li>
      ));
    default:
      return page.items.map((item) => (
        <li key={item.id}>
          <ContentResultCard item={item} />
        </li>
      ));
  }
}

/**
 * The results of one tab: a skeleton while the first page loads, then the list, best match
 * first, with a button for the next page; a designed state for a failure, and for none, which
 * says which other tab has results (from the tabs' counts) and opens it.
 */
export function SearchResults({
  q,
  type,
  onShowType,
}: {
  q: string;
  type: SearchType;
  /** Opens another tab of the same search. */
  onShowType: (type: SearchType) => void;
}) {
  const query = useSearch(q, type);
  const counts = useSearchCounts(q);
  if (query.isPending) {
    const shape = type === 'people' ? 'person' : type === 'posts' ? 'post' : 'content';
    return <SearchResultsSkeleton shape={shape} />;
  }
  if (query.isError) {
    return (
      <EmptyState
        icon={AlertTriangle}
        title="Search failed"
        description={query.error.message}
        action={<Button onClick={() => void query.refetch()}>Try Again</Button>}
      />
    );
  }
  const pages = query.data.pages;
  const first = pages[0];
  // A server from before groups sent a note instead of groups.
  if (first?.type === 'groups' && first.note && first.items.length === 0) {
    return <EmptyState icon={Users} title="No groups to search" description={first.note} />;
  }
  const items = pages.flatMap(resultItems);
  if (items.length === 0) {
    const elsewhere = counts.data
      ? searchElsewhere(type, { counts: counts.data.counts, cap: counts.data.capped })
      : null;
    return (
      <EmptyState
        icon={SearchX}
        title="No results"
        description={elsewhere ? elsewhere.text : noResultsText(type, q)}
        action={
          elsewhere && (
            <Button variant="outline" onClick={() => onShowType(elsewhere.type)}>
              {elsewhere.action}
            </Button>
          )
        }
      />
    );
  }
  return (
    <section aria-label={`${searchTabLabels[type]} found`} className="grid gap-4">
      <ol className="grid gap-3">{items}</ol>
      {query.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? 'Loading more…' : 'Show more results'}
        </Button>
      )}
      {query.isFetchNextPageError && (
        <p role="alert" className="text-center text-sm text-destructive">
          Could not load more results. Please try again.
        </p>
      )}
    </section>
  );
}
