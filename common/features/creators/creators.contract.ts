import { z } from 'zod';
import { cursorPageSchema, limitQuerySchema } from '../../pagination';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '../../text-rules';
import { normalizeId } from '../profiles/profiles.contract';
import { postImageSchema } from '../uploads/uploads.contract';
import {
  CREATOR_AGENCY_MAX,
  CREATOR_BIO_MAX,
  CREATOR_HEADLINE_MAX,
  CREATOR_HEADLINE_MIN,
  CREATOR_LANGUAGES_MAX,
  CREATOR_PORTFOLIO_MAX,
  CREATOR_RATES_MAX,
  CREATOR_SEARCH_MAX,
  CREATOR_SERVICES_MAX,
  CREATOR_SESSION_TYPES_MAX,
  CREATOR_URL_MAX,
  creatorKinds,
  creatorLanguages,
  creatorLinkProblem,
  creatorParks,
  CREATORS_PAGE_SIZE,
  creatorSorts,
  DEFAULT_CREATOR_SORT,
  type CreatorLinkKind,
} from './creator-limits';

// The limits and texts live in a module without zod, so pages can use them without loading it.
export * from './creator-limits';

const kindSchema = z.enum(creatorKinds, {
  message: `Kind must be one of: ${creatorKinds.join(', ')}`,
});
const parkSchema = z.enum(creatorParks, {
  message: `Park must be one of: ${creatorParks.join(', ')}`,
});
const languageSchema = z.enum(creatorLanguages, {
  message: `Language must be one of: ${creatorLanguages.join(', ')}`,
});

/** A distinct list: repeated entries are refused with `what` in the message. */
function distinct<T extends z.ZodType<string>>(item: T, what: string) {
  return z
    .array(item)
    .refine((values) => new Set(values).size === values.length, `Each ${what} may appear once`);
}

/** Optional free text: trimmed, empty means none (null). */
function optionalText(max: number, label: string) {
  return z
    .string(`${label} must be text`)
    .trim()
    .max(max, `${label} can be at most ${max} characters`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null);
}

/**
 * A creator's link: empty or null for none; else an http(s) address (on YouTube's, Instagram's
 * or TikTok's hosts for those links), stored as the URL parser writes it.
 */
export function creatorLinkSchema(kind: CreatorLinkKind) {
  return z
    .string('Links must be text')
    .trim()
    .max(CREATOR_URL_MAX, `Links can be at most ${CREATOR_URL_MAX} characters`)
    .transform((value, ctx) => {
      if (value === '') return null;
      const problem = creatorLinkProblem(kind, value);
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      return new URL(value).toString();
    })
    .nullable()
    .default(null);
}

const linksInputSchema = z
  .object({
    website: creatorLinkSchema('website'),
    youtube: creatorLinkSchema('youtube'),
    instagram: creatorLinkSchema('instagram'),
    tiktok: creatorLinkSchema('tiktok'),
  })
  .strict();

/** `PUT /api/creators/me` body: the whole creator profile (opting in, or changing it). */
export const creatorProfileInputSchema = z
  .object({
    kinds: distinct(kindSchema, 'kind').min(1, 'Choose at least one kind of creator'),
    headline: z
      .string('A headline is required')
      .trim()
      .min(
        CREATOR_HEADLINE_MIN,
        `Your headline must be at least ${CREATOR_HEADLINE_MIN} characters`,
      )
      .max(CREATOR_HEADLINE_MAX, `Your headline can be at most ${CREATOR_HEADLINE_MAX} characters`),
    bio: z
      .string('Bio must be text')
      .trim()
      .max(CREATOR_BIO_MAX, `Your bio can be at most ${CREATOR_BIO_MAX} characters`)
      .default(''),
    parks: distinct(parkSchema, 'park').default([]),
    languages: distinct(languageSchema, 'language')
      .max(CREATOR_LANGUAGES_MAX, `Choose at most ${CREATOR_LANGUAGES_MAX} languages`)
      .default([]),
    links: linksInputSchema.default({
      website: null,
      youtube: null,
      instagram: null,
      tiktok: null,
    }),
    agency: optionalText(CREATOR_AGENCY_MAX, 'Agency'),
    services: optionalText(CREATOR_SERVICES_MAX, 'Services'),
    sessionTypes: optionalText(CREATOR_SESSION_TYPES_MAX, 'Session types'),
    rates: optionalText(CREATOR_RATES_MAX, 'Rates'),
  })
  .strict();
export type CreatorProfileInput = z.input<typeof creatorProfileInputSchema>;

/** `PUT /api/creators/me/portfolio` body: the member's own uploads, in order. */
export const creatorPortfolioInputSchema = z
  .object({
    uploadIds: distinct(z.string().max(100).transform(normalizeId), 'photo').max(
      CREATOR_PORTFOLIO_MAX,
      `A portfolio holds at most ${CREATOR_PORTFOLIO_MAX} photos`,
    ),
  })
  .strict();
export type CreatorPortfolioInput = z.input<typeof creatorPortfolioInputSchema>;

/** `{id}` of `/api/creators/{id}…` (a member id), lower-cased; a malformed one answers 404. */
export const creatorIdParamsSchema = z.object({
  id: z.string().max(100).describe('A member id (uuid, any letter case)').transform(normalizeId),
});

/** A listed creator as the directories and the profile's creator section show them. */
export const creatorSchema = z.object({
  id: z.uuid().describe('The member id'),
  username: z.string(),
  displayName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  kinds: z.array(kindSchema),
  headline: z.string(),
  bio: z.string(),
  parks: z.array(parkSchema),
  languages: z.array(languageSchema),
  links: z.object({
    website: z.string().nullable(),
    youtube: z.string().nullable(),
    instagram: z.string().nullable(),
    tiktok: z.string().nullable(),
  }),
  agency: z.string().nullable(),
  services: z.string().nullable(),
  sessionTypes: z.string().nullable(),
  rates: z.string().nullable(),
  verified: z.boolean(),
  followerCount: z.number().int().nonnegative(),
  portfolio: z.array(postImageSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  viewer: z.object({
    isSelf: z.boolean(),
    isFollowing: z.boolean(),
    /** Whether 'Contact' may open a direct message (else it offers to follow). */
    canMessage: z.boolean(),
    /** Admins grant and revoke the verified badge. */
    canVerify: z.boolean(),
  }),
});
export type Creator = z.infer<typeof creatorSchema>;
export const creatorPageSchema = cursorPageSchema(creatorSchema);
export type CreatorPage = z.infer<typeof creatorPageSchema>;

/** `GET /api/creators/me`: the member's own creator profile, or null before opting in. */
export const ownCreatorSchema = z.object({ creator: creatorSchema.nullable() });
export type OwnCreator = z.infer<typeof ownCreatorSchema>;

/**
 * `GET /api/creators/{id}/listing`: a member's listing as the viewer may see it, or null (not
 * listed, hidden by a block, or no such member): what a profile page shows, never a 404.
 */
export const creatorListingSchema = z.object({ creator: creatorSchema.nullable() });
export type CreatorListing = z.infer<typeof creatorListingSchema>;

/** `GET /api/creators?kind=&q=&park=&language=&sort=&cursor=&limit=`. */
export const creatorsListQuerySchema = z
  .object({
    kind: kindSchema.describe('The directory: photographer, vlogger, influencer or trip_planner'),
    q: z
      .string()
      .trim()
      .max(CREATOR_SEARCH_MAX, `Search text can be at most ${CREATOR_SEARCH_MAX} characters`)
      .refine(isStorableText, `Search text ${UNSTORABLE_TEXT_MESSAGE}`)
      .optional()
      .describe('Words in the name, username, headline or bio'),
    park: parkSchema.optional().describe('Only creators covering this park'),
    language: languageSchema.optional().describe('Only creators working in this language'),
    sort: z
      .enum(creatorSorts, { message: `Sort must be one of: ${creatorSorts.join(', ')}` })
      .default(DEFAULT_CREATOR_SORT)
      .describe(
        'featured: verified first, then most followed, then newest; newest: latest listed first; most_followed: most followers first',
      ),
    cursor: z.string().max(300).optional().describe('nextCursor of the previous page'),
    limit: limitQuerySchema(CREATORS_PAGE_SIZE),
  })
  .strict();
export type CreatorsListQuery = z.input<typeof creatorsListQuerySchema>;
