import { describe, expect, it } from 'vitest';
import { realtimeReconnectDelay } from './realtime-backoff';

describe('realtimeReconnectDelay', () => {
  it('waits 1 s, 2 s, 5 s, then 10 s for every later attempt (spec §9)', () => {
    expect([0, 1, 2, 3, 4, 5, 50].map(realtimeReconnectDelay)).toEqual([
      1000, 2000, 5000, 10_000, 10_000, 10_000, 10_000,
    ]);
  });

  it('treats odd attempt numbers as the nearest sensible one', () => {
    expect(realtimeReconnectDelay(-3)).toBe(1000);
    expect(realtimeReconnectDelay(1.7)).toBe(2000);
  });
});
