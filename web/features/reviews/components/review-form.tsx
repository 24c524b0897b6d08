import { ImagePlus, Loader2, Send } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  REVIEW_BODY_MAX,
  REVIEW_BODY_MIN,
  REVIEW_PHOTOS_MAX,
  REVIEW_TITLE_MAX,
  REVIEW_TITLE_MIN,
  REVIEW_WAIT_MAX,
  VISIT_MONTH_FIRST,
  latestVisitMonth,
  partyTypeLabels,
  partyTypes,
  type CatalogueItem,
  type PartyType,
  type Review,
} from '../../../../common/features/reviews/reviews.contract';
import type { PostImage } from '../../../../common/features/uploads/uploads.contract';
import { Button } from '../../../components/ui/button';
import { describedBy, FieldError, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { selectClass } from '../../../components/ui/labeled-select';
import { CharacterCount } from '../../posts/components/character-count';
import { ComposerPhotos } from '../../posts/components/composer-photos';
import { usePhotoUploads, type PickedPhoto } from '../../posts/hooks/use-photo-uploads';
import { notifyError, notifySuccess } from '../../posts/lib/notify';
import { useCreateReview, useUpdateReview } from '../api/review-mutations';
import {
  emptyReviewForm,
  firstErrorField,
  reviewFormFields,
  reviewFormValues,
  serverFieldErrors,
  toReviewInput,
  validateReviewInput,
  type ReviewFormErrors,
  type ReviewFormField,
  type ReviewFormValues,
} from '../lib/review-form';
import { StarPicker } from './star-picker';
import { fixSummary } from '../../../lib/fix-summary';

const showError = (message: string) => notifyError(new Error(message));

/** A saved photo of the review being edited, shown like a freshly picked one. */
const keptPhoto = (photo: PostImage, index: number): PickedPhoto => ({
  key: photo.id,
  name: `saved photo ${index + 1}`,
  previewUrl: photo.thumbnailUrl,
  status: 'done',
  progress: 1,
  upload: photo,
});

/**
 * Writing or editing a review (members): stars, title, text (20 to 5,000 characters, counted),
 * visit month, party type, the wait for attractions and up to four photos, each described
 * with ALT. The contract's schema checks the fields before sending (the first wrong one gets
 * the focus, every problem is written under its field and announced); the server's refusals
 * land on their field too.
 */
export default function ReviewForm({
  item,
  review,
  onDone,
}: {
  item: CatalogueItem;
  /** The member's own review when editing it. */
  review?: Review;
  onDone: () => void;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<ReviewFormValues>(
    review ? reviewFormValues(review) : emptyReviewForm,
  );
  const [errors, setErrors] = useState<ReviewFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [kept, setKept] = useState<PostImage[]>(review?.photos ?? []);
  const room = REVIEW_PHOTOS_MAX - kept.length;
  const uploads = usePhotoUploads(showError, room);
  const create = useCreateReview(item.slug);
  const update = useUpdateReview();
  const isPending = create.isPending || update.isPending;
  const isAttraction = item.kind === 'attraction';
  const fieldId = (field: ReviewFormField) => `${id}-${field}`;

  const photos: PickedPhoto[] = [...kept.map(keptPhoto), ...uploads.photos];
  const uploading = uploads.photos.filter((photo) => photo.status === 'uploading').length;
  const photoIds = [
    ...kept.map((photo) => photo.id),
    ...uploads.photos.flatMap((photo) => (photo.upload ? [photo.upload.id] : [])),
  ];
  const input = () => toReviewInput(values, item.kind, photoIds);

  const showErrors = (next: ReviewFormErrors) => {
    setErrors(next);
    const first = firstErrorField(next);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}`)?.focus();
    }
    const messages = reviewFormFields.flatMap((field) => (next[field] ? [next[field]] : []));
    setAnnouncement(fixSummary(messages));
  };

  const set = <K extends keyof ReviewFormValues>(field: K, value: ReviewFormValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // A shown error is checked again as the member types, so it clears once fixed.
    if (errors[field]) {
      const again = validateReviewInput(toReviewInput(next, item.kind, photoIds));
      setErrors((current) => ({ ...current, [field]: again[field] }));
    }
  };
  const onText =
    (field: 'title' | 'body' | 'visitMonth' | 'waitMinutes') =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(field, event.target.value);

  const pickFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const skipped = uploads.addFiles(files);
    if (skipped > 0) showError(`A review can have at most ${REVIEW_PHOTOS_MAX} photos`);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isPending || uploading > 0) return;
    setFormError(null);
    const body = input();
    const clientErrors = validateReviewInput(body);
    if (Object.keys(clientErrors).length > 0) return showErrors(clientErrors);
    setErrors({});
    setAnnouncement(review ? 'Saving your review…' : 'Posting your review…');
    const onError = (error: Error) => {
      const fieldErrors = serverFieldErrors(error);
      if (Object.keys(fieldErrors).length > 0) return showErrors(fieldErrors);
      setFormError(error.message);
      setAnnouncement(error.message);
    };
    const onSuccess = () => {
      setAnnouncement('');
      uploads.reset();
      notifySuccess(review ? 'Review updated' : 'Review posted');
      onDone();
    };
    if (review) update.mutate({ reviewId: review.id, input: body }, { onSuccess, onError });
    else create.mutate(body, { onSuccess, onError });
  };

  const control = (field: 'title' | 'body' | 'visitMonth' | 'waitMinutes', hint = false) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    onChange: onText(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(fieldId(field), { hint, error: errors[field] }),
  });

  const bodyLength = values.body.trim().length;
  const status =
    uploading > 0
      ? `Uploading ${uploading} ${uploading === 1 ? 'photo' : 'photos'}…`
      : photos.length > 0
        ? `${photoIds.length} of ${REVIEW_PHOTOS_MAX} photos ready`
        : '';

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-busy={isPending}
      aria-label={review ? 'Edit your review' : 'Write a review'}
      className="grid gap-5"
    >
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
      <div className="grid gap-2">
        <StarPicker
          id={fieldId('stars')}
          value={values.stars}
          onChange={(stars) => set('stars', stars)}
          error={errors.stars}
        />
        {errors.stars && <FieldError id={`${fieldId('stars')}-error`} message={errors.stars} />}
      </div>
      <FormField
        id={fieldId('title')}
        label="Title"
        error={errors.title}
        hint={`${REVIEW_TITLE_MIN} to ${REVIEW_TITLE_MAX} characters: your review in a line.`}
      >
        <Input {...control('title', true)} maxLength={REVIEW_TITLE_MAX + 20} autoComplete="off" />
      </FormField>
      <FormField
        id={fieldId('body')}
        label="Your review"
        error={errors.body}
        hint={
          <span className="flex flex-wrap justify-between gap-2">
            <span>At least {REVIEW_BODY_MIN} characters. What should other fans know?</span>
            <CharacterCount
              id={`${fieldId('body')}-count`}
              length={bodyLength}
              max={REVIEW_BODY_MAX}
            />
          </span>
        }
      >
        <Textarea {...control('body', true)} rows={6} className="min-h-36" />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id={fieldId('visitMonth')}
          label="Month of your visit"
          error={errors.visitMonth}
          hint="Year and month, for example 2025-10."
        >
          <Input
            {...control('visitMonth', true)}
            type="month"
            min={VISIT_MONTH_FIRST}
            max={latestVisitMonth()}
            placeholder="YYYY-MM"
          />
        </FormField>
        <FormField id={fieldId('partyType')} label="Who you went with" error={errors.partyType}>
          <select
            id={fieldId('partyType')}
            name="partyType"
            value={values.partyType}
            onChange={(event) => set('partyType', event.target.value as PartyType | '')}
            aria-invalid={errors.partyType ? true : undefined}
            aria-describedby={describedBy(fieldId('partyType'), { error: errors.partyType })}
            className={selectClass}
          >
            <option value="">Choose…</option>
            {partyTypes.map((party) => (
              <option key={party} value={party}>
                {partyTypeLabels[party]}
              </option>
            ))}
          </select>
        </FormField>
        {isAttraction && (
          <FormField
            id={fieldId('waitMinutes')}
            label="Wait time in minutes (optional)"
            error={errors.waitMinutes}
            hint="How long you queued, if you remember."
          >
            <Input
              {...control('waitMinutes', true)}
              type="number"
              inputMode="numeric"
              min={0}
              max={REVIEW_WAIT_MAX}
              step={1}
            />
          </FormField>
        )}
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium leading-none">
          Photos (optional, up to {REVIEW_PHOTOS_MAX})
        </legend>
        <ComposerPhotos
          photos={photos}
          onRemove={(key) => {
            if (kept.some((photo) => photo.id === key))
              setKept((current) => current.filter((photo) => photo.id !== key));
            else uploads.removePhoto(key);
          }}
          onUploadChange={(key, upload) => {
            if (kept.some((photo) => photo.id === key))
              setKept((current) => current.map((photo) => (photo.id === key ? upload : photo)));
            else uploads.updateUpload(key, upload);
          }}
        />
        <p aria-live="polite" className="text-sm text-muted-foreground empty:hidden">
          {status}
        </p>
        <input
          ref={fileInput}
          id={`${fieldId('photoIds')}-file`}
          type="file"
          accept="image/*"
          multiple
          className="hidden"
          onChange={pickFiles}
          aria-label="Add photos to your review"
        />
        <Button
          type="button"
          id={fieldId('photoIds')}
          variant="outline"
          className="justify-self-start"
          aria-describedby={describedBy(fieldId('photoIds'), { error: errors.photoIds })}
          onClick={() => fileInput.current?.click()}
          disabled={photos.length >= REVIEW_PHOTOS_MAX}
        >
          <ImagePlus aria-hidden />
          Add photos
        </Button>
        {errors.photoIds && (
          <FieldError id={`${fieldId('photoIds')}-error`} message={errors.photoIds} />
        )}
      </fieldset>

      {formError && (
        <p role="alert" className="text-sm text-destructive">
          {formError}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending || uploading > 0}>
          {isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Send aria-hidden />}
          {review ? 'Save changes' : 'Post review'}
        </Button>
      </div>
    </form>
  );
}
