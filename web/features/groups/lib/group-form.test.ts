import { describe, expect, it } from 'vitest';
import type { Group } from '../../../../common/features/groups/groups.contract';
import { ApiError } from '../../../lib/api-error';
import {
  emptyGroupForm,
  fieldErrorsFromServer,
  groupFormValues,
  toCreateInput,
  toUpdateInput,
  validateGroupForm,
} from './group-form';

const cover = {
  id: '6b1f9a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  url: '/uploads/x.webp',
  thumbnailUrl: '/uploads/x-thumb.webp',
  width: 1200,
  height: 400,
  alt: null,
};

const group: Group = {
  id: '3f2b8a52-4c1e-4d7a-9a65-1c2d3e4f5a6b',
  name: 'Rope Drop Club',
  description: 'Early birds',
  about: 'Meet at the gates.',
  cover,
  park: 'Magic Kingdom',
  topic: 'touring',
  visibility: 'public',
  memberCount: 3,
  postCount: 0,
  lastActivityAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  viewer: { membership: 'member', role: 'owner' },
  pendingRequestCount: 0,
};

describe('the group form', () => {
  it('checks fields with the server’s schema, one message per field', () => {
    expect(validateGroupForm({ ...emptyGroupForm, name: 'Rope Drop Club' })).toEqual({});
    const errors = validateGroupForm({
      ...emptyGroupForm,
      name: ' a ',
      description: 'x'.repeat(201),
    });
    expect(errors.name).toBe('Name must be at least 3 characters');
    expect(errors.description).toBe('Description can be at most 200 characters');
    expect(errors.about).toBeUndefined();
  });

  it('sends empty park and topic as none, and the cover as its upload id', () => {
    expect(
      toCreateInput(
        { ...emptyGroupForm, name: 'Pin Traders', visibility: 'private' },
        { kind: 'upload', upload: cover },
      ),
    ).toEqual({
      name: 'Pin Traders',
      description: '',
      about: '',
      coverUploadId: cover.id,
      park: null,
      topic: null,
      visibility: 'private',
    });
  });

  it('edits send only what changed, and nothing when nothing did', () => {
    const values = groupFormValues(group);
    expect(toUpdateInput(group, values, { kind: 'keep' })).toBeNull();
    expect(
      toUpdateInput(group, { ...values, name: ' Rope Drop Club ' }, { kind: 'keep' }),
    ).toBeNull();
    expect(
      toUpdateInput(group, { ...values, park: '', visibility: 'private' }, { kind: 'remove' }),
    ).toEqual({ park: null, visibility: 'private', coverUploadId: null });
  });

  it('puts a taken name (409) and validation details on their fields', () => {
    const taken = new ApiError(409, 'conflict', 'A group with this name already exists.');
    expect(fieldErrorsFromServer(taken)).toEqual({ name: taken.message });
    const invalid = new ApiError(400, 'validation_error', 'Invalid', [
      { path: 'body.coverUploadId', message: 'The cover must be a photo you uploaded.' },
      { path: 'body.about', message: 'About can be at most 5000 characters' },
    ]);
    expect(fieldErrorsFromServer(invalid)).toEqual({
      cover: 'The cover must be a photo you uploaded.',
      about: 'About can be at most 5000 characters',
    });
    expect(fieldErrorsFromServer(new ApiError(500, 'internal', 'Oops'))).toEqual({});
  });
});
