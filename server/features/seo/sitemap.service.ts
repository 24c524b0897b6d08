import { SITEMAP_POST_LIMIT, SITEMAP_PROFILE_LIMIT } from '../../../common/features/seo/seo-limits';
import { guidePages } from '../../../common/features/guides/guide-pages';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { reviewPagePath } from '../../../common/features/reviews/review-limits';
import { listSitemapCreatorDirectories } from '../creators/creator-sitemap.repository';
import {
  listSitemapContests,
  newestSitemapContestUpdate,
} from '../contests/contest-sitemap.repository';
import { listSitemapEvents, newestSitemapEventUpdate } from '../events/event-sitemap.repository';
import {
  listSitemapChecklists,
  newestSitemapChecklistUpdate,
} from '../checklists/checklist-sitemap.repository';
import { listSitemapTrips, newestSitemapTripUpdate } from '../trips/trip-sitemap.repository';
import {
  listSitemapPosts,
  listSitemapProfiles,
  listSitemapReviewSubjects,
  summarizeSitemapPostFiles,
  summarizeSitemapProfileFiles,
  type SitemapFileStart,
  type SitemapFileSummary,
} from './seo.repository';
import { escapeXml } from '../../lib/xml-escape';

/** The sitemap protocol's namespace (sitemaps.org, protocol 0.9). */
export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Public pages listed in the sitemap besides the guides, home first. */
export const SITEMAP_STATIC_PATHS: readonly string[] = [
  '/',
  '/about',
  '/faq',
  '/support',
  '/privacy',
  '/terms',
  '/activity',
  '/reviews',
  '/events',
  '/contests',
  '/tips',
  '/checklists/public',
  '/trips',
  '/auth',
];

/** One `<url>` of the sitemap: a path on the site and, when known, its last change. */
export interface SitemapEntry {
  path: string;
  /** W3C datetime: `2026-11-15` or `2026-11-15T10:00:00Z`. */
  lastmod?: string;
}

/** A timestamp as a W3C datetime in UTC, to the second. */
function toW3cDatetime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Renders entries as a sitemap document, each `loc` absolute on `siteUrl` and XML-escaped. */
export function renderSitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const loc = `<loc>${escapeXml(`${siteUrl}${entry.path}`)}</loc>`;
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
    return `  <url>${loc}${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="${SITEMAP_NAMESPACE}">`,
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * A sitemap file of the index: the public pages, the review pages of reviewed catalogue
 * entries, the pages of events everyone may see, or one numbered file of posts or profiles.
 */
export type SitemapFile =
  | { kind: 'pages' | 'reviews' | 'events' | 'contests' | 'creators' | 'checklists' | 'trips' }
  | { kind: 'posts' | 'profiles'; page: number };

/** The files that are one file each (not numbered). */
const SINGLE_FILES = [
  'pages',
  'reviews',
  'events',
  'contests',
  'creators',
  'checklists',
  'trips',
] as const;
const isSingleFile = (name: string): name is (typeof SINGLE_FILES)[number] =>
  (SINGLE_FILES as readonly string[]).includes(name);

/** Review pages listed at most (one file; the catalogue holds a few hundred entries). */
export const SITEMAP_REVIEW_SUBJECTS_MAX = 50_000;
/** Event pages listed at most (one file, the newest starts first). */
export const SITEMAP_EVENTS_MAX = 50_000;

/** Contest pages listed at most (one file, the latest end of voting first). */
export const SITEMAP_CONTESTS_MAX = 50_000;

/** Public checklist pages listed at most (one file, the latest changed first). */
export const SITEMAP_CHECKLISTS_MAX = 50_000;

/** Public trip report pages listed at most (one file, the latest changed first). */
export const SITEMAP_TRIPS_MAX = 50_000;

/** URLs a file of each kind lists: the spec's limits, so the first files are the spec's lists. */
export const SITEMAP_FILE_SIZES = {
  posts: SITEMAP_POST_LIMIT,
  profiles: SITEMAP_PROFILE_LIMIT,
} as const;
/** Files of posts and of profiles at most (1,000,000 posts; the index stays far below 50,000). */
export const SITEMAP_FILES_MAX = 1000;

/** The path of a sitemap file, e.g. `/sitemaps/pages.xml`, `/sitemaps/posts-2.xml`. */
export function sitemapFilePath(file: SitemapFile): string {
  return 'page' in file ? `/sitemaps/${file.kind}-${file.page}.xml` : `/sitemaps/${file.kind}.xml`;
}

/** The file a name of `/sitemaps/{name}.xml` stands for, or null. */
export function parseSitemapFileName(name: string): SitemapFile | null {
  if (isSingleFile(name)) return { kind: name };
  const match = /^(posts|profiles)-([1-9]\d{0,5})$/.exec(name);
  if (!match) return null;
  const page = Number(match[2]);
  return page <= SITEMAP_FILES_MAX ? { kind: match[1] as 'posts' | 'profiles', page } : null;
}

/** The home, the public pages and the guides (with their `updatedAt`). */
function listPageEntries(): SitemapEntry[] {
  return [
    ...SITEMAP_STATIC_PATHS.map((path) => ({ path })),
    ...guidePages.map((guide) => ({ path: guide.link.path, lastmod: guide.updatedAt })),
  ];
}

/** The numbered files of posts and of profiles, as one pass over each list describes them. */
interface SitemapSummaries {
  posts: SitemapFileSummary[];
  profiles: SitemapFileSummary[];
}

async function readSummaries(db: Database): Promise<SitemapSummaries> {
  return {
    posts: await summarizeSitemapPostFiles(db, SITEMAP_FILE_SIZES.posts, SITEMAP_FILES_MAX),
    profiles: await summarizeSitemapProfileFiles(
      db,
      SITEMAP_FILE_SIZES.profiles,
      SITEMAP_FILES_MAX,
    ),
  };
}

/** Reading the summaries takes at least this long on a big site: then they are kept a while. */
const SLOW_SUMMARIES_MS = 200;
/** How long slow summaries are kept: the crawlers' cache time of the sitemap files. */
const SUMMARIES_KEPT_MS = 300_000;

/**
 * The sitemap of the site at `siteUrl`: `/sitemap.xml`, an index of sitemap files by type
 * (the pages and guides; posts, 1,000 a file; profiles, 500 a file; the review pages of the
 * catalogue entries with reviews) each with its `lastmod`, so
 * crawlers reach every public post and profile while the first files hold exactly the spec's
 * lists (always read fresh). Numbering the files takes one pass over each list: on a big site
 * (over {@link SLOW_SUMMARIES_MS}) the result is kept for five minutes, and concurrent requests
 * share one pass; every later file is then read from its first row, as cheap as the first file.
 */
export function createSitemap(db: Database, siteUrl: string, clock: Clock) {
  let kept: { readAt: number; summaries: Promise<SitemapSummaries> } | null = null;

  const summaries = (): Promise<SitemapSummaries> => {
    const now = clock.now();
    if (kept && now.getTime() - kept.readAt < SUMMARIES_KEPT_MS) return kept.summaries;
    const started = performance.now();
    const reading = readSummaries(db);
    const entry = { readAt: now.getTime(), summaries: reading };
    kept = entry;
    const forget = () => {
      if (kept === entry) kept = null;
    };
    reading.then(() => {
      if (performance.now() - started < SLOW_SUMMARIES_MS) forget();
    }, forget);
    return reading;
  };

  /** The URLs of one file, or null for a numbered file past the last one. */
  const listFileEntries = async (file: SitemapFile): Promise<SitemapEntry[] | null> => {
    if (file.kind === 'pages') return listPageEntries();
    if (file.kind === 'reviews') {
      const subjects = await listSitemapReviewSubjects(db, SITEMAP_REVIEW_SUBJECTS_MAX);
      return subjects.map((row) => ({
        path: reviewPagePath(row.slug),
        lastmod: toW3cDatetime(row.updatedAt),
      }));
    }
    if (file.kind === 'events') {
      const rows = await listSitemapEvents(db, SITEMAP_EVENTS_MAX);
      return rows.map((row) => ({ path: row.path, lastmod: toW3cDatetime(row.updatedAt) }));
    }
    if (file.kind === 'creators') {
      const directories = await listSitemapCreatorDirectories(db);
      return directories.map((row) => ({
        path: row.path,
        ...(row.updatedAt ? { lastmod: toW3cDatetime(row.updatedAt) } : {}),
      }));
    }
    if (file.kind === 'contests') {
      const rows = await listSitemapContests(db, SITEMAP_CONTESTS_MAX);
      return rows.map((row) => ({ path: row.path, lastmod: toW3cDatetime(row.updatedAt) }));
    }
    if (file.kind === 'checklists') {
      const rows = await listSitemapChecklists(db, SITEMAP_CHECKLISTS_MAX);
      return rows.map((row) => ({ path: row.path, lastmod: toW3cDatetime(row.updatedAt) }));
    }
    if (file.kind === 'trips') {
      const rows = await listSitemapTrips(db, SITEMAP_TRIPS_MAX);
      return rows.map((row) => ({ path: row.path, lastmod: toW3cDatetime(row.updatedAt) }));
    }
    if (!('page' in file)) return null;
    let start: SitemapFileStart | undefined;
    if (file.page > 1) {
      const summary = (await summaries())[file.kind].find(({ page }) => page === file.page);
      if (!summary) return null;
      start = summary.start;
    }
    const size = SITEMAP_FILE_SIZES[file.kind];
    const rows =
      file.kind === 'posts'
        ? await listSitemapPosts(db, size, start)
        : await listSitemapProfiles(db, size, start);
    return rows.map((row) => ({
      path: `/${file.kind === 'posts' ? 'post' : 'profile'}/${encodeURIComponent(row.id)}`,
      lastmod: toW3cDatetime(row.updatedAt),
    }));
  };

  return {
    /** One sitemap file as XML, or null when there is no such file. */
    async fileXml(file: SitemapFile): Promise<string | null> {
      const entries = await listFileEntries(file);
      return entries && renderSitemapXml(siteUrl, entries);
    },

    /**
     * `/sitemap.xml`: the index of the files (the review pages' once something is reviewed, the
     * events' once there is a public event).
     */
    async indexXml(): Promise<string> {
      const { posts, profiles } = await summaries();
      const reviewed = await listSitemapReviewSubjects(db, SITEMAP_REVIEW_SUBJECTS_MAX);
      const newestEvent = await newestSitemapEventUpdate(db);
      const newestContest = await newestSitemapContestUpdate(db);
      const newestChecklist = await newestSitemapChecklistUpdate(db);
      const newestTrip = await newestSitemapTripUpdate(db);
      const newestCreator = (await listSitemapCreatorDirectories(db))
        .map((row) => row.updatedAt?.getTime() ?? 0)
        .reduce((newest, time) => Math.max(newest, time), 0);
      const newestReview = reviewed
        .map((row) => row.updatedAt.getTime())
        .reduce((newest, time) => Math.max(newest, time), 0);
      const newestGuide = guidePages
        .map((guide) => guide.updatedAt)
        .sort()
        .at(-1)!;
      const files: { file: SitemapFile; lastmod: string }[] = [
        { file: { kind: 'pages' }, lastmod: newestGuide },
        ...posts.map(({ page, lastmod }) => ({
          file: { kind: 'posts' as const, page },
          lastmod: toW3cDatetime(lastmod),
        })),
        ...profiles.map(({ page, lastmod }) => ({
          file: { kind: 'profiles' as const, page },
          lastmod: toW3cDatetime(lastmod),
        })),
        ...(reviewed.length > 0
          ? [{ file: { kind: 'reviews' as const }, lastmod: toW3cDatetime(new Date(newestReview)) }]
          : []),
        ...(newestEvent
          ? [{ file: { kind: 'events' as const }, lastmod: toW3cDatetime(newestEvent) }]
          : []),
        ...(newestContest
          ? [{ file: { kind: 'contests' as const }, lastmod: toW3cDatetime(newestContest) }]
          : []),
        ...(newestChecklist
          ? [{ file: { kind: 'checklists' as const }, lastmod: toW3cDatetime(newestChecklist) }]
          : []),
        ...(newestTrip
          ? [{ file: { kind: 'trips' as const }, lastmod: toW3cDatetime(newestTrip) }]
          : []),
        {
          file: { kind: 'creators' as const },
          lastmod: newestCreator ? toW3cDatetime(new Date(newestCreator)) : newestGuide,
        },
      ];
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<sitemapindex xmlns="${SITEMAP_NAMESPACE}">`,
        ...files.map(
          ({ file, lastmod }) =>
            `  <sitemap><loc>${escapeXml(`${siteUrl}${sitemapFilePath(file)}`)}</loc><lastmod>${escapeXml(lastmod)}</lastmod></sitemap>`,
        ),
        '</sitemapindex>',
        '',
      ].join('\n');
    },
  };
}
