import {
  findUsernameProblem,
  usernameMessages,
} from '../../../../common/features/auth/username-rules';
import {
  FAVORITE_ATTRACTION_MAX,
  FAVORITE_ATTRACTIONS_MAX,
  PROFILE_BIO_MAX,
  PROFILE_NAME_MAX,
  type HomePark,
  type UpdateOwnProfileInput,
} from '../../../../common/features/profiles/profiles.contract';
import type { MessagePrivacy } from '../../../../common/features/messages/message-limits';
import type { ApiError } from '../../../lib/api-error';

/** What the edit form holds (text fields as typed; an empty home park means none). */
export interface ProfileFormValues {
  username: string;
  first_name: string;
  last_name: string;
  bio: string;
  home_park: HomePark | '';
  favorite_attractions: string[];
  /** Who may message the member; empty until their saved setting is known (then not sent). */
  message_privacy: MessagePrivacy | '';
}

export const profileFormFields = [
  'username',
  'first_name',
  'last_name',
  'bio',
  'home_park',
  'favorite_attractions',
  'avatar',
] as const;
export type ProfileFormField = (typeof profileFormFields)[number];
export type ProfileFormErrors = Partial<Record<ProfileFormField, string>>;

/** The avatar part of an edit: unchanged, a new upload, or removed. */
export type AvatarChange =
  { kind: 'keep' } | { kind: 'upload'; uploadId: string } | { kind: 'remove' };

/** Messages of the profile contract's limits (the same sentences the server answers with). */
export const profileFormMessages = {
  firstNameTooLong: `First name must be at most ${PROFILE_NAME_MAX} characters`,
  lastNameTooLong: `Last name must be at most ${PROFILE_NAME_MAX} characters`,
  bioTooLong: `Bio must be at most ${PROFILE_BIO_MAX} characters`,
  attractionEmpty: 'Type an attraction name first',
  attractionTooLong: `Attraction names are at most ${FAVORITE_ATTRACTION_MAX} characters`,
  attractionDuplicate: 'That attraction is already on your list',
  tooManyAttractions: `Choose at most ${FAVORITE_ATTRACTIONS_MAX} favourite attractions`,
} as const;

interface EditableProfile {
  username: string;
  first_name: string | null;
  last_name: string | null;
  bio: string | null;
  home_park: HomePark | null;
  favorite_attractions: string[];
  /** Only on the member's own profile (`GET /api/profiles/me`), not on the public one. */
  message_privacy?: MessagePrivacy;
}

/** The form's starting values from a profile. */
export function toFormValues(profile: EditableProfile): ProfileFormValues {
  return {
    username: profile.username,
    first_name: profile.first_name ?? '',
    last_name: profile.last_name ?? '',
    bio: profile.bio ?? '',
    home_park: profile.home_park ?? '',
    favorite_attractions: [...profile.favorite_attractions],
    message_privacy: profile.message_privacy ?? '',
  };
}

/** Checks the form as the server will (spec §5 username rule, the contract's limits). */
export function validateProfileForm(values: ProfileFormValues): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  const username = findUsernameProblem(values.username);
  if (username) errors.username = username;
  if (values.first_name.trim().length > PROFILE_NAME_MAX) {
    errors.first_name = profileFormMessages.firstNameTooLong;
  }
  if (values.last_name.trim().length > PROFILE_NAME_MAX) {
    errors.last_name = profileFormMessages.lastNameTooLong;
  }
  if (values.bio.trim().length > PROFILE_BIO_MAX) errors.bio = profileFormMessages.bioTooLong;
  if (values.favorite_attractions.length > FAVORITE_ATTRACTIONS_MAX) {
    errors.favorite_attractions = profileFormMessages.tooManyAttractions;
  }
  return errors;
}

/**
 * Adds a typed attraction to the list: trimmed, at most 80 characters, no case-insensitive
 * duplicates, at most 10 in all. Answers the new list or the reason it was not added.
 */
export function addAttraction(
  list: readonly string[],
  typed: string,
): { list: string[]; error: null } | { list: null; error: string } {
  const name = typed.trim();
  if (!name) return { list: null, error: profileFormMessages.attractionEmpty };
  if (name.length > FAVORITE_ATTRACTION_MAX) {
    return { list: null, error: profileFormMessages.attractionTooLong };
  }
  if (list.some((existing) => existing.toLowerCase() === name.toLowerCase())) {
    return { list: null, error: profileFormMessages.attractionDuplicate };
  }
  if (list.length >= FAVORITE_ATTRACTIONS_MAX) {
    return { list: null, error: profileFormMessages.tooManyAttractions };
  }
  return { list: [...list, name], error: null };
}

/**
 * The `PATCH /api/profiles/me` body for the form (empty text clears a field; an unknown
 * message setting is left as saved).
 */
export function toUpdateInput(
  values: ProfileFormValues,
  avatar: AvatarChange,
): UpdateOwnProfileInput {
  const input: UpdateOwnProfileInput = {
    username: values.username,
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    bio: values.bio.trim(),
    home_park: values.home_park || null,
    favorite_attractions: values.favorite_attractions,
  };
  if (values.message_privacy) input.message_privacy = values.message_privacy;
  if (avatar.kind === 'upload') input.avatarUploadId = avatar.uploadId;
  if (avatar.kind === 'remove') input.avatarUploadId = null;
  return input;
}

const usernameProblems = new Set<string>(Object.values(usernameMessages));
const isFormField = (name: string): name is ProfileFormField =>
  (profileFormFields as readonly string[]).includes(name);

/**
 * Field errors in a failed save: the username's rule (422) or a taken name (409) on the
 * username, an upload that cannot be used (422) on the avatar, and per-field validation
 * details (`body.bio`, `body.avatarUploadId`, …). Empty when the error is about no field.
 */
export function fieldErrorsFromServer(error: ApiError): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  if (error.status === 409 || (error.status === 422 && usernameProblems.has(error.message))) {
    errors.username = error.message;
    return errors;
  }
  if (error.status === 422) {
    errors.avatar = error.message;
    return errors;
  }
  for (const detail of error.details ?? []) {
    const [name = ''] = detail.path.replace(/^body\./, '').split('.');
    const field = name === 'avatarUploadId' ? 'avatar' : name;
    if (isFormField(field) && !errors[field]) errors[field] = detail.message;
  }
  return errors;
}
