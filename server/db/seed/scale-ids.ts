import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';

/** What a scale id names: the run's n-th member, post or group. */
export type ScaleIdKind = 'member' | 'post' | 'group';

function idName(runTag: string, kind: ScaleIdKind): string {
  return `scale:${runTag}:${kind}:`;
}

/**
 * The id of a scale run's n-th member, post or group: the MD5 of `scale:<run>:<kind>:<n>` as a
 * version-3 uuid (version digit 3, variant digit 8), computed the same way by {@link scaleIdSql}
 * so the seeder's SQL and its TypeScript agree without sending ids back and forth.
 */
export function scaleId(runTag: string, kind: ScaleIdKind, n: number): string {
  const hex = createHash('md5')
    .update(`${idName(runTag, kind)}${n}`)
    .digest('hex');
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `3${hex.slice(13, 16)}`,
    `8${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}

/** {@link scaleId} in SQL, for the number `n` (an integer expression). */
export function scaleIdSql(runTag: string, kind: ScaleIdKind, n: SQL): SQL {
  const hex = sql`md5(${idName(runTag, kind)}::text || (${n})::text)`;
  return sql`overlay(overlay(${hex} placing '3' from 13 for 1) placing '8' from 17 for 1)::uuid`;
}
