import { z } from 'zod';
import { cursorPageSchema, limitQuerySchema } from '../../pagination';
import { authorSchema } from '../posts/posts.contract';
import { normalizeId } from '../profiles/profiles.contract';
import {
  DEFAULT_TIP_SORT,
  TIP_BODY_MAX,
  TIP_BODY_MIN,
  tipCategories,
  tipParks,
  TIPS_PAGE_SIZE,
  tipSorts,
} from './tip-limits';

// The limits and texts live in a module without zod, so pages can use them without loading it.
export * from './tip-limits';

const categorySchema = z.enum(tipCategories, {
  message: `Category must be one of: ${tipCategories.join(', ')}`,
});
const parkSchema = z.enum(tipParks, {
  message: `Park must be one of: ${tipParks.join(', ')}`,
});
const bodySchema = z
  .string('Tip text is required')
  .trim()
  .min(TIP_BODY_MIN, `Your tip must be at least ${TIP_BODY_MIN} characters`)
  .max(TIP_BODY_MAX, `Your tip can be at most ${TIP_BODY_MAX} characters`);

/** `{id}` of `/api/tips/{id}…`, lower-cased; a malformed one answers 404 like an unknown one. */
export const tipIdParamsSchema = z.object({
  id: z.string().max(100).describe('A tip id (uuid, any letter case)').transform(normalizeId),
});

/** A tip as the `/tips` cards show it, with what the viewer may do with it. */
export const tipSchema = z.object({
  id: z.uuid(),
  author: authorSchema,
  category: categorySchema,
  park: parkSchema.nullable(),
  body: z.string(),
  helpfulCount: z.number().int().nonnegative(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Whether the author changed it after writing it. */
  edited: z.boolean(),
  viewer: z.object({
    isAuthor: z.boolean(),
    votedHelpful: z.boolean(),
    canEdit: z.boolean(),
    canDelete: z.boolean(),
    canVoteHelpful: z.boolean(),
  }),
});
export type Tip = z.infer<typeof tipSchema>;
export const tipPageSchema = cursorPageSchema(tipSchema);
export type TipPage = z.infer<typeof tipPageSchema>;

/** `GET /api/tips?category=&park=&sort=&cursor=&limit=`. */
export const tipsListQuerySchema = z
  .object({
    category: categorySchema.optional().describe('Only tips of this category'),
    park: parkSchema.optional().describe('Only tips about this park'),
    sort: z
      .enum(tipSorts, { message: `Sort must be one of: ${tipSorts.join(', ')}` })
      .default(DEFAULT_TIP_SORT)
      .describe(
        'top_week: tips written in the last 7 days, most helpful first; top_all: most helpful first; new: newest first',
      ),
    cursor: z.string().max(300).optional().describe('nextCursor of the previous page'),
    limit: limitQuerySchema(TIPS_PAGE_SIZE),
  })
  .strict();
export type TipsListQuery = z.input<typeof tipsListQuerySchema>;

/** `POST /api/tips` body (members; 201 with the {@link tipSchema}). */
export const createTipInputSchema = z
  .object({
    category: categorySchema,
    park: parkSchema.nullable().default(null),
    body: bodySchema,
  })
  .strict();
export type CreateTipInput = z.input<typeof createTipInputSchema>;

/** `PATCH /api/tips/{id}` body (author only): only the fields given change; a null park clears. */
export const updateTipInputSchema = z
  .object({
    category: categorySchema.optional(),
    park: parkSchema.nullable().optional(),
    body: bodySchema.optional(),
  })
  .strict()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: 'Nothing to change',
  });
export type UpdateTipInput = z.input<typeof updateTipInputSchema>;

/** `PUT|DELETE /api/tips/{id}/helpful`: the viewer's vote after it and the tip's count. */
export const tipHelpfulSchema = z.object({
  tipId: z.uuid(),
  votedHelpful: z.boolean(),
  helpfulCount: z.number().int().nonnegative(),
});
export type TipHelpful = z.infer<typeof tipHelpfulSchema>;
