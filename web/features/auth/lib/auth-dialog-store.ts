/**
 * Opens and closes the one auth dialog from anywhere (the header's Sign In, the reset page's
 * "request a new link", the second-factor prompt). The dialog itself is mounted once by the auth
 * provider. 'mfa' opens it at the code of the member's authenticator app.
 */
export type AuthView = 'signin' | 'signup' | 'reset' | 'mfa';

export interface AuthDialogState {
  isOpen: boolean;
  view: AuthView;
  /** How many times it was opened; 0 means its code has never been needed. */
  openCount: number;
}

let state: AuthDialogState = { isOpen: false, view: 'signin', openCount: 0 };
const listeners = new Set<() => void>();

function update(next: AuthDialogState) {
  state = next;
  listeners.forEach((listener) => listener());
}

export function openAuthDialog(view: AuthView = 'signin'): void {
  if (state.isOpen) return;
  update({ isOpen: true, view, openCount: state.openCount + 1 });
}

export function closeAuthDialog(): void {
  if (state.isOpen) update({ ...state, isOpen: false });
}

export function subscribeAuthDialog(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getAuthDialogState(): AuthDialogState {
  return state;
}
