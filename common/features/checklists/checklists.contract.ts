import { z } from 'zod';
import { calendarDaySchema } from '../../date-schemas';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '../../text-rules';
import { cursorPageSchema, cursorQuerySchema, limitQuerySchema } from '../../pagination';
import { authorSchema } from '../posts/posts.contract';
import { normalizeId } from '../profiles/profiles.contract';
import {
  CHECKLIST_CATEGORY_NAME_MAX,
  CHECKLIST_DESCRIPTION_MAX,
  CHECKLIST_ITEM_NOTE_MAX,
  CHECKLIST_ITEM_TEXT_MAX,
  CHECKLIST_SEARCH_MAX,
  CHECKLIST_TITLE_MAX,
  checklistParks,
  CHECKLISTS_PAGE_SIZE,
  checklistSorts,
  checklistTopics,
  checklistVisibilities,
  DEFAULT_CHECKLIST_SORT,
} from './checklist-limits';

// The limits and texts live in a module without zod, so pages can use them without loading it.
export * from './checklist-limits';

const idSchema = (what: string) =>
  z.string().max(100).describe(`A ${what} id (uuid, any letter case)`).transform(normalizeId);

const parkSchema = z.enum(checklistParks, {
  message: `Park must be one of: ${checklistParks.join(', ')}`,
});
const topicSchema = z.enum(checklistTopics, {
  message: `Category must be one of: ${checklistTopics.join(', ')}`,
});
const visibilitySchema = z.enum(checklistVisibilities, {
  message: `Visibility must be one of: ${checklistVisibilities.join(', ')}`,
});
const titleSchema = z
  .string('Title is required')
  .trim()
  .min(1, 'Title is required')
  .max(CHECKLIST_TITLE_MAX, `Title can be at most ${CHECKLIST_TITLE_MAX} characters`);
const descriptionSchema = z
  .string()
  .trim()
  .max(
    CHECKLIST_DESCRIPTION_MAX,
    `Description can be at most ${CHECKLIST_DESCRIPTION_MAX} characters`,
  );
const tripDateSchema = calendarDaySchema('Trip dates must be dates like 2027-03-14');
const categoryNameSchema = z
  .string('Category name is required')
  .trim()
  .min(1, 'Category name is required')
  .max(
    CHECKLIST_CATEGORY_NAME_MAX,
    `Category name can be at most ${CHECKLIST_CATEGORY_NAME_MAX} characters`,
  );
const itemTextSchema = z
  .string('Item text is required')
  .trim()
  .min(1, 'Item text is required')
  .max(CHECKLIST_ITEM_TEXT_MAX, `Item text can be at most ${CHECKLIST_ITEM_TEXT_MAX} characters`);
const itemNoteSchema = z
  .string()
  .trim()
  .max(CHECKLIST_ITEM_NOTE_MAX, `Note can be at most ${CHECKLIST_ITEM_NOTE_MAX} characters`)
  .transform((note) => (note === '' ? null : note));
const positionSchema = z
  .number('Position must be a number')
  .int('Position must be a whole number')
  .min(0, 'Position must be 0 or more')
  .max(10_000, 'Position is too large');

const tripDatesInOrder = (value: { tripStartsOn?: string | null; tripEndsOn?: string | null }) =>
  !value.tripStartsOn || !value.tripEndsOn || value.tripEndsOn >= value.tripStartsOn;
const tripDatesMessage = { message: 'The trip cannot end before it starts', path: ['tripEndsOn'] };

/** `{id}` of `/api/checklists/{id}…`; a malformed one answers 404 like an unknown one. */
export const checklistIdParamsSchema = z.object({ id: idSchema('checklist') });
export const checklistCategoryParamsSchema = z.object({
  id: idSchema('checklist'),
  categoryId: idSchema('category'),
});
export const checklistItemParamsSchema = z.object({
  id: idSchema('checklist'),
  itemId: idSchema('item'),
});

export const checklistItemSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  note: z.string().nullable(),
  checked: z.boolean(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const checklistCategorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  items: z.array(checklistItemSchema),
});
export type ChecklistCategory = z.infer<typeof checklistCategorySchema>;

const checklistFields = {
  id: z.uuid(),
  owner: authorSchema,
  title: z.string(),
  description: z.string(),
  park: parkSchema.nullable(),
  topic: topicSchema,
  tripStartsOn: z.string().nullable(),
  tripEndsOn: z.string().nullable(),
  /**
   * The trip this checklist is for (issue 29), when the viewer may see that trip (else null);
   * then `tripStartsOn`/`tripEndsOn` are the trip's own dates.
   */
  trip: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  visibility: visibilitySchema,
  copyCount: z.number().int().nonnegative(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** A checklist as the lists' cards show it. */
export const checklistSummarySchema = z.object({
  ...checklistFields,
  categoryCount: z.number().int().nonnegative(),
  itemCount: z.number().int().nonnegative(),
  checkedCount: z.number().int().nonnegative(),
});
export type ChecklistSummary = z.infer<typeof checklistSummarySchema>;
export const checklistPageSchema = cursorPageSchema(checklistSummarySchema);
export type ChecklistPage = z.infer<typeof checklistPageSchema>;

/** A whole checklist with its categories and items in order, and what the viewer may do. */
export const checklistSchema = z.object({
  ...checklistFields,
  /** The checklist this one was copied from, when the viewer may still see it. */
  copiedFrom: z.object({ id: z.uuid(), title: z.string(), owner: authorSchema }).nullable(),
  categories: z.array(checklistCategorySchema),
  viewer: z.object({ isOwner: z.boolean(), canEdit: z.boolean(), canCopy: z.boolean() }),
});
export type Checklist = z.infer<typeof checklistSchema>;

/** `GET /api/checklists?q=&park=&topic=&sort=&cursor=&limit=`: public checklists only. */
export const publicChecklistsQuerySchema = z
  .object({
    q: z
      .string()
      .trim()
      .max(CHECKLIST_SEARCH_MAX, `Search can be at most ${CHECKLIST_SEARCH_MAX} characters`)
      .refine(isStorableText, `Search text ${UNSTORABLE_TEXT_MESSAGE}`)
      .optional()
      .describe('Words the title or description holds'),
    park: parkSchema.optional().describe('Only checklists about this park'),
    topic: topicSchema.optional().describe('Only checklists of this category'),
    sort: z
      .enum(checklistSorts, { message: `Sort must be one of: ${checklistSorts.join(', ')}` })
      .default(DEFAULT_CHECKLIST_SORT)
      .describe('most_copied: most copied first; newest: newest first'),
    cursor: z.string().max(300).optional().describe('nextCursor of the previous page'),
    limit: limitQuerySchema(CHECKLISTS_PAGE_SIZE),
  })
  .strict();
export type PublicChecklistsQuery = z.input<typeof publicChecklistsQuerySchema>;

/**
 * `GET /api/checklists/mine?trip=&cursor=&limit=`: the viewer's own, newest first; with `trip`,
 * only those linked to that trip (issue 29).
 */
export const myChecklistsQuerySchema = cursorQuerySchema(CHECKLISTS_PAGE_SIZE)
  .extend({ trip: idSchema('trip').optional().describe('Only checklists for this trip') })
  .strict();
export type MyChecklistsQuery = z.input<typeof myChecklistsQuerySchema>;

/** The trip a checklist is for (issue 29): one its owner plans; null unlinks it. */
const tripIdSchema = idSchema('trip').nullable();

/** `POST /api/checklists` body (members; 201 with the {@link checklistSchema}). */
export const createChecklistInputSchema = z
  .object({
    title: titleSchema,
    description: descriptionSchema.default(''),
    park: parkSchema.nullable().default(null),
    topic: topicSchema.default('other'),
    tripStartsOn: tripDateSchema.nullable().default(null),
    tripEndsOn: tripDateSchema.nullable().default(null),
    tripId: tripIdSchema.default(null),
    visibility: visibilitySchema.default('private'),
  })
  .strict()
  .refine(tripDatesInOrder, tripDatesMessage);
export type CreateChecklistInput = z.input<typeof createChecklistInputSchema>;

/** `PATCH /api/checklists/{id}` body (owner): only the given fields change; null clears. */
export const updateChecklistInputSchema = z
  .object({
    title: titleSchema.optional(),
    description: descriptionSchema.optional(),
    park: parkSchema.nullable().optional(),
    topic: topicSchema.optional(),
    tripStartsOn: tripDateSchema.nullable().optional(),
    tripEndsOn: tripDateSchema.nullable().optional(),
    tripId: tripIdSchema.optional(),
    visibility: visibilitySchema.optional(),
  })
  .strict()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: 'Nothing to change',
  })
  .refine(tripDatesInOrder, tripDatesMessage);
export type UpdateChecklistInput = z.input<typeof updateChecklistInputSchema>;

/** `POST /api/checklists/{id}/categories`: a new category, last unless `position` is given. */
export const createChecklistCategoryInputSchema = z
  .object({ name: categoryNameSchema, position: positionSchema.optional() })
  .strict();
export type CreateChecklistCategoryInput = z.input<typeof createChecklistCategoryInputSchema>;

/** `PATCH /api/checklists/{id}/categories/{categoryId}`: rename. */
export const renameChecklistCategoryInputSchema = z.object({ name: categoryNameSchema }).strict();

/** `POST …/categories/{categoryId}/move`: the category's new place (0 first; past the end is last). */
export const moveChecklistCategoryInputSchema = z.object({ position: positionSchema }).strict();
export type MoveChecklistCategoryInput = z.input<typeof moveChecklistCategoryInputSchema>;

/** `POST /api/checklists/{id}/items`: a new item in a category, last unless `position` is given. */
export const createChecklistItemInputSchema = z
  .object({
    categoryId: idSchema('category'),
    text: itemTextSchema,
    note: itemNoteSchema.nullable().default(null),
    position: positionSchema.optional(),
  })
  .strict();
export type CreateChecklistItemInput = z.input<typeof createChecklistItemInputSchema>;

/** `PATCH /api/checklists/{id}/items/{itemId}`: text, note (null clears) or checked, alone. */
export const updateChecklistItemInputSchema = z
  .object({
    text: itemTextSchema.optional(),
    note: itemNoteSchema.nullable().optional(),
    checked: z.boolean('Checked must be true or false').optional(),
  })
  .strict()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: 'Nothing to change',
  });
export type UpdateChecklistItemInput = z.input<typeof updateChecklistItemInputSchema>;

/**
 * `POST …/items/{itemId}/move`: the item's new place in `categoryId` (its own category when
 * absent); 0 is first, past the end is last.
 */
export const moveChecklistItemInputSchema = z
  .object({ categoryId: idSchema('category').optional(), position: positionSchema })
  .strict();
export type MoveChecklistItemInput = z.input<typeof moveChecklistItemInputSchema>;
