import { describe, expect, it } from 'vitest';
import {
  defaultBudgetInput,
  estimateBudget,
  formatDollars,
  normalizeBudgetInput,
} from './budget-estimate';

describe('budget estimate', () => {
  it('adds up its lines', () => {
    const { lines, total } = estimateBudget(defaultBudgetInput);
    expect(lines.map((l) => l.label)).toContain('Park tickets');
    expect(total).toBe(lines.reduce((sum, l) => sum + l.amount, 0));
    expect(total).toBeGreaterThan(3000);
    expect(total).toBeLessThan(10000);
  });

  it('costs more for a deluxe hotel, signature dining and Lightning Lane', () => {
    const base = estimateBudget(defaultBudgetInput).total;
    const rich = estimateBudget({
      ...defaultBudgetInput,
      hotelTier: 'Deluxe',
      diningStyle: 'Signature',
      hasLightningLane: true,
    }).total;
    expect(rich).toBeGreaterThan(base);
  });

  it('charges transport only off-site and counts extra rooms for big parties', () => {
    const offSite = estimateBudget({ ...defaultBudgetInput, hotelTier: 'Off-site' });
    expect(offSite.lines.find((l) => l.label === 'Getting around')!.amount).toBeGreaterThan(0);
    const big = estimateBudget({ ...defaultBudgetInput, adults: 6, children: 0 });
    expect(big.lines[1]!.label).toContain('2 rooms');
  });

  it('keeps inputs in range', () => {
    const input = normalizeBudgetInput({
      ...defaultBudgetInput,
      adults: 0,
      children: 40,
      nights: Number.NaN,
      parkDays: 30,
    });
    expect(input).toMatchObject({ adults: 1, children: 9, nights: 1, parkDays: 2 });
    expect(formatDollars(4210)).toBe('$4,210');
  });
});
