import { z } from 'zod';
import {
  contentSearchTypes,
  type ContentSearchType,
} from '../../../common/features/search/search-types';
import type { SourceMatchKey } from '../../content/search-sources';
import {
  cursorIdSchema,
  cursorTimestampSchema,
  decodeValuesCursor,
  encodeValuesCursor,
  invalidCursor,
  isUuid,
} from '../../lib/cursor';

/**
 * The last post of a page of post results, which are ordered by (rank, created_at, id), all
 * descending. `rank` is PostgreSQL's `real` as it printed it, so it reads back to the same value.
 */
export interface PostResultKey {
  rank: number;
  /** `created_at` with microseconds, ISO 8601 UTC. */
  createdAt: string;
  id: string;
}

/** The last member of a page of people results, ordered by score descending, then username. */
export interface PersonResultKey {
  score: number;
  /** The lower-cased username (unique). */
  username: string;
}

/** A score PostgreSQL's `real` holds: zero, or neither too small (it refuses underflow) nor huge. */
const scoreSchema = z.number().refine((value) => value === 0 || (value >= 1e-37 && value <= 1e6));

const postKeySchema = z.tuple([
  z.literal('posts'),
  scoreSchema,
  cursorTimestampSchema,
  cursorIdSchema,
]);
const reviewKeySchema = z.tuple([
  z.literal('reviews'),
  scoreSchema,
  cursorTimestampSchema,
  cursorIdSchema,
]);
const personKeySchema = z.tuple([
  z.literal('people'),
  scoreSchema,
  z
    .string()
    .min(1)
    .max(200)
    .refine((value) => !value.includes('\u0000')),
]);

/** The opaque cursor after a post result. */
export function encodePostCursor(key: PostResultKey): string {
  return encodeValuesCursor(['posts', key.rank, key.createdAt, key.id]);
}

/**
 * Reads a cursor made by {@link encodePostCursor}; undefined stays undefined (first page).
 * @throws AppError 400 for anything else (a people cursor included).
 */
export function decodePostCursor(cursor: string | undefined): PostResultKey | undefined {
  if (cursor === undefined) return undefined;
  const [, rank, createdAt, id] = decodeValuesCursor(cursor, postKeySchema, 'search');
  return { rank, createdAt, id: id.toLowerCase() };
}

/** The opaque cursor after a person result. */
export function encodePersonCursor(key: PersonResultKey): string {
  return encodeValuesCursor(['people', key.score, key.username]);
}

/**
 * Reads a cursor made by {@link encodePersonCursor}; undefined stays undefined (first page).
 * @throws AppError 400 for anything else (a posts cursor included).
 */
export function decodePersonCursor(cursor: string | undefined): PersonResultKey | undefined {
  if (cursor === undefined) return undefined;
  const [, score, username] = decodeValuesCursor(cursor, personKeySchema, 'search');
  return { score, username };
}

/** The last review of a page of review results: ordered like posts, by (rank, created_at, id). */
export type ReviewResultKey = PostResultKey;

/** The opaque cursor after a review result. */
export function encodeReviewCursor(key: ReviewResultKey): string {
  return encodeValuesCursor(['reviews', key.rank, key.createdAt, key.id]);
}

/**
 * Reads a cursor made by {@link encodeReviewCursor}; undefined stays undefined (first page).
 * @throws AppError 400 for anything else (a posts cursor included).
 */
export function decodeReviewCursor(cursor: string | undefined): ReviewResultKey | undefined {
  if (cursor === undefined) return undefined;
  const [, rank, createdAt, id] = decodeValuesCursor(cursor, reviewKeySchema, 'search');
  return { rank, createdAt, id: id.toLowerCase() };
}

const contentKeySchema = z.tuple([
  z.enum(contentSearchTypes),
  scoreSchema,
  cursorTimestampSchema,
  z
    .string()
    .min(1)
    .max(200)
    .refine((value) => !value.includes('\u0000')),
]);

/** The opaque cursor after a result of one of the content registry's types (issue 28). */
export function encodeContentCursor(type: ContentSearchType, key: SourceMatchKey): string {
  return encodeValuesCursor([type, key.rank, key.sortAt, key.id]);
}

/**
 * Reads a cursor made by {@link encodeContentCursor} for `type`; undefined stays undefined.
 * @throws AppError 400 for anything else: another type's cursor, or an id its source refuses.
 */
export function decodeContentCursor(
  type: ContentSearchType,
  cursor: string | undefined,
  isCursorId: (id: string) => boolean,
): SourceMatchKey | undefined {
  if (cursor === undefined) return undefined;
  const [ofType, rank, sortAt, id] = decodeValuesCursor(cursor, contentKeySchema, 'search');
  if (ofType !== type || !isCursorId(id)) throw invalidCursor('search');
  return { rank, sortAt, id: isUuid(id) ? id.toLowerCase() : id };
}
