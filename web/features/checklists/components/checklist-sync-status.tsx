import { CloudOff, CloudUpload, Check } from 'lucide-react';
import { useState } from 'react';
import { usePendingTicks, useTickSyncState } from '../api/checklist-ticks';

export const TICKS_WAITING_OFFLINE = 'Saved on this device — will sync when you’re back online.';
export const TICKS_WAITING_SERVER = 'Saved on this device — will try again in a moment.';
export const TICKS_SYNCED = 'Back online — your ticks are saved.';

/**
 * One quiet line under a checklist's progress saying where its ticks are: saved on this device
 * while they cannot reach the server, then saved for good once they have (read out politely).
 */
export function ChecklistSyncStatus({
  checklistId,
  memberId,
}: {
  checklistId: string;
  memberId: string | null;
}) {
  const waiting = usePendingTicks(memberId).filter((tick) => tick.checklistId === checklistId);
  const state = useTickSyncState(memberId);
  const isStuck = waiting.length > 0 && state !== 'sending';
  // Once ticks have waited, the line says when they are through.
  const [hasWaited, setHasWaited] = useState(false);
  if (isStuck && !hasWaited) setHasWaited(true);
  const isSynced = hasWaited && waiting.length === 0;

  const Icon = isStuck ? (state === 'offline' ? CloudOff : CloudUpload) : Check;
  const text = isStuck
    ? state === 'offline'
      ? TICKS_WAITING_OFFLINE
      : TICKS_WAITING_SERVER
    : isSynced
      ? TICKS_SYNCED
      : '';
  return (
    <p
      role="status"
      aria-live="polite"
      className="flex min-h-5 items-center gap-2 text-sm text-muted-foreground print:hidden"
    >
      {text && (
        <>
          <Icon aria-hidden className="size-4 shrink-0" />
          {text}
        </>
      )}
    </p>
  );
}
