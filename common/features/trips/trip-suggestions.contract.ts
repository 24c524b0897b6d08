import { z } from 'zod';

/** A trip page suggests at most this many things happening during the trip. */
export const TRIP_SUGGESTIONS_MAX = 20;

/** Why a thing is suggested: in one of the trip's planned parks, or only during its dates. */
export const tripSuggestionReasons = ['park', 'dates'] as const;
export type TripSuggestionReason = (typeof tripSuggestionReasons)[number];

/** One thing happening during the trip (an event), as the viewer may see it. */
export const tripSuggestionSchema = z.object({
  kind: z.string().describe("What it is: 'event'"),
  id: z.uuid(),
  title: z.string(),
  /** Its page on the site ('/event/{id}'). */
  path: z.string(),
  /** ISO 8601 instants; the page shows them in park time (America/New_York). */
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  park: z.string().nullable(),
  reason: z
    .enum(tripSuggestionReasons)
    .describe(
      "'park': in one of the trip's planned parks; 'dates': during the trip's dates elsewhere or without a park",
    ),
});
export type TripSuggestion = z.infer<typeof tripSuggestionSchema>;

/**
 * `GET /api/trips/{id}/suggestions`: what happens during the trip's days that the viewer may see,
 * those in its planned parks first, each part soonest first (at most {@link TRIP_SUGGESTIONS_MAX}).
 */
export const tripSuggestionsSchema = z.object({ items: z.array(tripSuggestionSchema) });
export type TripSuggestions = z.infer<typeof tripSuggestionsSchema>;
