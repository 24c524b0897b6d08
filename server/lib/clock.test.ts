import { describe, expect, it } from 'vitest';
import { createStartedClock } from './clock';

describe('createStartedClock', () => {
  it('reads its start until it runs, then moves on with real time', () => {
    let real = 1_000_000;
    const clock = createStartedClock(new Date('2027-01-15T10:59:50Z'), () => real);
    real += 30_000;
    expect(clock.now().toISOString()).toBe('2027-01-15T10:59:50.000Z');
    clock.run();
    real += 12_000;
    expect(clock.now().toISOString()).toBe('2027-01-15T11:00:02.000Z');
    clock.run();
    expect(clock.now().toISOString()).toBe('2027-01-15T11:00:02.000Z');
  });
});
