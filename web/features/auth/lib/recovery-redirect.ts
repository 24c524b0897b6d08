import { useSyncExternalStore } from 'react';

/**
 * PASSWORD_RECOVERY arrives in the auth provider, which sits outside the router: it raises this
 * flag and a component inside the router (AuthRouteEffects) goes to /reset-password.
 */
let isPending = false;
const listeners = new Set<() => void>();

function emit() {
  listeners.forEach((listener) => listener());
}

export function requestRecoveryRedirect(): void {
  isPending = true;
  emit();
}

export function clearRecoveryRedirect(): void {
  if (!isPending) return;
  isPending = false;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => isPending;

export function useRecoveryRedirectPending(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
