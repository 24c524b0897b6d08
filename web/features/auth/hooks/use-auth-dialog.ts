import { useSyncExternalStore } from 'react';
import {
  closeAuthDialog,
  getAuthDialogState,
  openAuthDialog,
  subscribeAuthDialog,
  type AuthDialogState,
  type AuthView,
} from '../lib/auth-dialog-store';

/** The auth dialog's state, with `open(view)` and `close()`. */
export function useAuthDialog(): AuthDialogState & {
  open: (view?: AuthView) => void;
  close: () => void;
} {
  const state = useSyncExternalStore(subscribeAuthDialog, getAuthDialogState, getAuthDialogState);
  return { ...state, open: openAuthDialog, close: closeAuthDialog };
}
