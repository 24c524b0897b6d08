import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officialEvents } from '../../../common/features/events/official-events';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { events } from '../../db/schema';
import { testConfig } from '../../test/build-test-app';
import { createTestDatabase, testEngines } from '../../test/test-database';
import { officialEventChanges } from './official-event-dates';

/** 6 December 2026, 10 am at the park. */
const NOW = new Date('2026-12-06T15:00:00Z');

/** The guide's event cards: name, phase badge and dates line, in page order. */
function eventCards(html: string): { name: string; phase: string | null; dates: string }[] {
  const grid = html.slice(
    html.indexOf('Upcoming Disney Events'),
    html.indexOf('Types of Disney Events'),
  );
  return [...grid.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map(([, card]) => {
    const text = (part: string) =>
      part
        .replace(/<[^>]+>/g, '')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&amp;/g, '&')
        .trim();
    const name = text(/<h3[^>]*>([\s\S]*?)<\/h3>/.exec(card!)![1]!);
    const phase = /data-phase="[^"]+"[^>]*>([^<]+)</.exec(card!)?.[1] ?? null;
    const dates = text(/<svg[\s\S]*?<\/svg>([\s\S]*?)<\/p>/.exec(card!)![1]!);
    return { name, phase, dates };
  });
}

describe.each(testEngines)(
  'the events guide shows the official events’ real dates [%s]',
  (engine) => {
    let handle: DatabaseHandle;
    let app: Awaited<ReturnType<typeof buildApp>>;
    beforeAll(async () => {
      handle = await createTestDatabase(engine);
      app = await buildApp(testConfig(), { database: handle, clock: { now: () => NOW } });
      await app.ready();
    }, 60_000);
    afterAll(async () => {
      await app?.close();
      await handle?.close();
    }, 30_000);

    it('on 6 December 2026 every card is happening now or upcoming, soonest first, with this season’s dates', async () => {
      const res = await app.inject({ method: 'GET', url: '/disney-events' });
      expect(res.statusCode).toBe(200);
      const cards = eventCards(res.body);
      expect(cards).toHaveLength(6);
      for (const card of cards) expect(['Happening now', 'Upcoming']).toContain(card.phase);
      // (The heading is the spec's 'Disney World Events 2024'; no card or event date is of 2024.)
      for (const card of cards) expect(card.dates).not.toMatch(/2024|2025/);
      expect(res.body).not.toMatch(/"startDate":"202[45]/);
      expect(cards.find((card) => card.name.startsWith("Mickey's"))).toEqual({
        name: "Mickey's Very Merry Christmas Party",
        phase: 'Happening now',
        dates: 'Select nights, Nov 6 - Dec 18, 2026',
      });
      expect(cards.find((card) => card.name.includes('Food & Wine'))).toMatchObject({
        phase: 'Upcoming',
        dates: 'Aug 26 - Nov 20, 2027',
      });
      // Soonest first: the three holiday seasons on now, then January's arts festival.
      expect(cards.slice(0, 3).map((card) => card.phase)).toEqual(Array(3).fill('Happening now'));
      expect(cards[3]!.name).toBe('EPCOT International Festival of the Arts');
      // The structured data follows the real dates.
      expect(res.body).toContain('"startDate":"2027-08-26"');
      expect(res.headers['cache-control']).toBe('public, no-cache');
    });

    it('never calls an ended or cancelled event upcoming', async () => {
      const [arts, princess] = [officialEvents[4]!, officialEvents[5]!];
      // A season that ended without moving on (the daily job not yet run), and a cancellation.
      await handle.db
        .update(events)
        .set({
          startsAt: new Date('2026-11-01T15:00:00Z'),
          endsAt: new Date('2026-12-01T15:00:00Z'),
        })
        .where(eq(events.id, arts.id));
      await handle.db
        .update(events)
        .set({ status: 'cancelled', cancelReason: 'Not this year' })
        .where(eq(events.id, princess.id));
      officialEventChanges.changed();
      const res = await app.inject({ method: 'GET', url: '/disney-events' });
      const cards = eventCards(res.body);
      expect(cards.find((card) => card.name === arts.title)?.phase).toBe('Ended');
      expect(cards.find((card) => card.name === princess.title)?.phase).toBe('Cancelled');
      expect(res.body).toContain('https://schema.org/EventScheduled');
    });
  },
);
