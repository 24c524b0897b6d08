import { describe, expect, it } from 'vitest';
import type { Executor } from '../db/client';
import {
  registerTripSuggestionSource,
  suggestFor,
  tripSuggestionSources,
  type TripSuggestion,
  type TripSuggestionSource,
} from './trip-suggestion-sources';

const item = (id: string, reason: TripSuggestion['reason'], startsAt: string): TripSuggestion => ({
  kind: 'thing',
  id,
  title: id,
  path: `/thing/${id}`,
  startsAt,
  endsAt: null,
  park: null,
  reason,
});

const sourceOf = (name: string, items: TripSuggestion[]): TripSuggestionSource => ({
  name,
  suggestFor: async () => items,
});

describe('trip suggestion sources', () => {
  const first = sourceOf('first', [
    item('a-dates-early', 'dates', '2027-03-14T12:00:00.000Z'),
    item('a-park-late', 'park', '2027-03-16T12:00:00.000Z'),
  ]);
  const second = sourceOf('second', [
    item('b-park-early', 'park', '2027-03-15T12:00:00.000Z'),
    item('b-dates-late', 'dates', '2027-03-17T12:00:00.000Z'),
  ]);

  it('registers each source once and refuses another under the same name', () => {
    registerTripSuggestionSource(first);
    registerTripSuggestionSource(second);
    registerTripSuggestionSource(first);
    expect(tripSuggestionSources()).toEqual([first, second]);
    expect(() => registerTripSuggestionSource(sourceOf('first', []))).toThrow(/registered twice/);
  });

  it('merges every source: planned parks first, each part soonest first, up to the limit', async () => {
    const input = { viewerId: null, from: '2027-03-14', to: '2027-03-18', parks: ['EPCOT'] };
    const all = await suggestFor({} as Executor, { ...input, limit: 10 });
    expect(all.map((suggestion) => suggestion.id)).toEqual([
      'b-park-early',
      'a-park-late',
      'a-dates-early',
      'b-dates-late',
    ]);
    const three = await suggestFor({} as Executor, { ...input, limit: 3 });
    expect(three.map((suggestion) => suggestion.id)).toEqual([
      'b-park-early',
      'a-park-late',
      'a-dates-early',
    ]);
  });
});
