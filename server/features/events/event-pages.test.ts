import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { currentOrNextSeason } from '../../../common/features/events/event-seasons';
import { officialEvents } from '../../../common/features/events/official-events';
import { events } from '../../db/schema';
import { describeEachDatabase } from '../../test/build-test-app';
import { createMember, type TestMember } from '../../test/sign-in';
import { createGroupAs, joinAs } from '../../test/groups-test-support';
import { parkIsoWithOffset } from './event-pages.routes';
import { listSitemapEvents } from './event-sitemap.repository';
import { callAs, createEventAs } from '../../test/events-test-support';

const SITE = 'https://magic.example';

/** The JSON-LD blocks of a page. */
function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

it('writes park times with their offset, winter and summer', () => {
  expect(parkIsoWithOffset('2026-12-25T00:00:00.000Z')).toBe('2026-12-24T19:00:00-05:00');
  expect(parkIsoWithOffset('2026-07-05T01:15:00.000Z')).toBe('2026-07-04T21:15:00-04:00');
});

describeEachDatabase(
  'event pages rendered on the server',
  (ctx) => {
    let organizer: TestMember;
    beforeAll(async () => {
      organizer = await createMember(ctx().db);
    });

    it('renders an event with its head and JSON-LD Event, cancelled ones marked', async () => {
      const event = await createEventAs(ctx(), organizer, {
        title: 'Holiday lights at the Studios',
        description: 'We walk Sunset Boulevard after dark and watch the projections on the Tower.',
        park: 'Hollywood Studios',
        location: 'Sunset Boulevard, by the Hollywood Tower Hotel',
        startsAt: '2027-12-10T18:30',
        endsAt: '2027-12-10T21:00',
        ticketRequired: true,
        ticketNotes: 'Park ticket for that day.',
        capacity: 12,
      });
      const res = await callAs(ctx(), 'GET', `/event/${event.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      const html = res.body;
      expect(html).toContain('<title>Holiday lights at the Studios | Magic Community</title>');
      expect(html).toContain(`<link rel="canonical" href="${SITE}/event/${event.id}" />`);
      expect(metaContent(html, 'robots')).toBe('index, follow, max-image-preview:large');
      expect(metaContent(html, 'description')).toBe(
        'We walk Sunset Boulevard after dark and watch the projections on the Tower.',
      );
      expect(metaContent(html, 'og:image')).toBe(`${SITE}/og/site.png`);
      expect(html).toContain('data-app-takeover');
      expect(html).toContain('<h1');
      expect(html).toContain(`href="/api/events/${event.id}/calendar.ics"`);
      const [data] = structuredData(html).filter((block) => block['@type'] === 'Event');
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        name: 'Holiday lights at the Studios',
        url: `${SITE}/event/${event.id}`,
        startDate: '2027-12-10T18:30:00-05:00',
        endDate: '2027-12-10T21:00:00-05:00',
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: {
          '@type': 'Place',
          name: 'Hollywood Studios · Sunset Boulevard, by the Hollywood Tower Hotel',
        },
        organizer: { '@type': 'Person', name: organizer.username },
        offers: { '@type': 'Offer', description: 'Park ticket for that day.' },
        maximumAttendeeCapacity: 12,
        image: [`${SITE}/og/site.png`],
      });

      await callAs(ctx(), 'POST', `/api/events/${event.id}/cancel`, organizer, { reason: 'Rain' });
      const cancelled = await callAs(ctx(), 'GET', `/event/${event.id}`);
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.body).toContain('<title>Cancelled: Holiday lights at the Studios');
      const [after] = structuredData(cancelled.body).filter((b) => b['@type'] === 'Event');
      expect(after).toMatchObject({ eventStatus: 'https://schema.org/EventCancelled' });
    });

    it('shows an official event as the site’s, at its park time', async () => {
      const official = officialEvents[1]!;
      const res = await callAs(ctx(), 'GET', `/event/${official.id.toUpperCase()}`);
      expect(res.statusCode).toBe(200);
      const [data] = structuredData(res.body).filter((block) => block['@type'] === 'Event');
      // Its season in progress or next (seeded at start-up), at 7 pm park time.
      const season = currentOrNextSeason(official.season, new Date());
      expect(data).toMatchObject({
        name: official.title,
        startDate: expect.stringMatching(new RegExp(`^${season.startsAtLocal}:00-0[45]:00$`)),
        organizer: { '@type': 'Organization', name: 'Magic Community' },
      });
    });

    it('answers 404 noindex for a private group’s event, a deleted one and an unknown id; the sitemap list leaves them out', async () => {
      const member = await createMember(ctx().db);
      const group = await createGroupAs(ctx(), organizer, { visibility: 'private' });
      await joinAs(ctx(), group, member, organizer);
      const hidden = await createEventAs(ctx(), organizer, {
        title: 'Members-only night swim',
        groupId: group.id,
      });
      const deleted = await createEventAs(ctx(), organizer, { title: 'Deleted picnic' });
      await ctx().db.update(events).set({ deletedAt: new Date() }).where(eq(events.id, deleted.id));
      const listed = await createEventAs(ctx(), organizer, { title: 'Public brunch' });
      for (const id of [hidden.id, deleted.id, crypto.randomUUID(), 'not-an-id']) {
        const res = await callAs(ctx(), 'GET', `/event/${id}`);
        expect(res.statusCode, id).toBe(404);
        expect(metaContent(res.body, 'robots')).toBe('noindex, follow');
        expect(res.body).not.toContain('Members-only night swim');
        expect(res.body).not.toContain('Deleted picnic');
        // A member of the private group gets the app, which shows it to them.
        expect(res.body).toContain('data-app-takeover');
      }
      const sitemap = (await listSitemapEvents(ctx().db)).map((row) => row.id);
      expect(sitemap).toContain(listed.id);
      expect(sitemap).toContain(officialEvents[0]!.id);
      expect(sitemap).not.toContain(hidden.id);
      expect(sitemap).not.toContain(deleted.id);
      // The sitemap's events file lists the same, and the index names it.
      const file = await callAs(ctx(), 'GET', '/sitemaps/events.xml');
      expect(file.statusCode).toBe(200);
      expect(file.body).toContain(`<loc>${SITE}/event/${listed.id}</loc>`);
      expect(file.body).toContain(`<loc>${SITE}/event/${officialEvents[0]!.id}</loc>`);
      expect(file.body).not.toContain(hidden.id);
      expect(file.body).not.toContain(deleted.id);
      const index = await callAs(ctx(), 'GET', '/sitemap.xml');
      expect(index.body).toContain(`<loc>${SITE}/sitemaps/events.xml</loc>`);
    });
  },
  { siteUrl: SITE },
);
