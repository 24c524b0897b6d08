import { describe, expect, it } from 'vitest';
import {
  dismissUpdate,
  offerUpdate,
  subscribeToUpdateOffer,
  visibleUpdateOffer,
} from './update-offer';

describe('update offer', () => {
  it('is hidden until offered, hidden by Later, and shown again by a newer offer', () => {
    let changes = 0;
    const unsubscribe = subscribeToUpdateOffer(() => (changes += 1));
    expect(visibleUpdateOffer()).toBeNull();
    dismissUpdate();
    expect(changes).toBe(0);

    const first = { install: () => undefined };
    offerUpdate(first);
    expect(visibleUpdateOffer()).toBe(first);
    dismissUpdate();
    expect(visibleUpdateOffer()).toBeNull();

    const second = { install: () => undefined };
    offerUpdate(second);
    expect(visibleUpdateOffer()).toBe(second);
    expect(changes).toBe(3);

    unsubscribe();
    dismissUpdate();
    expect(changes).toBe(3);
  });
});
