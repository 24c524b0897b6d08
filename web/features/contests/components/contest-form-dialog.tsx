import { Loader2, Save } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  CONTEST_DEFAULT_WINNERS,
  CONTEST_RULES_MAX,
  CONTEST_THEME_MAX,
  CONTEST_TITLE_MAX,
  CONTEST_WINNERS_MAX,
  CONTEST_WINNERS_MIN,
  CREATE_CONTEST_LABEL,
  EDIT_CONTEST_LABEL,
} from '../../../../common/features/contests/contest-limits';
import type { Contest } from '../../../../common/features/contests/contests.contract';
import type { PostImage } from '../../../../common/features/uploads/uploads.contract';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { describedBy, FieldError, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-error';
import { CoverField } from '../../groups/components/cover-field';
import type { CoverChange } from '../../groups/lib/group-form';
import { useCreateContest, useUpdateContest } from '../api/contests-api';

interface Values {
  title: string;
  theme: string;
  rules: string;
  entriesOpenAt: string;
  entriesCloseAt: string;
  votingEndsAt: string;
  winnerCount: string;
}

const emptyValues: Values = {
  title: '',
  theme: '',
  rules: '',
  entriesOpenAt: '',
  entriesCloseAt: '',
  votingEndsAt: '',
  winnerCount: String(CONTEST_DEFAULT_WINNERS),
};

type TextField = keyof Values;

/** The form's fields by the request's property names (validation details say `body.<name>`). */
const fieldOfProperty: Record<string, TextField | 'cover'> = {
  title: 'title',
  theme: 'theme',
  rules: 'rules',
  entriesOpenAt: 'entriesOpenAt',
  entriesCloseAt: 'entriesCloseAt',
  votingEndsAt: 'votingEndsAt',
  winnerCount: 'winnerCount',
  coverUploadId: 'cover',
};

/** The suffix of each field's control id. */
const controlOf: Record<TextField, string> = {
  title: 'title',
  theme: 'theme',
  rules: 'rules',
  entriesOpenAt: 'open',
  entriesCloseAt: 'close',
  votingEndsAt: 'end',
  winnerCount: 'winners',
};

/** The server's validation messages by field (the first for each); the rest is for the form. */
function serverFieldErrors(error: ApiError) {
  const fields: Partial<Record<TextField | 'cover', string>> = {};
  for (const detail of error.details ?? []) {
    const name = fieldOfProperty[detail.path.replace(/^body\./, '').split('.')[0] ?? ''];
    if (name && !fields[name]) fields[name] = detail.message;
  }
  return fields;
}

function valuesOf(contest: Contest | undefined): Values {
  if (!contest) return emptyValues;
  return {
    title: contest.title,
    theme: contest.theme,
    rules: contest.rules,
    entriesOpenAt: contest.entriesOpenAtLocal,
    entriesCloseAt: contest.entriesCloseAtLocal,
    votingEndsAt: contest.votingEndsAtLocal,
    winnerCount: String(contest.winnerCount),
  };
}

/**
 * The staff's form of a contest, in a dialog: create a new one (its page opens) or edit
 * `contest`. Times are wall-clock times at the park; voting starts when entries close. The
 * server checks everything again: a field's message shows under that field, any other above
 * the buttons.
 */
export function ContestFormDialog({
  contest,
  isOpen,
  onOpenChange,
}: {
  contest?: Contest;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
        <div className="grid gap-1 pr-10">
          <DialogTitle>{contest ? EDIT_CONTEST_LABEL : 'Create a photo contest'}</DialogTitle>
          <DialogDescription>
            Times are at the park (Eastern time). Voting opens when entries close.
          </DialogDescription>
        </div>
        {isOpen && <ContestForm contest={contest} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ContestForm({ contest, onDone }: { contest?: Contest; onDone: () => void }) {
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  const [values, setValues] = useState<Values>(() => valuesOf(contest));
  const [cover, setCover] = useState<CoverChange>({ kind: 'keep' });
  const [coverError, setCoverError] = useState<string | undefined>();
  const [isUploading, setIsUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<TextField, string>>>({});
  const [announcement, setAnnouncement] = useState('');
  const create = useCreateContest();
  const update = useUpdateContest(contest?.id ?? '');
  const navigate = useNavigate();
  const isPending = create.isPending || update.isPending;
  const set = (name: TextField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [name]: event.target.value }));
    setFieldErrors(({ [name]: _fixed, ...rest }) => rest);
  };
  /** What a field's control says about its error. */
  const invalid = (name: TextField, controlId: string, hint = false) => ({
    'aria-invalid': fieldErrors[name] ? true : undefined,
    'aria-describedby': describedBy(controlId, { hint, error: fieldErrors[name] }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isPending || isUploading) return;
    setError(null);
    setFieldErrors({});
    const coverUploadId =
      cover.kind === 'upload' ? cover.upload.id : cover.kind === 'remove' ? null : undefined;
    const input = {
      title: values.title,
      theme: values.theme,
      rules: values.rules,
      entriesOpenAt: values.entriesOpenAt,
      entriesCloseAt: values.entriesCloseAt,
      votingEndsAt: values.votingEndsAt,
      winnerCount: Number(values.winnerCount),
    };
    // A field's message goes next to the field, as in the other forms; the rest above the buttons.
    const onError = (failure: unknown) => {
      if (!(failure instanceof ApiError)) return setError('Could not save the contest.');
      const { cover: coverMessage, ...byField } = serverFieldErrors(failure);
      if (coverMessage) setCoverError(coverMessage);
      const first = (Object.keys(controlOf) as TextField[]).find((name) => byField[name]);
      if (!first && !coverMessage) return setError(failure.message);
      setFieldErrors(byField);
      setAnnouncement(Object.values(byField)[0] ?? coverMessage ?? '');
      if (first) document.getElementById(field(controlOf[first]))?.focus();
    };
    if (contest) {
      update.mutate(
        { ...input, ...(coverUploadId !== undefined ? { coverUploadId } : {}) },
        {
          onSuccess: () => {
            toast({ title: 'Contest saved' });
            onDone();
          },
          onError,
        },
      );
    } else {
      create.mutate(
        { ...input, coverUploadId: coverUploadId ?? null },
        {
          onSuccess: (created) => {
            toast({ title: 'Contest created' });
            onDone();
            void navigate(created.path);
          },
          onError,
        },
      );
    }
  };

  const current: PostImage | null = contest?.cover ?? null;
  const errorOf = (name: TextField) => fieldErrors[name];
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <FormField id={field('title')} label="Title" error={errorOf('title')}>
        <Input
          id={field('title')}
          {...invalid('title', field('title'))}
          value={values.title}
          onChange={set('title')}
          maxLength={CONTEST_TITLE_MAX}
          required
          autoComplete="off"
        />
      </FormField>
      <FormField
        id={field('theme')}
        label="Theme"
        hint="What the photos should show, in a sentence."
        error={errorOf('theme')}
      >
        <Textarea
          id={field('theme')}
          value={values.theme}
          onChange={set('theme')}
          maxLength={CONTEST_THEME_MAX}
          rows={2}
          required
          {...invalid('theme', field('theme'), true)}
        />
      </FormField>
      <FormField id={field('rules')} label="Rules" error={errorOf('rules')}>
        <Textarea
          id={field('rules')}
          {...invalid('rules', field('rules'))}
          value={values.rules}
          onChange={set('rules')}
          maxLength={CONTEST_RULES_MAX}
          rows={4}
        />
      </FormField>
      <CoverField
        id={field('cover')}
        current={current}
        error={coverError}
        onChange={setCover}
        onBusyChange={setIsUploading}
        onErrorChange={setCoverError}
        onAnnounce={setAnnouncement}
      />
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-medium">Dates (park time)</legend>
        <FormField id={field('open')} label="Entries open" error={errorOf('entriesOpenAt')}>
          <Input
            id={field('open')}
            {...invalid('entriesOpenAt', field('open'))}
            type="datetime-local"
            value={values.entriesOpenAt}
            onChange={set('entriesOpenAt')}
            required
          />
        </FormField>
        <FormField
          id={field('close')}
          label="Entries close, voting opens"
          error={errorOf('entriesCloseAt')}
        >
          <Input
            id={field('close')}
            {...invalid('entriesCloseAt', field('close'))}
            type="datetime-local"
            value={values.entriesCloseAt}
            onChange={set('entriesCloseAt')}
            min={values.entriesOpenAt || undefined}
            required
          />
        </FormField>
        <FormField id={field('end')} label="Voting ends" error={errorOf('votingEndsAt')}>
          <Input
            id={field('end')}
            {...invalid('votingEndsAt', field('end'))}
            type="datetime-local"
            value={values.votingEndsAt}
            onChange={set('votingEndsAt')}
            min={values.entriesCloseAt || undefined}
            required
          />
        </FormField>
      </fieldset>
      <FormField id={field('winners')} label="Number of winners" error={errorOf('winnerCount')}>
        <Input
          id={field('winners')}
          {...invalid('winnerCount', field('winners'))}
          type="number"
          inputMode="numeric"
          min={CONTEST_WINNERS_MIN}
          max={CONTEST_WINNERS_MAX}
          value={values.winnerCount}
          onChange={set('winnerCount')}
          className="w-28"
        />
      </FormField>
      <div role="alert">{error && <FieldError id={field('form-error')} message={error} />}</div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending || isUploading}>
          {isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Save aria-hidden />}
          {contest ? 'Save contest' : CREATE_CONTEST_LABEL}
        </Button>
      </div>
    </form>
  );
}
