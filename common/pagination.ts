import { z } from 'zod';

/**
 * A page of a cursor-paginated list: its `items` in the list's order, and `nextCursor` to ask
 * for the next page (null on the last one).
 */
export function cursorPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    nextCursor: z.string().nullable(),
  });
}

/**
 * `?limit=` of a list: a whole number from 1 to `max`, `default` when absent; a wrong one gets a
 * message saying what is allowed.
 */
export function limitQuerySchema(limit: { default: number; max: number }) {
  return z.coerce
    .number('Limit must be a number')
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(limit.max, `Limit can be at most ${limit.max}`)
    .default(limit.default);
}

/**
 * `?cursor=&limit=` of a cursor-paginated list, other parameters refused: `cursor` is the
 * `nextCursor` of the previous page; `limit` a whole number from 1 to `max` (`default` when
 * absent).
 */
export function cursorQuerySchema(limit: { default: number; max: number }) {
  return z
    .object({
      cursor: z.string().max(200).optional().describe('nextCursor of the previous page'),
      limit: z.coerce.number().int().min(1).max(limit.max).default(limit.default),
    })
    .strict();
}
