import type { FastifyPluginAsync } from 'fastify';
import {
  EVENT_NOT_FOUND_MESSAGE,
  eventPagePath,
} from '../../../common/features/events/event-limits';
import type { Event } from '../../../common/features/events/events.contract';
import { instantToParkLocal } from '../../../common/features/events/park-time';
import { normalizeId } from '../../../common/features/profiles/profiles.contract';
import {
  EVENT_MISSING_DESCRIPTION,
  eventPlaceText,
  renderEventMissingBody,
  renderEventPageBody,
} from '../../../web/ssr/render-event-page';
import { answerPageNotForVisitors, readAppShell } from '../../lib/app-shell';
import { AppError } from '../../lib/app-error';
import { SITE_NAME, type ShareImage } from '../../lib/html-document';
import { sendHtmlPage } from '../../lib/html-page-reply';
import { PAGE_ENTRY, readPageAssets } from '../../lib/web-assets';
import { listVisitorNavigation } from '../navigation/navigation.service';
import { siteShareImage } from '../../pages/site-share-image';
import { getEvent } from './events.service';

const INDEXABLE = 'index, follow, max-image-preview:large';
const NOT_INDEXABLE = 'noindex, follow';
const DESCRIPTION_MAX = 160;

const isNotFound = (err: unknown) => err instanceof AppError && err.statusCode === 404;

/**
 * An instant as ISO 8601 with the park's offset (`2026-12-24T19:00:00-05:00`), as schema.org
 * dates read best: the wall-clock time people will see at the gate.
 */
export function parkIsoWithOffset(instant: string | Date): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  const local = instantToParkLocal(date);
  const [day, time] = local.split('T');
  const [year, month, dayOfMonth] = day!.split('-').map(Number);
  const [hour, minute] = time!.split(':').map(Number);
  const wallClock = Date.UTC(year!, month! - 1, dayOfMonth!, hour!, minute!);
  const offsetMinutes = Math.round(
    (wallClock - Math.floor(date.getTime() / 60000) * 60000) / 60000,
  );
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The page's description: the event's own words, or what and where, at most 160 characters. */
export function eventDescription(event: Event): string {
  const own = event.description.replace(/\s+/g, ' ').trim();
  const fallback = `${event.title}: ${[event.park, event.location].filter(Boolean).join(', ')}.`;
  const text = own || fallback;
  return text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

function eventShareImage(siteUrl: string, event: Event): ShareImage {
  if (!event.cover) return siteShareImage(siteUrl);
  return {
    url: new URL(event.cover.url, siteUrl).toString(),
    alt: event.cover.alt ?? event.title,
    width: event.cover.width,
    height: event.cover.height,
  };
}

/** JSON-LD `Event` of schema.org for the event's page. */
export function eventStructuredData(siteUrl: string, event: Event, image: ShareImage) {
  const url = `${siteUrl}${eventPagePath(event.id)}`;
  const place = eventPlaceText(event);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description || eventDescription(event),
    url,
    image: [image.url],
    startDate: parkIsoWithOffset(event.startsAt),
    endDate: parkIsoWithOffset(event.endsAt),
    eventStatus:
      event.status === 'cancelled'
        ? 'https://schema.org/EventCancelled'
        : 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: place || 'Walt Disney World Resort',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Lake Buena Vista',
        addressRegion: 'FL',
        addressCountry: 'US',
      },
    },
    organizer: event.official
      ? { '@type': 'Organization', name: SITE_NAME, url: siteUrl }
      : {
          '@type': 'Person',
          name: event.organizer.username,
          url: `${siteUrl}/profile/${event.organizer.id}`,
        },
    ...(event.ticketRequired
      ? {
          offers: {
            '@type': 'Offer',
            url,
            ...(event.ticketNotes ? { description: event.ticketNotes } : {}),
            availability:
              event.status === 'cancelled'
                ? 'https://schema.org/Discontinued'
                : 'https://schema.org/InStock',
          },
        }
      : {}),
    ...(event.capacity !== null ? { maximumAttendeeCapacity: event.capacity } : {}),
  };
}

/**
 * `/event/{id}` rendered on the server (issue 13) for crawlers and readers without JavaScript:
 * the event as a visitor reads it through `GET /api/events/{id}`'s service (so a private
 * group's event is never in it), with a title, description, canonical URL, share image (the
 * cover, or the site's card) and JSON-LD `Event`. An unknown, deleted or hidden event answers
 * 404 `noindex`, and a member's app takes that page over (a private group's member sees it); a
 * member's browser gets the app shell instead (issue 26, `app-shell.ts`).
 */
export const eventPagesRoutes: FastifyPluginAsync<{
  siteUrl: string;
  webDistDir: string | null;
}> = async (app, { siteUrl, webDistDir }) => {
  const { db } = app.database;
  const assets = await readPageAssets(webDistDir, PAGE_ENTRY);
  const shell = await readAppShell(webDistDir);

  app.get<{ Params: { id: string } }>('/event/:id', async (request, reply) => {
    const id = normalizeId(request.params.id);
    const path = eventPagePath(id);
    const navigation = await listVisitorNavigation(db);
    let event: Event;
    try {
      event = await getEvent(db, null, id);
    } catch (err) {
      if (!isNotFound(err)) throw err;
      return answerPageNotForVisitors(request, reply, shell, () =>
        sendHtmlPage(reply, 404, {
          head: {
            title: EVENT_NOT_FOUND_MESSAGE,
            description: EVENT_MISSING_DESCRIPTION,
            url: `${siteUrl}${path}`,
            robots: NOT_INDEXABLE,
            ogType: 'website',
          },
          assets,
          body: renderEventMissingBody(path, navigation),
          takeOver: true,
        }),
      );
    }
    const image = eventShareImage(siteUrl, event);
    return sendHtmlPage(reply, 200, {
      head: {
        title: event.status === 'cancelled' ? `Cancelled: ${event.title}` : event.title,
        description: eventDescription(event),
        url: `${siteUrl}${path}`,
        robots: INDEXABLE,
        ogType: 'website',
        image,
        structuredData: [eventStructuredData(siteUrl, event, image)],
      },
      assets,
      body: renderEventPageBody(event, navigation),
      takeOver: true,
    });
  });
};
