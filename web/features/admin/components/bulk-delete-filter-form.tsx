import type { FormEvent } from 'react';
import {
  bulkDeleteKinds,
  type BulkDeleteFilter,
  type BulkDeleteKind,
} from '../../../../common/features/admin/bulk-delete.contract';
import { parks, type Park } from '../../../../common/features/parks';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { LabeledSelect } from '../../../components/ui/labeled-select';

/** The bulk delete form's fields as typed ('' for none). */
export interface BulkDeleteFormValues {
  kinds: BulkDeleteKind[];
  author: string;
  from: string;
  to: string;
  text: string;
  group: string;
  park: Park | '';
}

export const emptyBulkDeleteForm: BulkDeleteFormValues = {
  kinds: ['post', 'comment'],
  author: '',
  from: '',
  to: '',
  text: '',
  group: '',
  park: '',
};

const kindLabels: Record<BulkDeleteKind, string> = { post: 'Posts', comment: 'Comments' };
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/**
 * The form's values as the API's filter: empty fields left out, the group read from its
 * address or id (`/group/…`), the author's leading '@' dropped.
 */
export function toBulkDeleteFilter(values: BulkDeleteFormValues): BulkDeleteFilter {
  const groupId = UUID.exec(values.group)?.[0];
  const author = values.author.trim().replace(/^@/, '');
  return {
    kinds: values.kinds,
    ...(author ? { author } : {}),
    ...(values.from ? { from: values.from } : {}),
    ...(values.to ? { to: values.to } : {}),
    ...(values.text.trim() ? { text: values.text.trim() } : {}),
    ...(groupId ? { groupId: groupId.toLowerCase() } : {}),
    ...(values.park ? { park: values.park } : {}),
  };
}

/** Why the form cannot be previewed yet, or null when it can. */
export function bulkDeleteFormProblem(values: BulkDeleteFormValues): string | null {
  if (values.kinds.length === 0) return 'Choose posts, comments or both.';
  if (values.group.trim() && !UUID.test(values.group)) {
    return "Paste the group's address (…/group/…) or its id.";
  }
  const filter = toBulkDeleteFilter(values);
  const keys = Object.keys(filter).filter((key) => key !== 'kinds');
  if (keys.length === 0) return 'Choose at least one filter: author, dates, text, group or park.';
  if (filter.from && filter.to && filter.from > filter.to) {
    return 'The start date must not be after the end date.';
  }
  return null;
}

/** The filters of a bulk delete in one bar; 'Preview' shows what they match. */
export function BulkDeleteFilterForm({
  values,
  onChange,
  onPreview,
  isPreviewing,
  problem,
}: {
  values: BulkDeleteFormValues;
  onChange: (values: BulkDeleteFormValues) => void;
  onPreview: () => void;
  isPreviewing: boolean;
  problem: string | null;
}) {
  const set = <K extends keyof BulkDeleteFormValues>(key: K, value: BulkDeleteFormValues[K]) =>
    onChange({ ...values, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onPreview();
  };
  return (
    <form
      onSubmit={submit}
      className="grid gap-4 rounded-2xl border bg-card p-4"
      aria-label="Filter"
    >
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-2 text-sm font-medium">What to delete</legend>
        {bulkDeleteKinds.map((kind) => (
          <label key={kind} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-5 accent-[var(--color-primary)]"
              checked={values.kinds.includes(kind)}
              onChange={(event) =>
                set(
                  'kinds',
                  event.target.checked
                    ? bulkDeleteKinds.filter((k) => k === kind || values.kinds.includes(k))
                    : values.kinds.filter((k) => k !== kind),
                )
              }
            />
            {kindLabels[kind]}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <FormField id="bulk-author" label="Author (username)">
          <Input
            id="bulk-author"
            value={values.author}
            autoComplete="off"
            placeholder="e.g. spammy_sam"
            onChange={(event) => set('author', event.target.value)}
          />
        </FormField>
        <FormField id="bulk-text" label="Text contains">
          <Input
            id="bulk-text"
            value={values.text}
            placeholder="e.g. cheap tickets"
            onChange={(event) => set('text', event.target.value)}
          />
        </FormField>
        <LabeledSelect
          id="bulk-park"
          label="Park"
          value={values.park}
          options={parks}
          anyLabel="Every park"
          onChange={(park) => set('park', park)}
        />
        <FormField id="bulk-from" label="From (UTC day)">
          <Input
            id="bulk-from"
            type="date"
            value={values.from}
            onChange={(event) => set('from', event.target.value)}
          />
        </FormField>
        <FormField id="bulk-to" label="To (UTC day, included)">
          <Input
            id="bulk-to"
            type="date"
            value={values.to}
            onChange={(event) => set('to', event.target.value)}
          />
        </FormField>
        <FormField id="bulk-group" label="Group (address or id)">
          <Input
            id="bulk-group"
            value={values.group}
            placeholder="…/group/…"
            onChange={(event) => set('group', event.target.value)}
          />
        </FormField>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={isPreviewing || problem !== null}>
          Preview
        </Button>
        {problem && (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {problem}
          </p>
        )}
      </div>
    </form>
  );
}
