import { describe, expect, it } from 'vitest';
import { usernameMessages } from '../../../../common/features/auth/username-rules';
import { ApiError } from '../../../lib/api-error';
import {
  addAttraction,
  fieldErrorsFromServer,
  profileFormMessages,
  toFormValues,
  toUpdateInput,
  validateProfileForm,
} from './profile-form';

const profile = {
  username: 'ropedrop_rita',
  first_name: 'Rita',
  last_name: null,
  bio: null,
  home_park: 'EPCOT' as const,
  favorite_attractions: ['Soarin’'],
};

describe('profile form values', () => {
  it('start from the profile, with empty strings for missing text', () => {
    expect(toFormValues(profile)).toEqual({
      username: 'ropedrop_rita',
      first_name: 'Rita',
      last_name: '',
      bio: '',
      home_park: 'EPCOT',
      favorite_attractions: ['Soarin’'],
      message_privacy: '',
    });
    expect(toFormValues({ ...profile, message_privacy: 'following' }).message_privacy).toBe(
      'following',
    );
  });

  it('become the PATCH body: trimmed text, empty home park as null, the avatar change', () => {
    const values = { ...toFormValues(profile), bio: '  Hi  ', home_park: '' as const };
    expect(toUpdateInput(values, { kind: 'keep' })).toEqual({
      username: 'ropedrop_rita',
      first_name: 'Rita',
      last_name: '',
      bio: 'Hi',
      home_park: null,
      favorite_attractions: ['Soarin’'],
    });
    expect(toUpdateInput({ ...values, message_privacy: 'nobody' }, { kind: 'keep' })).toMatchObject(
      { message_privacy: 'nobody' },
    );
    expect(toUpdateInput(values, { kind: 'upload', uploadId: 'u1' }).avatarUploadId).toBe('u1');
    expect(toUpdateInput(values, { kind: 'remove' }).avatarUploadId).toBeNull();
  });
});

describe('validateProfileForm', () => {
  const values = toFormValues(profile);
  it('passes a valid profile', () => {
    expect(validateProfileForm(values)).toEqual({});
  });
  it('uses the username rule’s own messages', () => {
    expect(validateProfileForm({ ...values, username: 'ab' }).username).toBe(
      usernameMessages.length,
    );
    expect(validateProfileForm({ ...values, username: 'no spaces' }).username).toBe(
      usernameMessages.characters,
    );
    expect(validateProfileForm({ ...values, username: 'Admin' }).username).toBe(
      usernameMessages.reserved,
    );
    expect(validateProfileForm({ ...values, username: '' }).username).toBe(
      usernameMessages.required,
    );
  });
  it('checks the lengths of names and bio', () => {
    const errors = validateProfileForm({
      ...values,
      first_name: 'x'.repeat(51),
      last_name: 'y'.repeat(51),
      bio: 'z'.repeat(501),
    });
    expect(errors).toEqual({
      first_name: profileFormMessages.firstNameTooLong,
      last_name: profileFormMessages.lastNameTooLong,
      bio: profileFormMessages.bioTooLong,
    });
  });
});

describe('addAttraction', () => {
  it('adds a trimmed name', () => {
    expect(addAttraction(['A'], '  Space Mountain ')).toEqual({
      list: ['A', 'Space Mountain'],
      error: null,
    });
  });
  it('refuses empty, too long, duplicate and the eleventh', () => {
    expect(addAttraction([], '  ').error).toBe(profileFormMessages.attractionEmpty);
    expect(addAttraction([], 'x'.repeat(81)).error).toBe(profileFormMessages.attractionTooLong);
    expect(addAttraction(['Space Mountain'], 'space mountain').error).toBe(
      profileFormMessages.attractionDuplicate,
    );
    const ten = Array.from({ length: 10 }, (_, i) => `Ride ${i}`);
    expect(addAttraction(ten, 'One more').error).toBe(profileFormMessages.tooManyAttractions);
  });
});

describe('fieldErrorsFromServer', () => {
  it('puts a taken or rule-breaking username on the username', () => {
    expect(fieldErrorsFromServer(new ApiError(409, 'conflict', usernameMessages.taken))).toEqual({
      username: usernameMessages.taken,
    });
    expect(
      fieldErrorsFromServer(new ApiError(422, 'unprocessable', usernameMessages.reserved)),
    ).toEqual({ username: usernameMessages.reserved });
  });
  it('puts another 422 on the photo', () => {
    expect(fieldErrorsFromServer(new ApiError(422, 'unprocessable', 'Not your upload'))).toEqual({
      avatar: 'Not your upload',
    });
  });
  it('maps validation details to fields', () => {
    const error = new ApiError(400, 'validation_failed', 'body.bio: too long', [
      { path: 'body.bio', message: 'Bio must be at most 500 characters' },
      { path: 'body.favorite_attractions.3', message: 'Attraction names are at most 80' },
      { path: 'body.avatarUploadId', message: 'Upload id must be a uuid' },
    ]);
    expect(fieldErrorsFromServer(error)).toEqual({
      bio: 'Bio must be at most 500 characters',
      favorite_attractions: 'Attraction names are at most 80',
      avatar: 'Upload id must be a uuid',
    });
  });
  it('answers nothing for errors about no field', () => {
    expect(fieldErrorsFromServer(new ApiError(500, 'internal_error', 'Oops'))).toEqual({});
  });
});
