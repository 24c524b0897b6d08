import {
  createGroupInputSchema,
  type CreateGroupInput,
  type Group,
  type UpdateGroupInput,
} from '../../../../common/features/groups/groups.contract';
import type { GroupTopic, GroupVisibility } from '../../../../common/features/groups/group-limits';
import type { Park } from '../../../../common/features/parks';
import type { PostImage } from '../../../../common/features/uploads/uploads.contract';
import type { ApiError } from '../../../lib/api-error';

/**
 * The create and edit form's logic. It loads zod (the contract's schemas check the fields as
 * the server will), so only the form's lazily loaded chunk imports it.
 */

/** What the form holds: text as typed, empty park or topic for none. */
export interface GroupFormValues {
  name: string;
  description: string;
  about: string;
  park: Park | '';
  topic: GroupTopic | '';
  visibility: GroupVisibility;
}

/** The cover part of the form: unchanged, a new upload, or removed. */
export type CoverChange =
  { kind: 'keep' } | { kind: 'upload'; upload: PostImage } | { kind: 'remove' };

export const groupFormFields = [
  'name',
  'description',
  'about',
  'cover',
  'park',
  'topic',
  'visibility',
] as const;
export type GroupFormField = (typeof groupFormFields)[number];
export type GroupFormErrors = Partial<Record<GroupFormField, string>>;

export const emptyGroupForm: GroupFormValues = {
  name: '',
  description: '',
  about: '',
  park: '',
  topic: '',
  visibility: 'public',
};

/** The form's values from a saved group (editing). */
export function groupFormValues(group: Group): GroupFormValues {
  return {
    name: group.name,
    description: group.description,
    about: group.about ?? '',
    park: (group.park ?? '') as Park | '',
    topic: (group.topic ?? '') as GroupTopic | '',
    visibility: group.visibility,
  };
}

const toField = (key: unknown): GroupFormField | null => {
  if (key === 'coverUploadId') return 'cover';
  return groupFormFields.includes(key as GroupFormField) ? (key as GroupFormField) : null;
};

/** One message per field, the first problem of each. */
function collect(problems: { field: unknown; message: string }[]): GroupFormErrors {
  const errors: GroupFormErrors = {};
  for (const { field, message } of problems) {
    const name = toField(field);
    if (name && !errors[name]) errors[name] = message;
  }
  return errors;
}

/** The create body the form stands for (the cover as an upload id). */
export function toCreateInput(values: GroupFormValues, cover: CoverChange): CreateGroupInput {
  return {
    name: values.name,
    description: values.description,
    about: values.about,
    coverUploadId: cover.kind === 'upload' ? cover.upload.id : null,
    park: values.park || null,
    topic: values.topic || null,
    visibility: values.visibility,
  };
}

/** Checks the form with the server's own schema: the problems by field, none when it is valid. */
export function validateGroupForm(values: GroupFormValues): GroupFormErrors {
  const result = createGroupInputSchema.safeParse(toCreateInput(values, { kind: 'keep' }));
  if (result.success) return {};
  return collect(result.error.issues.map((i) => ({ field: i.path[0], message: i.message })));
}

/** An edit's body: only what differs from the saved group (trimmed as the server trims); null when nothing does. */
export function toUpdateInput(
  group: Group,
  values: GroupFormValues,
  cover: CoverChange,
): UpdateGroupInput | null {
  const patch: UpdateGroupInput = {};
  if (values.name.trim() !== group.name) patch.name = values.name;
  if (values.description.trim() !== group.description) patch.description = values.description;
  if (values.about.trim() !== (group.about ?? '')) patch.about = values.about;
  if ((values.park || null) !== group.park) patch.park = values.park || null;
  if ((values.topic || null) !== group.topic) patch.topic = values.topic || null;
  if (values.visibility !== group.visibility) patch.visibility = values.visibility;
  if (cover.kind === 'upload') patch.coverUploadId = cover.upload.id;
  if (cover.kind === 'remove' && group.cover) patch.coverUploadId = null;
  return Object.keys(patch).length > 0 ? patch : null;
}

/**
 * The server's refusals by field: a taken name (409) on the name, a refused cover on the cover,
 * validation details (paths like `body.name`) on their field.
 */
export function fieldErrorsFromServer(error: ApiError): GroupFormErrors {
  if (error.status === 409) return { name: error.message };
  const fromDetails = collect(
    (error.details ?? []).map((detail) => ({
      field: detail.path.replace(/^body\./, '').split('.')[0],
      message: detail.message,
    })),
  );
  if (Object.keys(fromDetails).length > 0) return fromDetails;
  if (error.status === 422 && /cover/i.test(error.message)) return { cover: error.message };
  return {};
}
