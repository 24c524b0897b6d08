import { Loader2, Save } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  homeParks,
  PROFILE_BIO_MAX,
  PROFILE_NAME_MAX,
  type HomePark,
  type PublicProfile,
} from '../../../../common/features/profiles/profiles.contract';
import { USERNAME_MAX, USERNAME_MIN } from '../../../../common/limits';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-error';
import { useOwnProfile } from '../api/get-own-profile';
import { useUpdateOwnProfile } from '../api/update-own-profile';
import {
  fieldErrorsFromServer,
  profileFormFields,
  toFormValues,
  toUpdateInput,
  validateProfileForm,
  type AvatarChange,
  type ProfileFormErrors,
  type ProfileFormField,
  type ProfileFormValues,
} from '../lib/profile-form';
import { AvatarField } from './avatar-field';
import { FavoriteAttractionsField } from './favorite-attractions-field';
import { MessagePrivacyField } from './message-privacy-field';
import { describedBy, FormField as Field } from '../../../components/ui/form-field';
import { fixSummary } from '../../../lib/fix-summary';

type TextField = 'username' | 'first_name' | 'last_name' | 'bio';

const fieldId = (field: ProfileFormField) => `profile-${field.replace('_', '-')}`;

const selectClass =
  'flex h-11 w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50 aria-invalid:border-destructive md:text-sm';

/**
 * The member's own profile form: username (spec §5), names, bio, home park, favourite
 * attractions, photo and who may message them. Checked as the server checks it, saved with `PATCH /api/profiles/me`;
 * the server's refusals land on their field (a taken username on the username).
 */
export function EditProfileForm(props: {
  profile: PublicProfile;
  userId: string;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { profile } = props;
  const save = useUpdateOwnProfile(props.userId);
  // The message setting is on the member's own profile only (the header has usually loaded it).
  const savedPrivacy = useOwnProfile(props.userId).data?.message_privacy;
  const [values, setValues] = useState<ProfileFormValues>(() => toFormValues(profile));
  // Until the member picks one, the saved setting shows (once known).
  const messagePrivacy = values.message_privacy || savedPrivacy || '';
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const [avatar, setAvatar] = useState<AvatarChange>({ kind: 'keep' });
  const [isUploading, setIsUploading] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const formRef = useRef<HTMLFormElement>(null);

  const setError = (field: ProfileFormField, message: string | undefined) =>
    setErrors((current) => ({ ...current, [field]: message }));

  const showErrors = (next: ProfileFormErrors) => {
    setErrors(next);
    const invalid = profileFormFields.filter((field) => next[field]);
    const first = invalid[0];
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`#${fieldId(first)}`)?.focus();
    }
    setAnnouncement(fixSummary(invalid.map((field) => next[field])));
  };

  const change =
    (field: TextField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = { ...values, [field]: event.target.value };
      setValues(next);
      // A shown error is re-checked as the member types, so it clears once fixed.
      if (errors[field]) setError(field, validateProfileForm(next)[field]);
    };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending || isUploading) return;
    const clientErrors = validateProfileForm(values);
    if (errors.avatar) clientErrors.avatar = errors.avatar;
    if (Object.keys(clientErrors).length > 0) return showErrors(clientErrors);
    setErrors({});
    setAnnouncement('Saving your profile…');
    save.mutate(toUpdateInput({ ...values, message_privacy: messagePrivacy }, avatar), {
      onSuccess: () => {
        setAnnouncement('');
        toast({ title: 'Profile updated', description: 'Your changes are saved.' });
        props.onSaved();
      },
      onError: (error) => {
        const serverErrors = error instanceof ApiError ? fieldErrorsFromServer(error) : {};
        if (Object.keys(serverErrors).length > 0) return showErrors(serverErrors);
        setAnnouncement(error.message);
        toast({ variant: 'destructive', title: 'Error', description: error.message });
      },
    });
  };

  const control = (field: TextField, hasHint = false) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    onChange: change(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(fieldId(field), { hint: hasHint, error: errors[field] }),
  });

  const isBusy = save.isPending || isUploading;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-busy={save.isPending}
      className="grid gap-5"
    >
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
      <AvatarField
        id={fieldId('avatar')}
        profile={{ ...profile, first_name: values.first_name, last_name: values.last_name }}
        currentUrl={profile.avatar_url}
        error={errors.avatar}
        onChange={setAvatar}
        onBusyChange={setIsUploading}
        onErrorChange={(message) => setError('avatar', message)}
        onAnnounce={setAnnouncement}
      />
      <Field
        id={fieldId('username')}
        label="Username"
        error={errors.username}
        hint={`${USERNAME_MIN} to ${USERNAME_MAX} letters, digits, underscores or hyphens.`}
      >
        <Input
          {...control('username', true)}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={USERNAME_MAX}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={fieldId('first_name')} label="First name" error={errors.first_name}>
          <Input
            {...control('first_name')}
            autoComplete="given-name"
            maxLength={PROFILE_NAME_MAX}
          />
        </Field>
        <Field id={fieldId('last_name')} label="Last name" error={errors.last_name}>
          <Input
            {...control('last_name')}
            autoComplete="family-name"
            maxLength={PROFILE_NAME_MAX}
          />
        </Field>
      </div>
      <Field
        id={fieldId('bio')}
        label="Bio"
        error={errors.bio}
        hint={
          <span className="tabular-nums">
            {values.bio.length} / {PROFILE_BIO_MAX} characters
          </span>
        }
      >
        <Textarea
          {...control('bio', true)}
          rows={4}
          maxLength={PROFILE_BIO_MAX}
          placeholder="Your favourite park day, your rope-drop strategy, your Dole Whip order…"
        />
      </Field>
      <Field id={fieldId('home_park')} label="Home park" error={errors.home_park}>
        <select
          id={fieldId('home_park')}
          name="home_park"
          value={values.home_park}
          onChange={(event) => {
            setValues({ ...values, home_park: event.target.value as HomePark | '' });
            setError('home_park', undefined);
          }}
          aria-invalid={errors.home_park ? true : undefined}
          aria-describedby={describedBy(fieldId('home_park'), { error: errors.home_park })}
          className={selectClass}
        >
          <option value="">No home park</option>
          {homeParks.map((park) => (
            <option key={park} value={park}>
              {park}
            </option>
          ))}
        </select>
      </Field>
      <FavoriteAttractionsField
        id={fieldId('favorite_attractions')}
        value={values.favorite_attractions}
        error={errors.favorite_attractions}
        onChange={(list) => setValues({ ...values, favorite_attractions: list })}
        onErrorChange={(message) => setError('favorite_attractions', message)}
        onAnnounce={setAnnouncement}
      />
      <MessagePrivacyField
        id="profile-message-privacy"
        value={messagePrivacy}
        onChange={(choice) => setValues({ ...values, message_privacy: choice })}
      />
      <div className="flex flex-col-reverse gap-3 border-t pt-4 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button type="submit" aria-disabled={isBusy || undefined}>
          {isBusy ? <Loader2 aria-hidden className="animate-spin" /> : <Save aria-hidden />}
          {save.isPending ? 'Saving…' : isUploading ? 'Uploading photo…' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
