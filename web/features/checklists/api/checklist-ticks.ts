import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { Checklist } from '../../../../common/features/checklists/checklists.contract';
import { toast } from '../../../components/ui/use-toast';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import {
  isOutboxKey,
  outboxKey,
  queueTick,
  readOutbox,
  replayOutbox,
  type PendingTick,
  type TickStorage,
} from '../lib/tick-outbox';
import { checklistKeys, checklistPath } from './checklists-api';

/** While ticks wait, the outbox is tried again this often (besides `online` and app start). */
export const TICK_RETRY_INTERVAL_MS = 15_000;

/** Why the last replay stopped, per member (this tab only): what the status line says. */
export type TickSyncState = 'sending' | 'offline' | 'later';

const listeners = new Set<() => void>();
const syncStates = new Map<string, TickSyncState>();
const replays = new Map<string, Promise<void>>();
/** The parsed outbox per member, kept while its stored text is the same (stable snapshots). */
const snapshots = new Map<string, { raw: string | null; ticks: PendingTick[] }>();
const noTicks: PendingTick[] = [];

function storage(): TickStorage {
  return window.localStorage;
}

function notify() {
  listeners.forEach((listener) => listener());
}

function onStorage(event: StorageEvent) {
  if (isOutboxKey(event.key)) notify();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function pendingTicks(memberId: string | null): PendingTick[] {
  if (!memberId) return noTicks;
  const raw = storage().getItem(outboxKey(memberId));
  const cached = snapshots.get(memberId);
  if (cached && cached.raw === raw) return cached.ticks;
  const ticks = raw ? readOutbox(storage(), memberId) : noTicks;
  snapshots.set(memberId, { raw, ticks });
  return ticks;
}

/** The member's ticks that have not reached the server yet (every tab's), oldest first. */
export function usePendingTicks(memberId: string | null): PendingTick[] {
  return useSyncExternalStore(
    subscribe,
    () => pendingTicks(memberId),
    () => noTicks,
  );
}

/** Why the member's ticks are still waiting: sending now, no connection, or a server failure. */
export function useTickSyncState(memberId: string | null): TickSyncState {
  return useSyncExternalStore(
    subscribe,
    () => (memberId && syncStates.get(memberId)) || 'sending',
    () => 'sending',
  );
}

function setSyncState(memberId: string, state: TickSyncState) {
  if (syncStates.get(memberId) === state) return;
  syncStates.set(memberId, state);
  notify();
}

function sendTick(tick: PendingTick): Promise<Checklist> {
  return apiRequest<Checklist>(checklistPath(tick.checklistId, `/items/${tick.itemId}`), {
    method: 'PATCH',
    body: { checked: tick.checked },
  });
}

function droppedMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 404 || error.status === 403)) {
    return 'The item or its checklist was deleted, or the list is no longer yours, so this tick could not be saved.';
  }
  return error instanceof Error && error.message ? error.message : 'The server refused it.';
}

async function replay(queryClient: QueryClient, memberId: string): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    setSyncState(memberId, 'offline');
    return;
  }
  setSyncState(memberId, 'sending');
  const touched = new Set<string>();
  const result = await replayOutbox(storage(), memberId, sendTick, {
    onSent: (tick, checklist) => {
      notify();
      const key = checklistKeys.detail(tick.checklistId, memberId);
      const stillWaiting = readOutbox(storage(), memberId).some(
        (entry) => entry.checklistId === tick.checklistId,
      );
      const changing = queryClient.isMutating({
        mutationKey: ['checklists', 'change', tick.checklistId],
      });
      // The answer is the checklist as the server has it now; shown unless more of its ticks
      // or other changes are still on their way (then it is read again at the end).
      if (!stillWaiting && changing === 0) {
        void queryClient.cancelQueries({ queryKey: key });
        queryClient.setQueryData(key, checklist);
      } else touched.add(tick.checklistId);
      void queryClient.invalidateQueries({ queryKey: checklistKeys.lists });
    },
    onDropped: (tick, error) => {
      notify();
      touched.add(tick.checklistId);
      toast({
        title: 'A tick was not saved',
        description: droppedMessage(error),
        variant: 'destructive',
      });
    },
  });
  setSyncState(memberId, result.stoppedBy ?? 'sending');
  for (const checklistId of touched) {
    void queryClient.invalidateQueries({ queryKey: checklistKeys.detail(checklistId, memberId) });
  }
}

/**
 * Sends the member's waiting ticks (one replay at a time per member in this tab; a call during
 * one runs another right after, for ticks that came in meanwhile).
 */
export function syncTicks(queryClient: QueryClient, memberId: string): Promise<void> {
  const running = replays.get(memberId);
  const next = (running ?? Promise.resolve())
    .then(() => replay(queryClient, memberId))
    .catch(() => undefined)
    .finally(() => {
      if (replays.get(memberId) === next) replays.delete(memberId);
    });
  replays.set(memberId, next);
  return next;
}

/**
 * Ticks (or unticks) an item of the member's checklist: stored on this device first, shown at
 * once, then sent; without a connection it waits in the outbox and is sent later.
 */
export function useTickItem(checklistId: string, memberId: string | null) {
  const queryClient = useQueryClient();
  return (itemId: string, checked: boolean) => {
    if (!memberId) return;
    queueTick(storage(), memberId, { checklistId, itemId, checked });
    notify();
    void syncTicks(queryClient, memberId);
  };
}

/**
 * Keeps the signed-in member's outbox moving: sent at start, when the browser is online again,
 * and every {@link TICK_RETRY_INTERVAL_MS} while ticks wait.
 */
export function useTickOutboxSync(memberId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!memberId) return;
    const syncIfWaiting = () => {
      if (readOutbox(storage(), memberId).length > 0) void syncTicks(queryClient, memberId);
    };
    syncIfWaiting();
    const onOffline = () => setSyncState(memberId, 'offline');
    window.addEventListener('online', syncIfWaiting);
    window.addEventListener('offline', onOffline);
    const timer = window.setInterval(syncIfWaiting, TICK_RETRY_INTERVAL_MS);
    return () => {
      window.removeEventListener('online', syncIfWaiting);
      window.removeEventListener('offline', onOffline);
      window.clearInterval(timer);
    };
  }, [memberId, queryClient]);
}
