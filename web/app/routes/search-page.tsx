import { Search } from 'lucide-react';
import { useSearchParams } from 'react-router';
import {
  SEARCH_PAGE_DESCRIPTION as description,
  searchPageTitle,
} from '../../../common/features/search/search-page-text';
import { searchTypes, type SearchType } from '../../../common/features/search/search-types';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { SearchQueryForm } from '../../features/search/components/search-query-form';
import { SearchResults } from '../../features/search/components/search-results';
import {
  readSearchLocation,
  searchQueryString,
  type SearchLocation,
} from '../../features/search/lib/search-params';
import { usePageMeta } from '../../lib/page-meta';

const tabLabels: Record<SearchType, string> = {
  posts: 'Posts',
  people: 'People',
  groups: 'Groups',
  reviews: 'Reviews',
};

/**
 * `/search?q=…&type=…`: one tab per kind of result, the text and the tab kept in the address
 * (so a search can be shared, reloaded and walked back); without text, an invitation to search.
 */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const location = readSearchLocation(params);
  const { q, type } = location;
  usePageMeta({ title: searchPageTitle(q), description });
  const go = (next: SearchLocation) => setParams(searchQueryString(next));

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageHeader title={q ? `Results for “${q}”` : 'Search'} description={description} />
      <div className="grid gap-6">
        <SearchQueryForm key={q} initialText={q} onSearch={(text) => go({ q: text, type })} />
        {q === '' ? (
          <EmptyState
            icon={Search}
            title="What are you looking for?"
            description="Type a word, a park or a member’s name in the box above, then press Search."
          />
        ) : (
          <Tabs value={type} onValueChange={(value) => go({ q, type: value as SearchType })}>
            <TabsList aria-label="Kind of result">
              {searchTypes.map((kind) => (
                <TabsTrigger key={kind} value={kind}>
                  {tabLabels[kind]}
                </TabsTrigger>
              ))}
            </TabsList>
            {searchTypes.map((kind) => (
              <TabsContent key={kind} value={kind}>
                <SearchResults q={q} type={kind} />
              </TabsContent>
            ))}
          </Tabs>
        )}
      </div>
    </div>
  );
}
