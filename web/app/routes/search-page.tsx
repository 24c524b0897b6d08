import { Search } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  SEARCH_PAGE_DESCRIPTION as description,
  searchPageTitle,
} from '../../../common/features/search/search-page-text';
import { searchTypes, type SearchType } from '../../../common/features/search/search-types';
import { cn } from '../../lib/cn';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { SearchQueryForm } from '../../features/search/components/search-query-form';
import { useSearchCounts } from '../../features/search/api/get-search';
import { SearchResults } from '../../features/search/components/search-results';
import {
  formatSearchCount,
  searchTabLabels,
  searchTabName,
} from '../../features/search/lib/search-kinds';
import {
  readSearchLocation,
  searchQueryString,
  type SearchLocation,
} from '../../features/search/lib/search-params';
import { usePageMeta } from '../../lib/page-meta';

/**
 * `/search?q=…&type=…`: one tab per kind of result, each with its number of results, the text
 * and the tab kept in the address (so a search can be shared, reloaded and walked back); without
 * text, an invitation to search.
 */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const location = readSearchLocation(params);
  const { q, type } = location;
  usePageMeta({ title: searchPageTitle(q), description });
  const go = (next: SearchLocation) => setParams(searchQueryString(next));
  const counts = useSearchCounts(q);
  const tabList = useRef<HTMLDivElement>(null);
  const tabFor = (kind: SearchType) =>
    tabList.current?.querySelector<HTMLElement>(`[data-search-type="${kind}"]`) ?? null;

  // On a phone the tabs scroll sideways: the selected one is brought into view (again once the
  // counts have widened the tabs before it).
  const countsShown = counts.data !== undefined;
  useEffect(() => {
    const scroller = tabList.current;
    const tab = tabFor(type);
    if (!scroller || !tab) return;
    // Sideways only: the page itself never scrolls for it.
    const box = scroller.getBoundingClientRect();
    const at = tab.getBoundingClientRect();
    if (at.left < box.left) scroller.scrollLeft -= box.left - at.left + 16;
    else if (at.right > box.right) scroller.scrollLeft += at.right - box.right + 16;
  }, [type, countsShown]);

  // An empty tab's button opens another tab, which takes the focus the button had once it is
  // the open one (focusing a tab before would select it again: a second history entry).
  const focusTab = useRef<SearchType | null>(null);
  const showType = (kind: SearchType) => {
    focusTab.current = kind;
    go({ q, type: kind });
  };
  useEffect(() => {
    if (focusTab.current !== type) return;
    focusTab.current = null;
    tabFor(type)?.focus();
  }, [type]);

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
          <Tabs
            value={type}
            // Radix selects a tab on focus too: focusing the open one adds no history entry.
            onValueChange={(value) => value !== type && go({ q, type: value as SearchType })}
            className="min-w-0"
          >
            <div
              ref={tabList}
              // The strip scrolls sideways when the kinds do not fit: it is a keyboard stop of
              // its own, so it can be scrolled from the keyboard whatever the tabs' roving focus
              // leaves tabbable at that instant (axe's scrollable-region-focusable).
              tabIndex={0}
              className="-mx-4 overflow-x-auto overflow-y-hidden px-4 pb-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:mx-0 sm:px-0"
            >
              <TabsList aria-label="Kind of result" className="flex w-max">
                {searchTypes.map((kind) => {
                  const count = counts.data?.counts[kind];
                  const cap = counts.data?.capped;
                  return (
                    <TabsTrigger
                      key={kind}
                      value={kind}
                      data-search-type={kind}
                      aria-label={searchTabName(kind, count, cap)}
                      className="shrink-0 gap-1.5"
                    >
                      {searchTabLabels[kind]}
                      {count !== undefined && (
                        <span
                          aria-hidden
                          className={cn(
                            'inline-flex min-w-5 items-center justify-center rounded-full px-1.5 text-xs font-semibold tabular-nums',
                            count > 0
                              ? 'bg-accent text-accent-foreground'
                              : 'bg-background/60 text-muted-foreground',
                          )}
                        >
                          {formatSearchCount(count, cap)}
                        </span>
                      )}
                    </TabsTrigger>
                  );
                })}
              </TabsList>
            </div>
            {searchTypes.map((kind) => (
              <TabsContent key={kind} value={kind}>
                <SearchResults q={q} type={kind} onShowType={showType} />
              </TabsContent>
            ))}
          </Tabs>
        )}
      </div>
    </div>
  );
}
