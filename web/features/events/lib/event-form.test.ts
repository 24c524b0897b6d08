import { describe, expect, it } from 'vitest';
import type { Event } from '../../../../common/features/events/events.contract';
import {
  EVENT_END_BEFORE_START_MESSAGE,
  EVENT_PLACE_REQUIRED_MESSAGE,
  EVENT_START_IN_PAST_MESSAGE,
} from '../../../../common/features/events/event-limits';
import { ApiError } from '../../../lib/api-error';
import {
  emptyEventForm,
  eventFormValues,
  fieldErrorsFromServer,
  toCreateInput,
  toUpdateInput,
  validateEventForm,
  type EventFormValues,
} from './event-form';

const valid: EventFormValues = {
  ...emptyEventForm(),
  title: 'Rope drop at Magic Kingdom',
  park: 'Magic Kingdom',
  startsAt: '2030-03-01T08:00',
  endsAt: '2030-03-01T11:00',
  capacity: '12',
};

const saved: Event = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Rope drop at Magic Kingdom',
  type: 'meetup',
  park: 'Magic Kingdom',
  location: '',
  startsAt: '2030-03-01T13:00:00.000Z',
  endsAt: '2030-03-01T16:00:00.000Z',
  startsAtLocal: '2030-03-01T08:00',
  endsAtLocal: '2030-03-01T11:00',
  timeZone: 'America/New_York',
  cover: null,
  ticketRequired: false,
  official: false,
  status: 'scheduled',
  organizer: { id: 'a', username: 'ana', avatar_url: null },
  group: null,
  capacity: 12,
  goingCount: 1,
  interestedCount: 0,
  waitlistCount: 0,
  viewerRsvp: 'going',
  path: '/event/00000000-0000-4000-8000-000000000001',
  description: '',
  ticketNotes: '',
  cancelReason: '',
  commentCount: 0,
  waitlistPosition: null,
  canManage: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('event form', () => {
  it('accepts a complete form and sends park-local times and a number of places', () => {
    expect(validateEventForm(valid)).toEqual({});
    expect(toCreateInput(valid, { kind: 'keep' })).toMatchObject({
      startsAt: '2030-03-01T08:00',
      endsAt: '2030-03-01T11:00',
      capacity: 12,
      park: 'Magic Kingdom',
      groupId: null,
      coverUploadId: null,
    });
  });

  it('checks the fields with the contract and the rules across fields', () => {
    const errors = validateEventForm({ ...emptyEventForm(), title: 'ab', capacity: '0' });
    expect(errors.title).toBe('Title must be at least 3 characters');
    expect(errors.startsAt).toBe('Start must be a date and time like 2026-12-24T19:00');
    expect(errors.capacity).toBe('Capacity must be at least 1');
    expect(errors.location).toBe(EVENT_PLACE_REQUIRED_MESSAGE);
    expect(validateEventForm({ ...valid, endsAt: '2030-03-01T07:00' }).endsAt).toBe(
      EVENT_END_BEFORE_START_MESSAGE,
    );
    expect(validateEventForm({ ...valid, capacity: '2.5' }).capacity).toBe(
      'Capacity must be a whole number',
    );
  });

  it('drops ticket notes when no ticket is required', () => {
    expect(
      toCreateInput({ ...valid, ticketRequired: false, ticketNotes: 'from $109' }, { kind: 'keep' })
        .ticketNotes,
    ).toBe('');
  });

  it('sends only what an edit changed', () => {
    const values = eventFormValues(saved);
    expect(toUpdateInput(saved, values, { kind: 'keep' })).toBeNull();
    expect(
      toUpdateInput(
        saved,
        { ...values, startsAt: '2030-03-01T09:00', capacity: '' },
        {
          kind: 'keep',
        },
      ),
    ).toEqual({ startsAt: '2030-03-01T09:00', capacity: null });
  });

  it('puts the server’s refusals on their fields', () => {
    expect(
      fieldErrorsFromServer(
        new ApiError(400, 'validation_failed', 'Invalid', [
          { path: 'body.title', message: 'Title is required' },
        ]),
      ),
    ).toEqual({ title: 'Title is required' });
    expect(
      fieldErrorsFromServer(new ApiError(422, 'invalid_event', EVENT_START_IN_PAST_MESSAGE)),
    ).toEqual({ startsAt: EVENT_START_IN_PAST_MESSAGE });
    expect(
      fieldErrorsFromServer(new ApiError(422, 'invalid_event', EVENT_END_BEFORE_START_MESSAGE)),
    ).toEqual({ endsAt: EVENT_END_BEFORE_START_MESSAGE });
    expect(fieldErrorsFromServer(new ApiError(500, 'internal', 'Boom'))).toEqual({});
  });
});
