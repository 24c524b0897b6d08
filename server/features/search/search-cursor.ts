import { z } from 'zod';
import { decodeValuesCursor, encodeValuesCursor, isUuid } from '../../lib/cursor';

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

const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

/** A timestamp PostgreSQL reads as the same instant (no Feb 30 rolling over, no year 0). */
const timestampSchema = z
  .string()
  .regex(ISO_MICROS)
  .refine((value) => {
    const date = new Date(value);
    return (
      !Number.isNaN(date.getTime()) &&
      date.getUTCFullYear() >= 1 &&
      date.toISOString().slice(0, 19) === value.slice(0, 19)
    );
  });

/** A score PostgreSQL's `real` holds: zero, or neither too small (it refuses underflow) nor huge. */
const scoreSchema = z.number().refine((value) => value === 0 || (value >= 1e-37 && value <= 1e6));

const postKeySchema = z.tuple([
  z.literal('posts'),
  scoreSchema,
  timestampSchema,
  z.string().refine(isUuid),
]);
const reviewKeySchema = z.tuple([
  z.literal('reviews'),
  scoreSchema,
  timestampSchema,
  z.string().refine(isUuid),
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
