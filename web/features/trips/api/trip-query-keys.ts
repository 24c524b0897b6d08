/**
 * Query keys of trips. Everything a signed-in viewer reads about trips lives under
 * `all(viewerId)` (null: a visitor), so one invalidation (a realtime `trip` event, a resync)
 * refreshes the open trip, its windows, rides and suggestions, the list and the countdown together.
 */
export const tripQueryKeys = {
  all: (viewerId: string | null) => ['trips', viewerId] as const,
  mine: (viewerId: string | null) => ['trips', viewerId, 'mine'] as const,
  next: (viewerId: string | null) => ['trips', viewerId, 'next'] as const,
  publicList: (viewerId: string | null) => ['trips', viewerId, 'public'] as const,
  catalogue: () => ['trip-catalogue'] as const,
  trip: (viewerId: string | null, tripId: string) => ['trips', viewerId, 'trip', tripId] as const,
  windows: (viewerId: string | null, tripId: string) =>
    ['trips', viewerId, 'trip', tripId, 'windows'] as const,
  rides: (viewerId: string | null, tripId: string) =>
    ['trips', viewerId, 'trip', tripId, 'rides'] as const,
  /** `basis`: the trip's dates and planned parks, so changing them reads the suggestions again. */
  suggestions: (viewerId: string | null, tripId: string, basis: string) =>
    ['trips', viewerId, 'trip', tripId, 'suggestions', basis] as const,
  /** `dates`: the trip's first and last day, so moving them reads its report again. */
  report: (viewerId: string | null, tripId: string, dates: string) =>
    ['trips', viewerId, 'trip', tripId, 'report', dates] as const,
};
