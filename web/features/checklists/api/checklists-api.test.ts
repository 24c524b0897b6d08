import { describe, expect, it } from 'vitest';
import type { Checklist } from '../../../../common/features/checklists/checklists.contract';
import { changes, moved } from './checklists-api';

const entries = (...ids: string[]) => ids.map((id) => ({ id }));

describe('checklist changes shown before the answer', () => {
  it('moves one entry to a position as the server does (past the end is last)', () => {
    expect(moved(entries('a', 'b', 'c'), 'c', 0).map((e) => e.id)).toEqual(['c', 'a', 'b']);
    expect(moved(entries('a', 'b', 'c'), 'a', 1).map((e) => e.id)).toEqual(['b', 'a', 'c']);
    expect(moved(entries('a', 'b', 'c'), 'a', 99).map((e) => e.id)).toEqual(['b', 'c', 'a']);
    expect(moved(entries('a', 'b'), 'x', 0).map((e) => e.id)).toEqual(['a', 'b']);
  });

  it('ticks and edits only the one item', () => {
    const checklist = {
      categories: [
        {
          id: 'c1',
          name: 'Bag',
          items: [
            { id: 'i1', text: 'Poncho', note: null, checked: false },
            { id: 'i2', text: 'Charger', note: null, checked: false },
          ],
        },
      ],
    } as unknown as Checklist;
    const ticked = changes.updateItem('i1', { checked: true }).optimistic!(checklist);
    expect(ticked.categories[0]!.items.map((item) => item.checked)).toEqual([true, false]);
    const noted = changes.updateItem('i2', { note: 'Cable too' }).optimistic!(ticked);
    expect(noted.categories[0]!.items[1]).toMatchObject({ text: 'Charger', note: 'Cable too' });
    expect(changes.deleteItem('i1').optimistic!(noted).categories[0]!.items).toHaveLength(1);
  });
});
