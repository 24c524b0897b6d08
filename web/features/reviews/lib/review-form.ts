import {
  createReviewInputSchema,
  REVIEW_PHOTOS_INVALID_MESSAGE,
  REVIEW_WAIT_ATTRACTIONS_ONLY_MESSAGE,
  type CatalogueKind,
  type CreateReviewInput,
  type PartyType,
  type Review,
  type UpdateReviewInput,
} from '../../../../common/features/reviews/reviews.contract';
import { ApiError } from '../../../lib/api-error';

/**
 * The review form's logic. It loads zod (the contract's schema checks the fields as the server
 * will), so only the form's lazily loaded chunk imports it.
 */

/** What the form holds, as typed (no stars yet, no party yet, the wait as text). */
export interface ReviewFormValues {
  stars: number | null;
  title: string;
  body: string;
  visitMonth: string;
  partyType: PartyType | '';
  waitMinutes: string;
}

export const reviewFormFields = [
  'stars',
  'title',
  'body',
  'visitMonth',
  'partyType',
  'waitMinutes',
  'photoIds',
] as const;
export type ReviewFormField = (typeof reviewFormFields)[number];
export type ReviewFormErrors = Partial<Record<ReviewFormField, string>>;

export const emptyReviewForm: ReviewFormValues = {
  stars: null,
  title: '',
  body: '',
  visitMonth: '',
  partyType: '',
  waitMinutes: '',
};

/** The form's values from a saved review (editing). */
export function reviewFormValues(review: Review): ReviewFormValues {
  return {
    stars: review.stars,
    title: review.title,
    body: review.body,
    visitMonth: review.visitMonth,
    partyType: review.partyType,
    waitMinutes: review.waitMinutes === null ? '' : String(review.waitMinutes),
  };
}

/** The wait as the API reads it: null when blank or not asked; a number (checked later) else. */
function waitOf(text: string, kind: CatalogueKind): number | null {
  if (kind !== 'attraction' || text.trim() === '') return null;
  return Number(text.trim());
}

/** The body the form stands for: every field, photos as upload ids. */
export function toReviewInput(
  values: ReviewFormValues,
  kind: CatalogueKind,
  photoIds: string[],
): CreateReviewInput {
  return {
    stars: values.stars as number,
    title: values.title.trim(),
    body: values.body.trim(),
    visitMonth: values.visitMonth,
    partyType: values.partyType as PartyType,
    waitMinutes: waitOf(values.waitMinutes, kind),
    photoIds,
  };
}

/** Editing sends every field again (the same checks as writing); the server keeps what is equal. */
export const toUpdateInput = (input: CreateReviewInput): UpdateReviewInput => input;

const toField = (key: unknown): ReviewFormField | null =>
  reviewFormFields.includes(key as ReviewFormField) ? (key as ReviewFormField) : null;

/** One message per field, the first problem of each. */
function collect(problems: { field: unknown; message: string }[]): ReviewFormErrors {
  const errors: ReviewFormErrors = {};
  for (const { field, message } of problems) {
    const name = toField(field);
    if (name && !errors[name]) errors[name] = message;
  }
  return errors;
}

/** The fields' problems as the contract's schema finds them (none: an empty object). */
export function validateReviewInput(input: CreateReviewInput): ReviewFormErrors {
  const stars = input.stars as number | null;
  const partyType = input.partyType as string;
  const result = createReviewInputSchema.safeParse({
    ...input,
    // Nothing chosen yet reads as missing, for the schema's own 'required' messages.
    stars: stars ?? undefined,
    partyType: partyType === '' ? undefined : partyType,
  });
  if (result.success) return {};
  const errors = collect(
    result.error.issues.map((issue) => ({ field: issue.path[0], message: issue.message })),
  );
  if (errors.partyType && !partyType) errors.partyType = 'Choose who you visited with';
  if (errors.visitMonth && !input.visitMonth) errors.visitMonth = 'Choose the month of your visit';
  return errors;
}

/**
 * The server's refusals by field: validation details (paths like `body.title`) on their field,
 * a wait time on a non-attraction on the wait, refused photos on the photos.
 */
export function serverFieldErrors(error: unknown): ReviewFormErrors {
  if (!(error instanceof ApiError)) return {};
  const fromDetails = collect(
    (error.details ?? []).map((detail) => ({
      field: detail.path.replace(/^body\./, '').split('.')[0],
      message: detail.message,
    })),
  );
  if (Object.keys(fromDetails).length > 0) return fromDetails;
  if (error.message === REVIEW_WAIT_ATTRACTIONS_ONLY_MESSAGE) return { waitMinutes: error.message };
  if (error.message === REVIEW_PHOTOS_INVALID_MESSAGE) return { photoIds: error.message };
  return {};
}

/** The first field with a problem, in the form's order (to move the focus there). */
export function firstErrorField(errors: ReviewFormErrors): ReviewFormField | null {
  return reviewFormFields.find((field) => errors[field]) ?? null;
}
