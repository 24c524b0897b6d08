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
