import { describe, expect, it, vi } from 'vitest';
import type { ActionItem } from '../../../components/item-actions/item-actions';
import { itemActionList } from './item-action-list';

const post: ActionItem = { kind: 'post', id: 'p1', authorId: 'author', authorName: 'ana' };
const labels = (actions: { label: string }[]) => actions.map((action) => action.label);

describe('item menu entries', () => {
  it('offers nothing to visitors or on your own item', () => {
    expect(itemActionList(null, post, vi.fn())).toEqual([]);
    expect(itemActionList({ id: 'author', role: 'member' }, post, vi.fn())).toEqual([]);
    expect(itemActionList({ id: 'author', role: 'admin' }, post, vi.fn())).toEqual([]);
  });

  it('offers Report to members, which opens the report dialog for the item', () => {
    const open = vi.fn();
    const actions = itemActionList({ id: 'me', role: 'member' }, post, open);
    expect(labels(actions)).toEqual(['Report']);
    actions[0]!.onSelect();
    expect(open).toHaveBeenCalledWith(post, 'report');
  });

  it('offers staff Hide, Delete, Warn and Suspend under Moderation', () => {
    const open = vi.fn();
    const actions = itemActionList({ id: 'me', role: 'moderator' }, post, open);
    expect(labels(actions)).toEqual(['Hide', 'Delete', 'Warn author', 'Suspend author']);
    expect(actions.every((action) => action.group === 'Moderation')).toBe(true);
    actions[3]!.onSelect();
    expect(open).toHaveBeenCalledWith(post, 'suspend');
  });

  it('offers Show again on a hidden item, no Delete for profiles and groups, no penalties without an author', () => {
    const staff = { id: 'me', role: 'admin' } as const;
    expect(labels(itemActionList(staff, { ...post, isHidden: true }, vi.fn()))[0]).toBe(
      'Show again',
    );
    const profile: ActionItem = { kind: 'profile', id: 'm1', authorId: 'm1', authorName: 'bo' };
    expect(labels(itemActionList(staff, profile, vi.fn()))).toEqual(['Hide', 'Warn', 'Suspend']);
    const group: ActionItem = { kind: 'group', id: 'g1', authorId: null };
    expect(labels(itemActionList(staff, group, vi.fn()))).toEqual(['Hide']);
  });
});
