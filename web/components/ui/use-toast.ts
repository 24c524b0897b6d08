import { useSyncExternalStore, type ReactNode } from 'react';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '../../../common/limits';

export interface ToastData {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: 'default' | 'destructive';
  action?: ReactNode;
  open: boolean;
}

type ToastInput = Omit<ToastData, 'id' | 'open'>;

/**
 * The toast store of spec §4 and §9: at most one toast visible; a toast is added, updated,
 * dismissed (closed), then removed from memory 1,000,000 ms after dismissal.
 */
let toasts: ToastData[] = [];
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit(next: ToastData[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Closes one toast, or all of them when no id is given. */
export function dismissToast(id?: string): void {
  toasts.forEach((t) => (id === undefined || t.id === id) && scheduleRemoval(t.id));
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

/** Shows a toast (replacing the visible one) and returns handles to update or dismiss it. */
export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next: ToastInput) => emit(toasts.map((t) => (t.id === id ? { ...t, ...next } : t))),
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts currently in the store, outside React. */
export function getToasts(): ToastData[] {
  return toasts;
}

/** The toasts currently in the store (the Toaster renders them). */
export function useToasts(): ToastData[] {
  return useSyncExternalStore(subscribe, getToasts, getToasts);
}
