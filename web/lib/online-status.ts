import { useSyncExternalStore } from 'react';
import { ApiError } from './api-error';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser says it has a connection (`navigator.onLine`), updated as it changes. */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** A call that never reached the server (no connection): the API client's status 0. */
export function isConnectionError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}
