import type { Checklist } from '../../../../common/features/checklists/checklists.contract';
import { ApiError } from '../../../lib/api-error';

/**
 * The outbox of checklist ticks (issue 16): a tick that has not reached the server yet waits in
 * the browser's storage, under the member's own key (another account on the same device never
 * sees it), until the server has accepted it. Ticks are set operations (`checked: true|false`),
 * so sending one again is harmless; a later tick of the same item replaces the earlier one.
 */

/** A tick waiting for the server. `seq` tells a newer tick of the same item from an older one. */
export interface PendingTick {
  checklistId: string;
  itemId: string;
  checked: boolean;
  seq: number;
}

/** The part of `Storage` the outbox uses (localStorage in the browser). */
export type TickStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const KEY_PREFIX = 'magic.checklist-ticks.';

/** The storage key of one member's outbox. */
export function outboxKey(memberId: string): string {
  return `${KEY_PREFIX}${memberId}`;
}

/** Whether a storage key is a member's outbox (for the `storage` event of other tabs). */
export function isOutboxKey(key: string | null): boolean {
  return key === null || key.startsWith(KEY_PREFIX);
}

function isPendingTick(value: unknown): value is PendingTick {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.checklistId === 'string' &&
    typeof entry.itemId === 'string' &&
    typeof entry.checked === 'boolean' &&
    typeof entry.seq === 'number'
  );
}

/** The member's waiting ticks, oldest first (an unreadable entry is left out). */
export function readOutbox(storage: TickStorage, memberId: string): PendingTick[] {
  const raw = storage.getItem(outboxKey(memberId));
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isPendingTick) : [];
  } catch {
    return [];
  }
}

function writeOutbox(storage: TickStorage, memberId: string, ticks: PendingTick[]): void {
  if (ticks.length === 0) storage.removeItem(outboxKey(memberId));
  else storage.setItem(outboxKey(memberId), JSON.stringify(ticks));
}

/**
 * Puts a tick at the end of the member's outbox, replacing any waiting tick of the same item
 * (the last state wins), and returns it as stored.
 */
export function queueTick(
  storage: TickStorage,
  memberId: string,
  tick: Omit<PendingTick, 'seq'>,
): PendingTick {
  const ticks = readOutbox(storage, memberId);
  const seq = ticks.reduce((highest, entry) => Math.max(highest, entry.seq), 0) + 1;
  const queued: PendingTick = { ...tick, seq };
  writeOutbox(storage, memberId, [
    ...ticks.filter((entry) => entry.itemId !== tick.itemId),
    queued,
  ]);
  return queued;
}

/**
 * Takes `tick` out of the outbox once it is settled (accepted, or refused for good). A newer
 * tick of the same item, made while this one was on its way, stays.
 */
export function settleTick(storage: TickStorage, memberId: string, tick: PendingTick): void {
  const ticks = readOutbox(storage, memberId);
  writeOutbox(
    storage,
    memberId,
    ticks.filter((entry) => !(entry.itemId === tick.itemId && entry.seq === tick.seq)),
  );
}

/** The checklist as it will be once its waiting ticks are in: shown over the stored answer. */
export function withPendingTicks(checklist: Checklist, ticks: PendingTick[]): Checklist {
  const states = new Map(
    ticks
      .filter((tick) => tick.checklistId === checklist.id)
      .map((tick) => [tick.itemId, tick.checked]),
  );
  if (states.size === 0) return checklist;
  return {
    ...checklist,
    categories: checklist.categories.map((category) => ({
      ...category,
      items: category.items.map((item) => {
        const checked = states.get(item.id);
        return checked === undefined || checked === item.checked ? item : { ...item, checked };
      }),
    })),
  };
}

/**
 * What to do with a tick whose request failed: `offline` and `later` keep it for the next try
 * (no connection; a server failure, a rate limit or a session to renew), `drop` lets it go (the
 * item or the list is gone or no longer the member's, or the server refuses it as it is).
 */
export type TickFailure = 'offline' | 'later' | 'drop';

export function classifyTickFailure(error: unknown): TickFailure {
  if (!(error instanceof ApiError)) return 'later';
  if (error.status === 0) return 'offline';
  if (error.status === 401 || error.status === 408 || error.status === 429) return 'later';
  if (error.status >= 400 && error.status < 500) return 'drop';
  return 'later';
}

export interface ReplayHooks {
  /** The server accepted `tick` and answered the whole checklist. */
  onSent?: (tick: PendingTick, checklist: Checklist) => void;
  /** The server refused `tick` for good (it left the outbox). */
  onDropped?: (tick: PendingTick, error: unknown) => void;
}

/** How a replay ended: every tick settled (`null`), or stopped with the rest kept. */
export interface ReplayResult {
  sent: number;
  dropped: number;
  stoppedBy: 'offline' | 'later' | null;
}

/** A bound on one replay's requests (each settled tick leaves, so this is never reached). */
const REPLAY_MAX_REQUESTS = 1000;

/**
 * Sends the member's waiting ticks one by one, oldest first; each leaves the outbox only after
 * the server accepted it (or refused it for good). The first tick that cannot reach the server
 * stops the replay, and it and the rest wait for the next one. Ticks made meanwhile are sent in
 * the same replay.
 */
export async function replayOutbox(
  storage: TickStorage,
  memberId: string,
  send: (tick: PendingTick) => Promise<Checklist>,
  hooks: ReplayHooks = {},
): Promise<ReplayResult> {
  const result: ReplayResult = { sent: 0, dropped: 0, stoppedBy: null };
  for (let request = 0; request < REPLAY_MAX_REQUESTS; request += 1) {
    const [tick] = readOutbox(storage, memberId);
    if (!tick) break;
    try {
      const checklist = await send(tick);
      settleTick(storage, memberId, tick);
      result.sent += 1;
      hooks.onSent?.(tick, checklist);
    } catch (error) {
      const failure = classifyTickFailure(error);
      if (failure !== 'drop') {
        result.stoppedBy = failure;
        break;
      }
      settleTick(storage, memberId, tick);
      result.dropped += 1;
      hooks.onDropped?.(tick, error);
    }
  }
  return result;
}
