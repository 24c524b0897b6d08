import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_REMOVE_DELAY_MS } from '../../../common/limits';

type Store = typeof import('./use-toast');
let store: Store;

describe('toast store (spec §4, §9)', () => {
  beforeEach(async () => {
    vi.useFakeTimers();
    vi.resetModules();
    store = await import('./use-toast');
  });
  afterEach(() => vi.useRealTimers());

  it('keeps one toast: a new toast replaces the visible one', () => {
    store.toast({ title: 'First' });
    store.toast({ title: 'Second' });
    const toasts = store.getToasts();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ title: 'Second', open: true });
  });

  it('updates a toast in place', () => {
    const handle = store.toast({ title: 'Saving' });
    handle.update({ title: 'Saved', description: 'All done' });
    expect(store.getToasts()[0]).toMatchObject({
      id: handle.id,
      title: 'Saved',
      description: 'All done',
    });
  });

  it('closes on dismiss and removes it after the removal delay', () => {
    const handle = store.toast({ title: 'Bye' });
    handle.dismiss();
    expect(store.getToasts()[0]).toMatchObject({ id: handle.id, open: false });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getToasts()).toHaveLength(0);
  });

  it('dismisses every toast when no id is given', () => {
    store.toast({ title: 'One' });
    store.dismissToast();
    expect(store.getToasts().every((t) => !t.open)).toBe(true);
  });
});
