import { Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  TIP_BODY_MAX,
  TIP_BODY_MIN,
  tipCategories,
  tipCategoryLabels,
  tipParks,
  type TipCategory,
  type TipPark,
} from '../../../../common/features/tips/tip-limits';
import type { Tip } from '../../../../common/features/tips/tips.contract';
import { Button } from '../../../components/ui/button';
import { describedBy, FieldError, FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-error';
import { selectClass } from '../../../components/ui/labeled-select';
import { notifyError, notifySuccess } from '../../posts/lib/notify';
import { useCreateTip, useUpdateTip } from '../api/tips-api';

/** The text's problem before sending, or undefined. */
export function tipBodyError(body: string): string | undefined {
  const length = body.trim().length;
  if (length < TIP_BODY_MIN) return `Your tip must be at least ${TIP_BODY_MIN} characters`;
  if (length > TIP_BODY_MAX) return `Your tip can be at most ${TIP_BODY_MAX} characters`;
  return undefined;
}

/**
 * Share a tip (category, optional park, 20 to 1,000 characters), or edit one's own (`tip`).
 * The text is checked on sending; the server's refusal is shown under the form.
 */
export function TipForm({ tip, onDone }: { tip?: Tip; onDone?: () => void }) {
  const id = useId();
  const [category, setCategory] = useState<TipCategory>(tip?.category ?? 'money');
  const [park, setPark] = useState<TipPark | ''>(tip?.park ?? '');
  const [body, setBody] = useState(tip?.body ?? '');
  const [bodyError, setBodyError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const create = useCreateTip();
  const update = useUpdateTip();
  const isPending = create.isPending || update.isPending;

  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status < 500) setFormError(error.message);
    else notifyError(error);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = tipBodyError(body);
    setBodyError(problem);
    setFormError(undefined);
    if (problem) return;
    const input = { category, park: park || null, body: body.trim() };
    if (tip) {
      update.mutate(
        { tipId: tip.id, input },
        {
          onSuccess: () => {
            notifySuccess('Tip updated');
            onDone?.();
          },
          onError,
        },
      );
    } else {
      create.mutate(input, {
        onSuccess: () => {
          notifySuccess('Tip shared');
          setBody('');
          onDone?.();
        },
        onError,
      });
    }
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-4"
      aria-label={tip ? 'Edit your tip' : 'Share a tip'}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-category`} label="Category">
          <select
            id={`${id}-category`}
            value={category}
            onChange={(event) => setCategory(event.target.value as TipCategory)}
            className={selectClass}
          >
            {tipCategories.map((value) => (
              <option key={value} value={value}>
                {tipCategoryLabels[value]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={`${id}-park`} label="Park (optional)">
          <select
            id={`${id}-park`}
            value={park}
            onChange={(event) => setPark(event.target.value as TipPark | '')}
            className={selectClass}
          >
            <option value="">Any park</option>
            {tipParks.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <FormField
        id={`${id}-body`}
        label="Your tip"
        error={bodyError}
        hint={`${TIP_BODY_MIN} to ${TIP_BODY_MAX.toLocaleString('en-US')} characters (${body.trim().length} now)`}
      >
        <Textarea
          id={`${id}-body`}
          value={body}
          maxLength={TIP_BODY_MAX + 100}
          onChange={(event) => setBody(event.target.value)}
          aria-invalid={bodyError ? true : undefined}
          aria-describedby={describedBy(`${id}-body`, { hint: true, error: bodyError })}
          placeholder="What do you wish you had known before your first trip?"
        />
      </FormField>
      {formError && <FieldError id={`${id}-form-error`} message={formError} />}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isPending}>
          {isPending && <Loader2 aria-hidden className="animate-spin" />}
          {tip ? 'Save tip' : 'Share tip'}
        </Button>
        {tip && onDone && (
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
