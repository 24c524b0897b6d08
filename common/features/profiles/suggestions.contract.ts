import { z } from 'zod';
import { limitQuerySchema } from '../../pagination';
import { homeParks } from './profiles.contract';
import { SUGGESTIONS_DEFAULT, SUGGESTIONS_MAX, suggestionReasons } from './suggestion-texts';

export * from './suggestion-texts';

/** `GET /api/profiles/suggestions?limit=`. */
export const suggestionsQuerySchema = z
  .object({
    limit: limitQuerySchema({ default: SUGGESTIONS_DEFAULT, max: SUGGESTIONS_MAX }),
  })
  .strict();
export type SuggestionsQuery = z.input<typeof suggestionsQuerySchema>;

/** A member suggested to follow, with why. */
export const suggestionSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  home_park: z.enum(homeParks).nullable(),
  followerCount: z.number().int().nonnegative(),
  /** Live posts in the last 7 days. */
  recentPostCount: z.number().int().nonnegative(),
  /** Why suggested, strongest first; never empty. */
  reasons: z.array(z.enum(suggestionReasons)).min(1),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

/** Members the viewer does not follow yet, best match first. */
export const suggestionListSchema = z.object({ items: z.array(suggestionSchema) });
export type SuggestionList = z.infer<typeof suggestionListSchema>;
