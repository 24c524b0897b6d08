import { useQuery } from '@tanstack/react-query';
import type { SuggestionList } from '../../../../common/features/profiles/suggestions.contract';
import { apiRequest } from '../../../lib/api-client';
import type { ShownSuggestion } from '../lib/suggestion-state';

/** The suggestions as the page keeps them: each with whether the viewer follows them now. */
export interface ShownSuggestions {
  items: ShownSuggestion[];
}

/** The suggestions' query key, per viewer. */
export const suggestionsKey = (viewerId: string) => ['profiles', 'suggestions', viewerId] as const;

/** `GET /api/profiles/suggestions?limit=`: members to follow, best match first. */
export function getSuggestions(limit: number, signal?: AbortSignal): Promise<SuggestionList> {
  return apiRequest<SuggestionList>(`/api/profiles/suggestions?limit=${limit}`, { signal });
}

/**
 * Members for the viewer to follow. Kept while the page is open (not refetched after a
 * follow), so a member just followed stays in place with 'Following' instead of vanishing.
 */
export function useSuggestions(viewerId: string, limit: number) {
  return useQuery({
    queryKey: [...suggestionsKey(viewerId), limit],
    queryFn: async ({ signal }): Promise<ShownSuggestions> => {
      const { items } = await getSuggestions(limit, signal);
      return { items: items.map((item) => ({ ...item, isFollowing: false })) };
    },
    refetchOnWindowFocus: false,
  });
}
