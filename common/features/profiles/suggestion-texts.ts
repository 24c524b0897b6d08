// Who-to-follow suggestions without zod, so pages can use them without loading it.

/** Suggestions a page may ask for: default and most. */
export const SUGGESTIONS_DEFAULT = 5;
export const SUGGESTIONS_MAX = 20;

/** Why a member is suggested: many followers, posted in the last 7 days, the viewer's home park. */
export const suggestionReasons = ['popular', 'active', 'home_park'] as const;
export type SuggestionReason = (typeof suggestionReasons)[number];

/** How many days back 'Active this week' looks. */
export const ACTIVE_DAYS = 7;

/**
 * The label of a reason: 'Popular', 'Active this week', 'Also loves EPCOT' (the park both call
 * home; without one, 'Same home park').
 */
export function suggestionReasonText(reason: SuggestionReason, homePark: string | null): string {
  switch (reason) {
    case 'popular':
      return 'Popular';
    case 'active':
      return 'Active this week';
    case 'home_park':
      return homePark ? `Also loves ${homePark}` : 'Same home park';
  }
}
