import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from './app-error';

/** A position in a list ordered by (created_at, id): the last row of the previous page. */
export interface CursorKey {
  /** `created_at` as an ISO 8601 UTC string with Postgres's full microsecond precision. */
  createdAt: string;
  id: string;
}

const ISO_MICROS = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(\.\d{1,6})?Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is a uuid Postgres accepts (so a bad id answers 404, not a 500). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * Whether `value` is a cursor's timestamp: ISO 8601 UTC with up to microseconds, of a date that
 * exists (Feb 30 would otherwise roll over to March) in year 1 or later (JavaScript reads year
 * 0, PostgreSQL does not: its years go from 1 BC to 1 AD).
 */
export function isCursorTimestamp(value: string): boolean {
  const match = ISO_MICROS.exec(value);
  const date = new Date(value);
  return (
    !!match &&
    !Number.isNaN(date.getTime()) &&
    date.getUTCFullYear() >= 1 &&
    date.toISOString().slice(0, 19) === match[1]
  );
}

/** A timestamp and a row id inside a values cursor ({@link decodeValuesCursor}). */
export const cursorTimestampSchema = z.string().refine(isCursorTimestamp);
export const cursorIdSchema = z.string().refine(isUuid);

/**
 * `created_at` rendered by Postgres with microseconds (a JS Date keeps only milliseconds, and a
 * cursor rounded to milliseconds would repeat or skip rows that share that millisecond).
 */
export function cursorTimestamp(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** The opaque cursor for a row: base64url of `${createdAt ISO}|${id}`. */
export function encodeCursor(key: CursorKey): string {
  return Buffer.from(`${key.createdAt}|${key.id}`, 'utf8').toString('base64url');
}

/**
 * Reads a cursor made by `encodeCursor`; undefined stays undefined (first page).
 * @throws AppError 400 for anything else.
 */
export function decodeCursor(cursor: string | undefined): CursorKey | undefined {
  if (cursor === undefined) return undefined;
  const invalid = new AppError(
    'validation_failed',
    'The cursor is not valid. Start from the first page.',
  );
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalid;
  const [createdAt, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !createdAt || !id || !isUuid(id)) throw invalid;
  if (!isCursorTimestamp(createdAt)) throw invalid;
  return { createdAt, id: id.toLowerCase() };
}

/** The cursor of the next page: from the last row when the page is full, else null. */
export function nextCursorOf(rows: CursorKey[], limit: number): string | null {
  const last = rows[limit - 1];
  return rows.length > limit && last ? encodeCursor(last) : null;
}

/**
 * The 400 for a cursor that is not one of this list's (`list`) or this search's (`search`): a
 * client should start again from the first page.
 */
export function invalidCursor(of: 'list' | 'search' = 'list'): AppError {
  return new AppError(
    'validation_failed',
    `The cursor is not valid for this ${of}. Start from the first page.`,
  );
}

/** An opaque cursor holding the sort values of a row: base64url of their JSON array. */
export function encodeValuesCursor(values: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(values), 'utf8').toString('base64url');
}

/**
 * Reads a cursor made by {@link encodeValuesCursor} whose values `schema` accepts.
 * @throws AppError 400 ({@link invalidCursor}) for anything else.
 */
export function decodeValuesCursor<T>(
  cursor: string,
  schema: z.ZodType<T>,
  of: 'list' | 'search' = 'list',
): T {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalidCursor(of);
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor(of);
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success) throw invalidCursor(of);
  return parsed.data;
}
