import { AlertTriangle, SearchX, Users } from 'lucide-react';
import type {
  GroupSearchResult,
  PersonSearchResult,
  PostSearchResult,
  ReviewSearchResult,
  SearchType,
} from '../../../../common/features/search/search.contract';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useSearch } from '../api/get-search';
import { GroupResultCard } from './group-result-card';
import { PersonResultCard } from './person-result-card';
import { PostResultCard } from './post-result-card';
import { ReviewResultCard } from './review-result-card';
import { SearchResultsSkeleton } from './search-results-skeleton';

const labels: Record<SearchType, string> = {
  posts: 'Posts',
  people: 'People',
  groups: 'Groups',
  reviews: 'Reviews',
};

/** What an empty tab says. */
function noResultsText(type: SearchType, q: string): string {
  switch (type) {
    case 'groups':
      return `No group’s name or description matches “${q}”. Try another word, or browse the groups.`;
    case 'reviews':
      return `No review’s title, text or subject matches “${q}”. Try another word, or browse the reviews.`;
    default:
      return `Nothing in the community matches “${q}” yet. Try another word, a park or a member’s name.`;
  }
}

/**
 * The results of one tab: a skeleton while the first page loads, then the list, best match
 * first, with a button for the next page; a designed state for none and for a failure.
 */
export function SearchResults({ q, type }: { q: string; type: SearchType }) {
  const query = useSearch(q, type);
  if (query.isPending) return <SearchResultsSkeleton isPeople={type === 'people'} />;
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
  const posts: PostSearchResult[] = pages.flatMap((page) =>
    page.type === 'posts' ? page.items : [],
  );
  const people: PersonSearchResult[] = pages.flatMap((page) =>
    page.type === 'people' ? page.items : [],
  );
  const groups: GroupSearchResult[] = pages.flatMap((page) =>
    page.type === 'groups' ? page.items : [],
  );
  const reviews: ReviewSearchResult[] = pages.flatMap((page) =>
    page.type === 'reviews' ? page.items : [],
  );
  const count = posts.length + people.length + groups.length + reviews.length;
  if (count === 0) {
    return <EmptyState icon={SearchX} title="No results" description={noResultsText(type, q)} />;
  }
  return (
    <section aria-label={`${labels[type]} found`} className="grid gap-4">
      <ol className="grid gap-3">
        {posts.map((post) => (
          <li key={post.id}>
            <PostResultCard post={post} />
          </li>
        ))}
        {people.map((person) => (
          <li key={person.id}>
            <PersonResultCard person={person} />
          </li>
        ))}
        {groups.map((group) => (
          <li key={group.id}>
            <GroupResultCard group={group} />
          </li>
        ))}
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewResultCard review={review} />
          </li>
        ))}
      </ol>
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
