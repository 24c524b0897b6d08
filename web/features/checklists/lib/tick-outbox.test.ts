import { beforeEach, describe, expect, it } from 'vitest';
import type { Checklist } from '../../../../common/features/checklists/checklists.contract';
import { ApiError } from '../../../lib/api-error';
import {
  classifyTickFailure,
  outboxKey,
  queueTick,
  readOutbox,
  replayOutbox,
  settleTick,
  withPendingTicks,
  type PendingTick,
  type TickStorage,
} from './tick-outbox';

/** A storage with localStorage's string semantics, kept in a map. */
class MemoryStorage implements TickStorage {
  readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, String(value));
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

const ALICE = 'alice-id';
const BOB = 'bob-id';
const LIST = 'list-1';

const checklist = (checked: Record<string, boolean>): Checklist =>
  ({
    id: LIST,
    categories: [
      {
        id: 'cat-1',
        name: 'Park bag',
        items: Object.entries(checked).map(([id, isChecked]) => ({
          id,
          text: id,
          note: null,
          checked: isChecked,
        })),
      },
    ],
  }) as unknown as Checklist;

const offline = () => new ApiError(0, 'network_error', 'Connection problem.');

describe('tick outbox', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
  });

  it('keeps ticks per member, in order, across reads (a reload)', () => {
    queueTick(storage, ALICE, { checklistId: LIST, itemId: 'poncho', checked: true });
    queueTick(storage, ALICE, { checklistId: LIST, itemId: 'sunscreen', checked: true });
    // After a reload, the outbox is read back from the stored text alone.
    const reloaded = new MemoryStorage();
    storage.values.forEach((value, key) => reloaded.setItem(key, value));
    expect(readOutbox(reloaded, ALICE).map((t) => t.itemId)).toEqual(['poncho', 'sunscreen']);
    expect(readOutbox(storage, BOB)).toEqual([]);
    expect([...storage.values.keys()]).toEqual([outboxKey(ALICE)]);
  });

  it('coalesces repeated ticks of one item to the last state, moved to the end', () => {
    queueTick(storage, ALICE, { checklistId: LIST, itemId: 'poncho', checked: true });
    queueTick(storage, ALICE, { checklistId: LIST, itemId: 'sunscreen', checked: true });
    queueTick(storage, ALICE, { checklistId: LIST, itemId: 'poncho', checked: false });
    expect(readOutbox(storage, ALICE).map((t) => [t.itemId, t.checked])).toEqual([
      ['sunscreen', true],
      ['poncho', false],
    ]);
  });

  it('settling an older tick keeps a newer tick of the same item', () => {
    const first = queueTick(storage, ALICE, { checklistId: LIST, itemId: 'poncho', checked: true });
    queueTick(storage, ALICE, { checklistId: LIST, itemId: 'poncho', checked: false });
    settleTick(storage, ALICE, first);
    expect(readOutbox(storage, ALICE).map((t) => t.checked)).toEqual([false]);
  });

  it('ignores unreadable storage instead of failing', () => {
    storage.setItem(outboxKey(ALICE), '{not json');
    expect(readOutbox(storage, ALICE)).toEqual([]);
    storage.setItem(outboxKey(ALICE), JSON.stringify([{ itemId: 3 }, 'x']));
    expect(readOutbox(storage, ALICE)).toEqual([]);
  });

  it('shows waiting ticks over the checklist as last read', () => {
    const stored = checklist({ poncho: false, sunscreen: true, ears: false });
    const ticks: PendingTick[] = [
      { checklistId: LIST, itemId: 'poncho', checked: true, seq: 1 },
      { checklistId: LIST, itemId: 'sunscreen', checked: false, seq: 2 },
      { checklistId: 'other-list', itemId: 'ears', checked: true, seq: 3 },
    ];
    const shown = withPendingTicks(stored, ticks);
    expect(shown.categories[0]!.items.map((item) => [item.id, item.checked])).toEqual([
      ['poncho', true],
      ['sunscreen', false],
      ['ears', false],
    ]);
    expect(withPendingTicks(stored, [])).toBe(stored);
  });

  it('classifies failures: offline and server trouble wait, a gone item is dropped', () => {
    expect(classifyTickFailure(offline())).toBe('offline');
    expect(classifyTickFailure(new ApiError(503, 'unavailable', 'x'))).toBe('later');
    expect(classifyTickFailure(new ApiError(500, 'internal', 'x'))).toBe('later');
    expect(classifyTickFailure(new ApiError(401, 'unauthorized', 'x'))).toBe('later');
    expect(classifyTickFailure(new ApiError(429, 'rate_limited', 'x'))).toBe('later');
    expect(classifyTickFailure(new TypeError('boom'))).toBe('later');
    expect(classifyTickFailure(new ApiError(404, 'not_found', 'x'))).toBe('drop');
    expect(classifyTickFailure(new ApiError(403, 'forbidden', 'x'))).toBe('drop');
    expect(classifyTickFailure(new ApiError(422, 'validation_failed', 'x'))).toBe('drop');
  });

  describe('replay', () => {
    it('sends in order and empties the outbox only as the server accepts each tick', async () => {
      queueTick(storage, ALICE, { checklistId: LIST, itemId: 'poncho', checked: true });
      queueTick(storage, ALICE, { checklistId: LIST, itemId: 'sunscreen', checked: true });
      const sent: string[] = [];
      const waitingDuringSend: number[] = [];
      const result = await replayOutbox(storage, ALICE, async (tick) => {
        sent.push(tick.itemId);
        waitingDuringSend.push(readOutbox(storage, ALICE).length);
        return checklist({});
      });
      expect(sent).toEqual(['poncho', 'sunscreen']);
      expect(waitingDuringSend).toEqual([2, 1]);
      expect(result).toEqual({ sent: 2, dropped: 0, stoppedBy: null });
      expect(storage.getItem(outboxKey(ALICE))).toBeNull();
    });

    it('stops at the first tick that cannot reach the server and keeps it and the rest', async () => {
      queueTick(storage, ALICE, { checklistId: LIST, itemId: 'poncho', checked: true });
      queueTick(storage, ALICE, { checklistId: LIST, itemId: 'sunscreen', checked: true });
      let calls = 0;
      const result = await replayOutbox(storage, ALICE, async () => {
        calls += 1;
        throw offline();
      });
      expect(calls).toBe(1);
      expect(result).toEqual({ sent: 0, dropped: 0, stoppedBy: 'offline' });
      expect(readOutbox(storage, ALICE).map((t) => t.itemId)).toEqual(['poncho', 'sunscreen']);
    });

    it('keeps a tick the server failed on (5xx) for the next replay, which sends it', async () => {
      queueTick(storage, ALICE, { checklistId: LIST, itemId: 'poncho', checked: true });
      const failed = await replayOutbox(storage, ALICE, async () => {
        throw new ApiError(503, 'unavailable', 'Try again');
      });
      expect(failed.stoppedBy).toBe('later');
      expect(readOutbox(storage, ALICE)).toHaveLength(1);
      const accepted: boolean[] = [];
      await replayOutbox(storage, ALICE, async (tick) => {
        accepted.push(tick.checked);
        return checklist({ poncho: tick.checked });
      });
      expect(accepted).toEqual([true]);
      expect(readOutbox(storage, ALICE)).toEqual([]);
    });

    it('drops a tick whose item or checklist is gone and goes on with the others', async () => {
      queueTick(storage, ALICE, { checklistId: 'deleted', itemId: 'gone', checked: true });
      queueTick(storage, ALICE, { checklistId: LIST, itemId: 'poncho', checked: true });
      const dropped: string[] = [];
      const sent: string[] = [];
      const result = await replayOutbox(
        storage,
        ALICE,
        async (tick) => {
          if (tick.checklistId === 'deleted') throw new ApiError(404, 'not_found', 'Not found');
          return checklist({ poncho: true });
        },
        {
          onDropped: (tick) => dropped.push(tick.itemId),
          onSent: (tick) => sent.push(tick.itemId),
        },
      );
      expect(result).toEqual({ sent: 1, dropped: 1, stoppedBy: null });
      expect(dropped).toEqual(['gone']);
      expect(sent).toEqual(['poncho']);
    });

    it('a tick made while its older state is on the way is sent after it, and kept until then', async () => {
      queueTick(storage, ALICE, { checklistId: LIST, itemId: 'poncho', checked: true });
      const sent: boolean[] = [];
      await replayOutbox(storage, ALICE, async (tick) => {
        sent.push(tick.checked);
        if (sent.length === 1) {
          queueTick(storage, ALICE, { checklistId: LIST, itemId: 'poncho', checked: false });
        }
        return checklist({ poncho: tick.checked });
      });
      expect(sent).toEqual([true, false]);
      expect(readOutbox(storage, ALICE)).toEqual([]);
    });

    it("never sends another member's ticks", async () => {
      queueTick(storage, BOB, { checklistId: LIST, itemId: 'poncho', checked: true });
      let calls = 0;
      const result = await replayOutbox(storage, ALICE, async () => {
        calls += 1;
        return checklist({});
      });
      expect(calls).toBe(0);
      expect(result.sent).toBe(0);
      expect(readOutbox(storage, BOB)).toHaveLength(1);
    });
  });
});
