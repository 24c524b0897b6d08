import type { Suggestion } from '../../../../common/features/profiles/suggestions.contract';
import {
  suggestionReasonText,
  type SuggestionReason,
} from '../../../../common/features/profiles/suggestion-texts';

/** A suggestion as shown: whether the viewer follows them now (changed on screen at once). */
export interface ShownSuggestion extends Suggestion {
  isFollowing: boolean;
}

/**
 * The suggestion after the viewer follows or unfollows them: the flag flips and the follower
 * count moves by one; no change when already in that state.
 */
export function withSuggestionFollowing(
  suggestion: ShownSuggestion,
  following: boolean,
): ShownSuggestion {
  if (suggestion.isFollowing === following) return suggestion;
  return {
    ...suggestion,
    isFollowing: following,
    followerCount: Math.max(0, suggestion.followerCount + (following ? 1 : -1)),
  };
}

/** The reasons' labels, in the server's order: 'Also loves EPCOT', 'Active this week', 'Popular'. */
export function reasonLabels(suggestion: Pick<Suggestion, 'reasons' | 'home_park'>): string[] {
  return suggestion.reasons.map((reason: SuggestionReason) =>
    suggestionReasonText(reason, suggestion.home_park),
  );
}

/** Whether the feed is short enough to show members to follow beside it. */
export const FEW_POSTS = 5;
export function hasFewPosts(postCount: number, hasMore: boolean): boolean {
  return !hasMore && postCount < FEW_POSTS;
}
