import {
  createEventInputSchema,
  type CreateEventInput,
  type Event,
  type UpdateEventInput,
} from '../../../../common/features/events/events.contract';
import {
  EVENT_END_BEFORE_START_MESSAGE,
  EVENT_PLACE_REQUIRED_MESSAGE,
  type EventType,
} from '../../../../common/features/events/event-limits';
import type { Park } from '../../../../common/features/parks';
import type { ApiError } from '../../../lib/api-error';
import type { CoverChange } from '../../groups/lib/group-form';

/**
 * The create and edit form's logic. It loads zod (the contract's schemas check the fields as the
 * server will), so only the form's lazily loaded chunk imports it.
 */

/** What the form holds: text as typed; times as the datetime-local inputs give them (park time). */
export interface EventFormValues {
  title: string;
  description: string;
  type: EventType;
  park: Park | '';
  location: string;
  startsAt: string;
  endsAt: string;
  ticketRequired: boolean;
  ticketNotes: string;
  /** Places as typed; empty: no limit. */
  capacity: string;
  /** A group of the member's; empty: none. */
  groupId: string;
}

export const eventFormFields = [
  'title',
  'type',
  'description',
  'park',
  'location',
  'startsAt',
  'endsAt',
  'cover',
  'ticketRequired',
  'ticketNotes',
  'capacity',
  'groupId',
] as const;
export type EventFormField = (typeof eventFormFields)[number];
export type EventFormErrors = Partial<Record<EventFormField, string>>;

export function emptyEventForm(groupId = ''): EventFormValues {
  return {
    title: '',
    description: '',
    type: 'meetup',
    park: '',
    location: '',
    startsAt: '',
    endsAt: '',
    ticketRequired: false,
    ticketNotes: '',
    capacity: '',
    groupId,
  };
}

/** The form's values from a saved event (editing). */
export function eventFormValues(event: Event): EventFormValues {
  return {
    title: event.title,
    description: event.description,
    type: event.type,
    park: event.park ?? '',
    location: event.location,
    startsAt: event.startsAtLocal,
    endsAt: event.endsAtLocal,
    ticketRequired: event.ticketRequired,
    ticketNotes: event.ticketNotes,
    capacity: event.capacity === null ? '' : String(event.capacity),
    groupId: event.group?.id ?? '',
  };
}

/** The capacity as the API takes it: null for none, a number (possibly invalid) otherwise. */
function capacityValue(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

const toField = (key: unknown): EventFormField | null => {
  if (key === 'coverUploadId') return 'cover';
  return eventFormFields.includes(key as EventFormField) ? (key as EventFormField) : null;
};

/** One message per field, the first problem of each. */
function collect(problems: { field: unknown; message: string }[]): EventFormErrors {
  const errors: EventFormErrors = {};
  for (const { field, message } of problems) {
    const name = toField(field);
    if (name && !errors[name]) errors[name] = message;
  }
  return errors;
}

/** The create body the form stands for (the cover as an upload id). */
export function toCreateInput(values: EventFormValues, cover: CoverChange): CreateEventInput {
  return {
    title: values.title,
    description: values.description,
    type: values.type,
    park: values.park || null,
    location: values.location,
    startsAt: values.startsAt,
    endsAt: values.endsAt,
    coverUploadId: cover.kind === 'upload' ? cover.upload.id : null,
    ticketRequired: values.ticketRequired,
    ticketNotes: values.ticketRequired ? values.ticketNotes : '',
    capacity: capacityValue(values.capacity),
    groupId: values.groupId || null,
  };
}

/**
 * Checks the form with the server's own schema, then the rules across fields the server checks
 * too (end after start, a park or a place): the problems by field, none when it is valid.
 */
export function validateEventForm(values: EventFormValues): EventFormErrors {
  const result = createEventInputSchema.safeParse(toCreateInput(values, { kind: 'keep' }));
  const errors = result.success
    ? {}
    : collect(result.error.issues.map((i) => ({ field: i.path[0], message: i.message })));
  if (!errors.startsAt && !errors.endsAt && values.endsAt <= values.startsAt) {
    errors.endsAt = EVENT_END_BEFORE_START_MESSAGE;
  }
  if (!values.park && !values.location.trim() && !errors.location) {
    errors.location = EVENT_PLACE_REQUIRED_MESSAGE;
  }
  return errors;
}

/** An edit's body: only what differs from the saved event; null when nothing does. */
export function toUpdateInput(
  event: Event,
  values: EventFormValues,
  cover: CoverChange,
): UpdateEventInput | null {
  const patch: UpdateEventInput = {};
  if (values.title.trim() !== event.title) patch.title = values.title;
  if (values.description.trim() !== event.description) patch.description = values.description;
  if (values.type !== event.type) patch.type = values.type;
  if ((values.park || null) !== event.park) patch.park = values.park || null;
  if (values.location.trim() !== event.location) patch.location = values.location;
  if (values.startsAt !== event.startsAtLocal) patch.startsAt = values.startsAt;
  if (values.endsAt !== event.endsAtLocal) patch.endsAt = values.endsAt;
  if (values.ticketRequired !== event.ticketRequired) patch.ticketRequired = values.ticketRequired;
  const notes = values.ticketRequired ? values.ticketNotes : '';
  if (notes.trim() !== event.ticketNotes) patch.ticketNotes = notes;
  const capacity = capacityValue(values.capacity);
  if (capacity !== event.capacity) patch.capacity = capacity;
  if (cover.kind === 'upload') patch.coverUploadId = cover.upload.id;
  if (cover.kind === 'remove' && event.cover) patch.coverUploadId = null;
  return Object.keys(patch).length > 0 ? patch : null;
}

/** Where the server's 422 and 403 messages belong when they name no field. */
const messageFields: [RegExp, EventFormField][] = [
  [/end must be after/i, 'endsAt'],
  [/last at most/i, 'endsAt'],
  [/start/i, 'startsAt'],
  [/park or describe the place/i, 'location'],
  [/capacity/i, 'capacity'],
  [/cover/i, 'cover'],
  [/group/i, 'groupId'],
];

/**
 * The server's refusals by field: validation details (paths like `body.title`) on their field,
 * the rules' messages (a start in the past, a capacity below those going) on theirs.
 */
export function fieldErrorsFromServer(error: ApiError): EventFormErrors {
  const fromDetails = collect(
    (error.details ?? []).map((detail) => ({
      field: detail.path.replace(/^body\./, '').split('.')[0],
      message: detail.message,
    })),
  );
  if (Object.keys(fromDetails).length > 0) return fromDetails;
  if (error.status === 422 || error.status === 403) {
    const match = messageFields.find(([pattern]) => pattern.test(error.message));
    if (match) return { [match[1]]: error.message };
  }
  return {};
}
