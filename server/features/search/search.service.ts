import type { z } from 'zod';
import {
  SEARCH_COUNT_CAP,
  searchTypes,
  type ContentSearchType,
  type SearchType,
} from '../../../common/features/search/search-types';
import {
  type ContentSearchPage,
  type GroupSearchPage,
  type PeopleSearchPage,
  type PostSearchPage,
  type ReviewSearchPage,
  type searchQuerySchema,
  type SearchCountsResponse,
  type SearchResponse,
} from '../../../common/features/search/search.contract';
import { searchSource } from '../../content/search-sources';
import type { Executor } from '../../db/client';
import { listPostImages } from '../uploads/uploads.service';
import {
  decodeContentCursor,
  encodeContentCursor,
  decodePersonCursor,
  decodePostCursor,
  decodeReviewCursor,
  encodePersonCursor,
  encodePostCursor,
  encodeReviewCursor,
} from './search-cursor';
import { createMarkers, searchTerms } from '../../content/search-highlight';
import { presentPersonMatch, presentPostMatch, presentReviewMatch } from './search.presenter';
import { searchReviewRows } from './reviews-search.repository';
import { chooseCandidateRead, readLexemeStats } from './lexeme-stats';
import { searchPeopleRows } from './people-search.repository';
import { searchGroupRows } from '../groups/groups-search.repository';
import { presentGroupMatch } from './groups-search.presenter';
import { decodeGroupListCursor, encodeGroupListCursor } from '../groups/group-cursor';
import {
  findNewestMatchesByIndex,
  findNewestMatchesBySignature,
  readQueryText,
} from './post-candidates.repository';
import { searchPostRows } from './posts-search.repository';
import { requiredLexemes } from './tsquery-lexemes';

type SearchInput = z.output<typeof searchQuerySchema>;

/** The cursor of the next page: from the last row shown when one more row came back. */
function nextCursorOf<K>(keys: K[], limit: number, encode: (key: K) => string): string | null {
  const last = keys[limit - 1];
  return keys.length > limit && last ? encode(last) : null;
}

/**
 * The newest live matches of `text`, which are ranked; none for a query of stop words only.
 * A query with a rare required lexeme (by ANALYZE's statistics, see `chooseCandidateRead`)
 * goes straight to the GIN index, which visits only its few matches. Otherwise the signature
 * index is read first (common words, where GIN would visit too many matches) and GIN is the
 * fallback when that read finds too few; `or` queries are left to the planner.
 */
async function findCandidates(db: Executor, text: string): Promise<string[]> {
  const [query, stats] = await Promise.all([readQueryText(db, text), readLexemeStats(db)]);
  if (query === '') return [];
  const lexemes = requiredLexemes(query);
  switch (chooseCandidateRead(lexemes, stats)) {
    case 'planner':
      return findNewestMatchesByIndex(db, text, false);
    case 'rare-index':
      return findNewestMatchesByIndex(db, text, true);
    case 'signature':
      return (
        (await findNewestMatchesBySignature(db, text, lexemes ?? [])) ??
        findNewestMatchesByIndex(db, text, true)
      );
  }
}

/**
 * Live posts matching the text that the viewer may see (`postVisibleTo`: private groups,
 * blocks), best first among the newest matches (see `searchPostRows`), each with a highlighted
 * passage, its matched tags and its first photo.
 * @throws AppError 400 for a cursor that is not a posts cursor.
 */
export async function searchPosts(
  db: Executor,
  input: SearchInput,
  viewerId: string | null,
): Promise<PostSearchPage> {
  const cursor = decodePostCursor(input.cursor);
  const markers = createMarkers();
  const rows = await searchPostRows(db, {
    text: input.q,
    candidateIds: await findCandidates(db, input.q),
    viewerId,
    cursor,
    limit: input.limit + 1,
    markers,
  });
  const shown = rows.slice(0, input.limit);
  const images = await listPostImages(
    db,
    shown.map((row) => row.id),
  );
  return {
    type: 'posts',
    query: input.q,
    items: shown.map((row) => presentPostMatch(row, markers, images.get(row.id) ?? [])),
    nextCursor: nextCursorOf(
      rows.map((row) => row.key),
      input.limit,
      encodePostCursor,
    ),
  };
}

/**
 * Members whose username or name is like the text (typos forgiven), closest first.
 * @throws AppError 400 for a cursor that is not a people cursor.
 */
export async function searchPeople(db: Executor, input: SearchInput): Promise<PeopleSearchPage> {
  const cursor = decodePersonCursor(input.cursor);
  const rows = await searchPeopleRows(db, { text: input.q, cursor, limit: input.limit + 1 });
  const terms = searchTerms(input.q);
  return {
    type: 'people',
    query: input.q,
    items: rows.slice(0, input.limit).map((row) => presentPersonMatch(row, terms)),
    nextCursor: nextCursorOf(
      rows.map((row) => row.key),
      input.limit,
      encodePersonCursor,
    ),
  };
}

/**
 * Groups whose name is like the text (typos forgiven) or whose description holds it, best
 * first; private ones too, as far as their public header goes.
 * @throws AppError 400 for a cursor that is not a groups cursor.
 */
export async function searchGroups(
  db: Executor,
  input: SearchInput,
  viewerId: string | null,
): Promise<GroupSearchPage> {
  const cursor = decodeGroupListCursor(input.cursor, 'match');
  const rows = await searchGroupRows(db, {
    text: input.q,
    viewerId,
    cursor,
    limit: input.limit + 1,
  });
  const terms = searchTerms(input.q);
  return {
    type: 'groups',
    query: input.q,
    items: rows.slice(0, input.limit).map((row) => presentGroupMatch(row, terms)),
    nextCursor: nextCursorOf(
      rows.map((row) => row.key),
      input.limit,
      encodeGroupListCursor,
    ),
  };
}

/**
 * Reviews whose title, subject or text match the text that the viewer may see (live, no block
 * either way), best first among the newest matches, title and passage highlighted.
 * @throws AppError 400 for a cursor that is not a reviews cursor.
 */
export async function searchReviews(
  db: Executor,
  input: SearchInput,
  viewerId: string | null,
): Promise<ReviewSearchPage> {
  const cursor = decodeReviewCursor(input.cursor);
  const page = { type: 'reviews' as const, query: input.q };
  // A query of stop words only matches nothing (and would make PostgreSQL complain).
  if ((await readQueryText(db, input.q)) === '') return { ...page, items: [], nextCursor: null };
  const markers = createMarkers();
  const rows = await searchReviewRows(db, {
    text: input.q,
    viewerId,
    cursor,
    limit: input.limit + 1,
    markers,
  });
  return {
    ...page,
    items: rows.slice(0, input.limit).map((row) => presentReviewMatch(row, markers)),
    nextCursor: nextCursorOf(
      rows.map((row) => row.key),
      input.limit,
      encodeReviewCursor,
    ),
  };
}

/**
 * One page of a type found through the content registry (issue 28): checklists, tips, events,
 * contests, creators or guide pages, each read by its own source through its kind's visibility
 * policy (`server/content/search-sources.ts`).
 * @throws AppError 400 for a cursor that is not one of this type's.
 */
export async function searchContent(
  db: Executor,
  type: ContentSearchType,
  input: SearchInput,
  viewerId: string | null,
): Promise<ContentSearchPage> {
  const source = searchSource(type);
  const after = decodeContentCursor(type, input.cursor, source.isCursorId);
  const matches = await source.search(db, {
    text: input.q,
    viewerId,
    after,
    limit: input.limit + 1,
    markers: createMarkers(),
  });
  return {
    type,
    query: input.q,
    items: matches.slice(0, input.limit).map((match) => match.result),
    nextCursor: nextCursorOf(
      matches.map((match) => match.key),
      input.limit,
      (key) => encodeContentCursor(type, key),
    ),
  } as ContentSearchPage;
}

/** How many of a type's results the viewer has, up to `cap`, by the type's own search. */
async function countType(
  db: Executor,
  type: SearchType,
  q: string,
  viewerId: string | null,
  cap: number,
): Promise<number> {
  switch (type) {
    case 'posts':
    case 'people':
    case 'groups':
    case 'reviews': {
      // The first page as large as the cap: the same search, so the count matches what shows.
      let total = 0;
      let cursor: string | undefined;
      do {
        const page = await search(
          db,
          { q, type, cursor, limit: Math.min(cap - total, 50) },
          viewerId,
        );
        total += page.items.length;
        cursor = page.nextCursor ?? undefined;
      } while (cursor && total < cap);
      return Math.min(total, cap);
    }
    default:
      return searchSource(type).count(db, { text: q, viewerId, cap });
  }
}

/**
 * `GET /api/search/counts`: how many results each tab has for the viewer, each up to
 * SEARCH_COUNT_CAP, by the same reads and visibility rules as the tabs themselves.
 */
export async function countSearchResults(
  db: Executor,
  q: string,
  viewerId: string | null,
): Promise<SearchCountsResponse> {
  const counts = {} as Record<SearchType, number>;
  for (const type of searchTypes) {
    counts[type] = await countType(db, type, q, viewerId, SEARCH_COUNT_CAP);
  }
  return { query: q, counts, capped: SEARCH_COUNT_CAP };
}

/** `GET /api/search`: one page of the asked type. */
export async function search(
  db: Executor,
  input: SearchInput,
  viewerId: string | null,
): Promise<SearchResponse> {
  switch (input.type) {
    case 'posts':
      return searchPosts(db, input, viewerId);
    case 'people':
      return searchPeople(db, input);
    case 'groups':
      return searchGroups(db, input, viewerId);
    case 'reviews':
      return searchReviews(db, input, viewerId);
    default:
      return searchContent(db, input.type, input, viewerId);
  }
}
