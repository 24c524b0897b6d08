import { describe, expect, it } from 'vitest';
import { DEFAULT_TRUST_SETTINGS } from '../../../common/features/trust/trust-texts';
import { accuracyFactor, reportWeight } from './report-weights';
import { computeTrustLevel, type TrustSignals } from './trust-levels';
import { allowanceOf } from './trust-policy';
import { createVisitMeter, MAX_READS_PER_DAY } from './visit-meter';

const DAY_MS = 86_400_000;
const now = new Date('2026-06-01T12:00:00Z');

/** A member `days` old with no visits, unless the overrides say otherwise. */
function signals(days: number, overrides: Partial<TrustSignals> = {}): TrustSignals {
  return {
    userId: 'u',
    createdAt: new Date(now.getTime() - days * DAY_MS),
    now,
    isStaff: false,
    lockedLevel: null,
    daysVisited: 0,
    itemsRead: 0,
    recentDaysVisited: 0,
    recentItemsRead: 0,
    isRecentlyModerated: false,
    ...overrides,
  };
}

const level = (s: TrustSignals) => computeTrustLevel(s, DEFAULT_TRUST_SETTINGS);

describe('trust levels', () => {
  it('earns new → basic by age, member by visits and reading, regular by recent activity', () => {
    expect(level(signals(0.9))).toBe('new');
    // Visits and reading do not make up for the account's age.
    expect(level(signals(0.9, { daysVisited: 99, itemsRead: 999 }))).toBe('new');
    expect(level(signals(1.1))).toBe('basic');
    expect(level(signals(30, { daysVisited: 9, itemsRead: 500 }))).toBe('basic');
    expect(level(signals(30, { daysVisited: 10, itemsRead: 49 }))).toBe('basic');
    const member = { daysVisited: 10, itemsRead: 50 };
    expect(level(signals(30, member))).toBe('member');
    const regular = {
      daysVisited: 80,
      itemsRead: 900,
      recentDaysVisited: 50,
      recentItemsRead: 500,
    };
    expect(level(signals(200, regular))).toBe('regular');
    // Staying away loses regular (the last 100 days), not member.
    expect(level(signals(200, { ...regular, recentDaysVisited: 10 }))).toBe('member');
  });

  it('holds back members with recent moderation at basic, and a level set by staff wins', () => {
    const regular = {
      daysVisited: 80,
      itemsRead: 900,
      recentDaysVisited: 50,
      recentItemsRead: 500,
    };
    expect(level(signals(200, { ...regular, isRecentlyModerated: true }))).toBe('basic');
    expect(level(signals(200, { ...regular, lockedLevel: 'new' }))).toBe('new');
    expect(level(signals(0, { lockedLevel: 'regular' }))).toBe('regular');
  });

  it('gives each level its allowance: new members the tightest, reports of weight 0', () => {
    const settings = DEFAULT_TRUST_SETTINGS;
    expect(allowanceOf('new', settings)).toMatchObject({
      linksPerItem: 2,
      postsPerDay: 10,
      tipsPerDay: 3,
      publicChecklistsPerDay: 2,
      messagePhotos: 0,
      hasNewConversationsLimit: true,
      reportWeight: 0,
    });
    expect(allowanceOf('basic', settings)).toMatchObject({
      linksPerItem: 5,
      postsPerDay: null,
      tipsPerDay: 10,
      publicChecklistsPerDay: 5,
      reportWeight: 50,
    });
    expect(allowanceOf('member', settings)).toMatchObject({ linksPerItem: 20, reportWeight: 100 });
    expect(allowanceOf('regular', settings).reportWeight).toBe(150);
    expect(allowanceOf('staff', settings)).toMatchObject({
      linksPerItem: null,
      likesPerDay: null,
      tipsPerDay: null,
    });
  });
});

describe('report weights', () => {
  it('weigh a report by its reporter’s accuracy, with a prior', () => {
    expect(accuracyFactor({ upheld: 0, dismissed: 0 })).toBe(1);
    expect(accuracyFactor({ upheld: 0, dismissed: 1 })).toBeCloseTo(0.8);
    expect(accuracyFactor({ upheld: 0, dismissed: 3 })).toBeCloseTo(4 / 7);
    expect(accuracyFactor({ upheld: 3, dismissed: 0 })).toBeCloseTo(10 / 7);
    expect(accuracyFactor({ upheld: 50, dismissed: 0 })).toBe(1.5);
    // Three trusted members reach the default threshold (300); one of them with three
    // dismissed reports does not.
    expect(3 * reportWeight(100, { upheld: 0, dismissed: 0 })).toBe(300);
    const weighed = 2 * 100 + reportWeight(100, { upheld: 0, dismissed: 3 });
    expect(weighed).toBeLessThan(300);
  });
});

describe('visit meter', () => {
  it('writes the first request of a day, then only at read steps, and again on a new day', () => {
    const meter = createVisitMeter();
    expect(meter.note('a', '2026-06-01', false)).toBe(0);
    expect(meter.note('a', '2026-06-01', false)).toBeNull();
    const written: number[] = [];
    for (let i = 0; i < 150; i++) {
      const reads = meter.note('a', '2026-06-01', true);
      if (reads !== null) written.push(reads);
    }
    expect(written).toEqual([3, 10, 25, 50, 100]);
    expect(MAX_READS_PER_DAY).toBe(100);
    expect(meter.note('a', '2026-06-02', true)).toBe(1);
    expect(meter.note('a', '2026-06-02', false)).toBeNull();
  });

  it('forgets everyone past its size, costing only a write', () => {
    const meter = createVisitMeter(2);
    meter.note('a', 'd', false);
    meter.note('b', 'd', false);
    expect(meter.note('c', 'd', false)).toBe(0);
    expect(meter.note('a', 'd', false)).toBe(0);
  });
});
