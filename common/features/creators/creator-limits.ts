/**
 * The choices, limits and texts of the creator directories (`/photographers`, `/vloggers`,
 * `/influencers`, `/trip-planners`, issue 14), without zod, so the browser's directory pages can
 * read them without loading the schema library (the schemas are in `creators.contract.ts`).
 */
import { parks, type Park } from '../parks';

/** The kinds a member can list themselves under (one or more). */
export const creatorKinds = ['photographer', 'vlogger', 'influencer', 'trip_planner'] as const;
export type CreatorKind = (typeof creatorKinds)[number];

/** What each kind is called: one, many, and its directory's address. */
export const creatorKindInfo: Record<
  CreatorKind,
  { label: string; plural: string; path: string; description: string }
> = {
  photographer: {
    label: 'Photographer',
    plural: 'Photographers',
    path: '/photographers',
    description:
      'Members who photograph families, couples and friends in the parks: their portfolios, session types and rates.',
  },
  vlogger: {
    label: 'Vlogger',
    plural: 'Vloggers',
    path: '/vloggers',
    description:
      'Members who film their park days, ride-throughs and resort tours, with links to their channels.',
  },
  influencer: {
    label: 'Influencer',
    plural: 'Influencers',
    path: '/influencers',
    description:
      'Members who share park news, outfits, snacks and ideas with a following on social media.',
  },
  trip_planner: {
    label: 'Trip planner',
    plural: 'Trip planners',
    path: '/trip-planners',
    description:
      'Members who plan Walt Disney World trips for others: their agencies, services and the parks they know best.',
  },
};

/** The addresses of the four directories. */
export const creatorDirectoryPaths: readonly string[] = creatorKinds.map(
  (kind) => creatorKindInfo[kind].path,
);

/** The kind whose directory lives at `path` (`/trip-planners` → `trip_planner`), or null. */
export function creatorKindOfPath(path: string): CreatorKind | null {
  return creatorKinds.find((kind) => creatorKindInfo[kind].path === path) ?? null;
}

/** The parks a creator can say they cover. */
export const creatorParks = parks;
export type CreatorPark = Park;

/** The languages a creator can work in. */
export const creatorLanguages = [
  'English',
  'Spanish',
  'Portuguese',
  'French',
  'German',
  'Italian',
  'Dutch',
  'Japanese',
  'Korean',
  'Mandarin',
  'Hindi',
  'American Sign Language',
] as const;
export type CreatorLanguage = (typeof creatorLanguages)[number];

/**
 * Orders of a directory: `featured` is verified creators first, then the most followed, then
 * the newest; `newest` the latest to list themselves first; `most_followed` by follower count.
 */
export const creatorSorts = ['featured', 'newest', 'most_followed'] as const;
export type CreatorSort = (typeof creatorSorts)[number];
export const DEFAULT_CREATOR_SORT: CreatorSort = 'featured';
export const creatorSortLabels: Record<CreatorSort, string> = {
  featured: 'Featured',
  newest: 'Newest',
  most_followed: 'Most followed',
};

/** The links a creator may show, with what each is called. */
export const creatorLinkKinds = ['website', 'youtube', 'instagram', 'tiktok'] as const;
export type CreatorLinkKind = (typeof creatorLinkKinds)[number];
export const creatorLinkLabels: Record<CreatorLinkKind, string> = {
  website: 'Website',
  youtube: 'YouTube',
  instagram: 'Instagram',
  tiktok: 'TikTok',
};

/** The hosts each social link must be on (the host itself or any of its subdomains). */
export const creatorLinkHosts: Record<Exclude<CreatorLinkKind, 'website'>, readonly string[]> = {
  youtube: ['youtube.com', 'youtu.be'],
  instagram: ['instagram.com'],
  tiktok: ['tiktok.com'],
};

/** The `rel` of every link a creator wrote (nobody vouches for it; it opens a new tab). */
export const CREATOR_LINK_REL = 'nofollow ugc noopener';

export const CREATOR_HEADLINE_MIN = 5;
export const CREATOR_HEADLINE_MAX = 100;
export const CREATOR_BIO_MAX = 2000;
export const CREATOR_URL_MAX = 300;
export const CREATOR_AGENCY_MAX = 120;
export const CREATOR_SERVICES_MAX = 1000;
export const CREATOR_SESSION_TYPES_MAX = 300;
export const CREATOR_RATES_MAX = 500;
export const CREATOR_LANGUAGES_MAX = 6;
/** Photos in a portfolio at most. */
export const CREATOR_PORTFOLIO_MAX = 12;
/** Search text of a directory at most. */
export const CREATOR_SEARCH_MAX = 100;

/** Page size of a directory. */
export const CREATORS_PAGE_SIZE = { default: 24, max: 48 } as const;

/** Saving the creator profile and its portfolio: at most this many times an hour. */
export const CREATOR_WRITE_RATE_LIMIT = { max: 30, windowSeconds: 60 * 60 } as const;
export const CREATOR_WRITE_LIMIT_MESSAGE =
  'You have saved your creator profile many times this hour. Please try again later.';

/** Why a link was refused, for the form and the API. */
export function creatorLinkProblem(kind: CreatorLinkKind, value: string): string | null {
  const label = creatorLinkLabels[kind];
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${label} link must be a full address starting with https:// or http://`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return `${label} link must start with https:// or http://`;
  }
  if (url.username || url.password) return `${label} link cannot hold a user name or password`;
  if (!url.hostname.includes('.')) return `${label} link must name a website`;
  if (kind === 'website') return null;
  const host = url.hostname.toLowerCase();
  const allowed = creatorLinkHosts[kind];
  if (!allowed.some((site) => host === site || host.endsWith(`.${site}`))) {
    return `${label} link must be on ${allowed.join(' or ')}`;
  }
  return null;
}

/** 404 for a member who is not listed (never listed, opted out, deleted, or hidden by a block). */
export const CREATOR_NOT_FOUND_MESSAGE = 'Creator not found';
/** 404 for a portfolio or verification change of a member without a creator profile. */
export const CREATOR_PROFILE_MISSING_MESSAGE = 'Set up your creator profile first.';
/** 403 for verifying without being an admin. */
export const CREATOR_VERIFY_ADMIN_ONLY_MESSAGE = 'Only admins can verify creators.';
/** 422 for portfolio photos that are not the member's own public uploads. */
export const CREATOR_PORTFOLIO_INVALID_MESSAGE =
  'Portfolio photos must be your own uploads (not photos sent in messages).';

/** Labels of the directory pages and the creator section. */
export const CREATOR_PROFILE_TITLE = 'Creator profile';
export const CREATOR_VERIFIED_BADGE = 'Verified';
export const CREATOR_CONTACT_LABEL = 'Contact';
export const CREATOR_SIGN_IN_PROMPT =
  'Create photos, videos or trip plans for fans? Sign in and list yourself from your profile.';
export const CREATOR_OPT_IN_PROMPT =
  'List yourself in the photographer, vlogger, influencer or trip planner directories.';

/** The directory's title and description for a kind. */
export function creatorDirectoryMeta(kind: CreatorKind): { title: string; description: string } {
  const info = creatorKindInfo[kind];
  return {
    title: `Disney ${info.plural}`,
    description: `${info.description} Search by park and language.`,
  };
}
