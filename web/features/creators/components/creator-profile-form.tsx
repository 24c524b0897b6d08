import { Loader2, Save } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  CREATOR_AGENCY_MAX,
  CREATOR_BIO_MAX,
  CREATOR_HEADLINE_MAX,
  CREATOR_HEADLINE_MIN,
  CREATOR_LANGUAGES_MAX,
  CREATOR_RATES_MAX,
  CREATOR_SERVICES_MAX,
  CREATOR_SESSION_TYPES_MAX,
  CREATOR_URL_MAX,
  creatorKindInfo,
  creatorKinds,
  creatorLanguages,
  creatorLinkKinds,
  creatorLinkLabels,
  creatorLinkProblem,
  creatorParks,
  type CreatorKind,
  type CreatorLanguage,
  type CreatorLinkKind,
  type CreatorPark,
} from '../../../../common/features/creators/creator-limits';
import type {
  Creator,
  CreatorProfileInput,
} from '../../../../common/features/creators/creators.contract';
import { Button } from '../../../components/ui/button';
import { describedBy, FieldError, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-error';
import { useSaveOwnCreator } from '../api/creators-api';

interface FormValues {
  kinds: CreatorKind[];
  headline: string;
  bio: string;
  parks: CreatorPark[];
  languages: CreatorLanguage[];
  links: Record<CreatorLinkKind, string>;
  agency: string;
  services: string;
  sessionTypes: string;
  rates: string;
}

type Errors = Partial<Record<string, string>>;

function toValues(creator: Creator | null): FormValues {
  return {
    kinds: creator?.kinds ?? [],
    headline: creator?.headline ?? '',
    bio: creator?.bio ?? '',
    parks: creator?.parks ?? [],
    languages: creator?.languages ?? [],
    links: {
      website: creator?.links.website ?? '',
      youtube: creator?.links.youtube ?? '',
      instagram: creator?.links.instagram ?? '',
      tiktok: creator?.links.tiktok ?? '',
    },
    agency: creator?.agency ?? '',
    services: creator?.services ?? '',
    sessionTypes: creator?.sessionTypes ?? '',
    rates: creator?.rates ?? '',
  };
}

/** The checks of the server, so most mistakes show before sending. */
function validate(values: FormValues): Errors {
  const errors: Errors = {};
  if (values.kinds.length === 0) errors.kinds = 'Choose at least one kind of creator';
  const headline = values.headline.trim();
  if (headline.length < CREATOR_HEADLINE_MIN) {
    errors.headline = `Your headline must be at least ${CREATOR_HEADLINE_MIN} characters`;
  }
  if (values.languages.length > CREATOR_LANGUAGES_MAX) {
    errors.languages = `Choose at most ${CREATOR_LANGUAGES_MAX} languages`;
  }
  for (const kind of creatorLinkKinds) {
    const value = values.links[kind].trim();
    const problem = value ? creatorLinkProblem(kind, value) : null;
    if (problem) errors[`links.${kind}`] = problem;
  }
  return errors;
}

function toInput(values: FormValues): CreatorProfileInput {
  const isPlanner = values.kinds.includes('trip_planner');
  const isPhotographer = values.kinds.includes('photographer');
  return {
    kinds: creatorKinds.filter((kind) => values.kinds.includes(kind)),
    headline: values.headline,
    bio: values.bio,
    parks: creatorParks.filter((park) => values.parks.includes(park)),
    languages: creatorLanguages.filter((language) => values.languages.includes(language)),
    links: {
      website: values.links.website,
      youtube: values.links.youtube,
      instagram: values.links.instagram,
      tiktok: values.links.tiktok,
    },
    agency: isPlanner ? values.agency : '',
    services: isPlanner ? values.services : '',
    sessionTypes: isPhotographer ? values.sessionTypes : '',
    rates: isPhotographer ? values.rates : '',
  };
}

const toggle = <T,>(list: readonly T[], value: T, on: boolean): T[] =>
  on ? [...list, value] : list.filter((item) => item !== value);

/** A group of checkboxes in a fieldset with a legend and its error. */
function CheckboxGroup<T extends string>({
  legend,
  name,
  options,
  labelOf,
  selected,
  onChange,
  error,
  hint,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  labelOf: (value: T) => string;
  selected: readonly T[];
  onChange: (next: T[]) => void;
  error?: string;
  hint?: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={describedBy(id, { hint: !!hint, error })}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <div className="grid gap-1 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 text-sm hover:bg-muted"
          >
            <input
              type="checkbox"
              name={name}
              value={option}
              checked={selected.includes(option)}
              onChange={(event) => onChange(toggle(selected, option, event.target.checked))}
              className="size-5 accent-primary"
            />
            {labelOf(option)}
          </label>
        ))}
      </div>
      {error ? <FieldError id={`${id}-error`} message={error} /> : null}
    </fieldset>
  );
}

/**
 * The member's creator profile: the kinds they list under, headline, bio, parks, languages,
 * links, and for trip planners the agency and services, for photographers the session types
 * and rates. Checked as the server checks it; saved with `PUT /api/creators/me`, the server's
 * refusals shown on their field.
 */
export function CreatorProfileForm({
  creator,
  onSaved,
  onCancel,
}: {
  creator: Creator | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const save = useSaveOwnCreator();
  const [values, setValues] = useState<FormValues>(() => toValues(creator));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const setLink = (kind: CreatorLinkKind, value: string) =>
    setValues((current) => ({ ...current, links: { ...current.links, [kind]: value } }));
  const fieldId = (name: string) => `${id}-${name.replace('.', '-')}`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0]!;
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    save.mutate(toInput(values), {
      onSuccess: onSaved,
      onError: (err) => {
        if (err instanceof ApiError && err.details?.length) {
          setErrors(
            Object.fromEntries(
              err.details.map((detail) => [detail.path.replace(/^body\./, ''), detail.message]),
            ),
          );
        }
        setFormError(err.message);
      },
    });
  };

  const textField = (
    name: 'headline' | 'agency' | 'sessionTypes',
    label: string,
    max: number,
    hint?: string,
  ) => (
    <FormField id={fieldId(name)} label={label} error={errors[name]} hint={hint}>
      <Input
        id={fieldId(name)}
        value={values[name]}
        maxLength={max}
        onChange={(event) => set(name, event.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(fieldId(name), { hint: !!hint, error: errors[name] })}
      />
    </FormField>
  );
  const areaField = (
    name: 'bio' | 'services' | 'rates',
    label: string,
    max: number,
    hint?: string,
  ) => (
    <FormField id={fieldId(name)} label={label} error={errors[name]} hint={hint}>
      <Textarea
        id={fieldId(name)}
        value={values[name]}
        maxLength={max}
        rows={name === 'bio' ? 4 : 3}
        onChange={(event) => set(name, event.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(fieldId(name), { hint: !!hint, error: errors[name] })}
      />
    </FormField>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <CheckboxGroup
        legend="List me as"
        name="kinds"
        options={creatorKinds}
        labelOf={(kind) => creatorKindInfo[kind].label}
        selected={values.kinds}
        onChange={(kinds) => set('kinds', kinds)}
        error={errors.kinds}
      />
      {textField(
        'headline',
        'Headline',
        CREATOR_HEADLINE_MAX,
        'One line under your name in the directories.',
      )}
      {areaField('bio', 'About your work', CREATOR_BIO_MAX)}
      <CheckboxGroup
        legend="Parks you cover"
        name="parks"
        options={creatorParks}
        labelOf={(park) => park}
        selected={values.parks}
        onChange={(parks) => set('parks', parks)}
      />
      <CheckboxGroup
        legend="Languages"
        name="languages"
        options={creatorLanguages}
        labelOf={(language) => language}
        selected={values.languages}
        onChange={(languages) => set('languages', languages)}
        error={errors.languages}
        hint={`Up to ${CREATOR_LANGUAGES_MAX}.`}
      />
      {values.kinds.includes('photographer') ? (
        <>
          {textField(
            'sessionTypes',
            'Session types',
            CREATOR_SESSION_TYPES_MAX,
            'For example: families, couples, proposals.',
          )}
          {areaField('rates', 'Rates', CREATOR_RATES_MAX)}
        </>
      ) : null}
      {values.kinds.includes('trip_planner') ? (
        <>
          {textField('agency', 'Agency', CREATOR_AGENCY_MAX)}
          {areaField('services', 'Services', CREATOR_SERVICES_MAX)}
        </>
      ) : null}
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">Links</legend>
        {creatorLinkKinds.map((kind) => {
          const name = `links.${kind}`;
          return (
            <FormField
              key={kind}
              id={fieldId(name)}
              label={creatorLinkLabels[kind]}
              error={errors[name]}
            >
              <Input
                id={fieldId(name)}
                type="url"
                inputMode="url"
                placeholder="https://"
                value={values.links[kind]}
                maxLength={CREATOR_URL_MAX}
                onChange={(event) => setLink(kind, event.target.value)}
                aria-invalid={errors[name] ? true : undefined}
                aria-describedby={describedBy(fieldId(name), { error: errors[name] })}
              />
            </FormField>
          );
        })}
      </fieldset>
      {formError ? (
        <p role="alert" className="text-sm text-destructive">
          {formError}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Save aria-hidden />}
          {creator ? 'Save changes' : 'List me'}
        </Button>
      </div>
    </form>
  );
}
