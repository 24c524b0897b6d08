import { describe, expect, it } from 'vitest';
import {
  bulkDeleteFormProblem,
  emptyBulkDeleteForm,
  toBulkDeleteFilter,
} from './bulk-delete-filter-form';

const GROUP = '3f6d2c1e-8a7b-4c5d-9e0f-1a2b3c4d5e6f';

describe('bulk delete form', () => {
  it('sends only the filled filters, the author without @ and the group from its address', () => {
    expect(
      toBulkDeleteFilter({
        ...emptyBulkDeleteForm,
        author: ' @Spammy_Sam ',
        text: '  cheap tickets ',
        group: `https://example.com/group/${GROUP.toUpperCase()}`,
      }),
    ).toEqual({
      kinds: ['post', 'comment'],
      author: 'Spammy_Sam',
      text: 'cheap tickets',
      groupId: GROUP,
    });
  });

  it('says what is missing before a preview', () => {
    expect(bulkDeleteFormProblem(emptyBulkDeleteForm)).toMatch(/at least one filter/);
    expect(bulkDeleteFormProblem({ ...emptyBulkDeleteForm, kinds: [], park: 'EPCOT' })).toMatch(
      /posts, comments or both/,
    );
    expect(bulkDeleteFormProblem({ ...emptyBulkDeleteForm, group: 'my group' })).toMatch(
      /group's address/,
    );
    expect(
      bulkDeleteFormProblem({ ...emptyBulkDeleteForm, from: '2026-02-02', to: '2026-02-01' }),
    ).toMatch(/start date/);
    expect(bulkDeleteFormProblem({ ...emptyBulkDeleteForm, park: 'EPCOT' })).toBeNull();
  });
});
