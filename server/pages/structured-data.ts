import type { OfficialEventDatesByName } from '../../common/features/events/event-seasons';
import type { GuidePage } from '../../common/features/guides/guide-pages';
import type { GuideSection } from '../../common/features/guides/guide-content.schema';
import { cardFigures, type ReviewFiguresBySlug } from '../../common/features/guides/review-figures';
import { catalogueSlug, reviewPagePath } from '../../common/features/reviews/review-limits';

type Json = Record<string, unknown>;
type SectionOf<K extends GuideSection['kind']> = Extract<GuideSection, { kind: K }>;

const ORGANIZATION_NAME = 'Magic Community';
const FLORIDA_ADDRESS = {
  '@type': 'PostalAddress',
  addressLocality: 'Lake Buena Vista',
  addressRegion: 'FL',
  addressCountry: 'US',
};

const NO_FIGURES: ReviewFiguresBySlug = new Map();

/** The review page of a guide's attraction or restaurant, absolute. */
const reviewPageUrl = (siteUrl: string, name: string) =>
  `${siteUrl}${reviewPagePath(catalogueSlug(name))}`;

/** An `AggregateRating` of the members' live figures, or of the guide's until there are reviews. */
function aggregateRating(figures: { rating: number; reviewCount: number }): Json {
  return {
    '@type': 'AggregateRating',
    ratingValue: figures.rating,
    reviewCount: figures.reviewCount,
    bestRating: 5,
    worstRating: 1,
  };
}

function sectionOf<K extends GuideSection['kind']>(guide: GuidePage, kind: K) {
  return guide.sections.find((s): s is SectionOf<K> => s.kind === kind);
}

/** The site's publisher, referenced by the other blocks. */
export function organizationData(siteUrl: string): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: ORGANIZATION_NAME,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    description:
      'A community-driven platform for Disney enthusiasts to share magical moments and tips.',
  };
}

function breadcrumbData(guide: GuidePage, siteUrl: string): Json {
  const trail = [{ label: 'Home', href: '/' }, ...guide.breadcrumbs];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: `${siteUrl}${index === trail.length - 1 ? guide.link.path : crumb.href}`,
    })),
  };
}

function faqData(guide: GuidePage): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: guide.faq.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

const itemList = (name: string, items: Json[]): Json => ({
  '@context': 'https://schema.org',
  '@type': 'ItemList',
  name,
  numberOfItems: items.length,
  itemListElement: items.map((item, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    item,
  })),
});

/**
 * The named things of a list-like guide (attractions, checklists, photo spots, tips); an
 * attraction links its review page and, once members reviewed it, carries their rating.
 */
function listItems(guide: GuidePage, siteUrl: string, figures: ReviewFiguresBySlug): Json[] {
  for (const section of guide.sections) {
    switch (section.kind) {
      case 'attractions':
        return section.items.map((a) => {
          const rating = cardFigures(figures, a.name, a);
          return {
            '@type': 'TouristAttraction',
            name: a.name,
            description: a.description,
            url: reviewPageUrl(siteUrl, a.name),
            containedInPlace: { '@type': 'AmusementPark', name: a.park },
            ...(rating.isLive ? { aggregateRating: aggregateRating(rating) } : {}),
          };
        });
      case 'checklists':
        return section.items.map((c) => ({
          '@type': 'CreativeWork',
          name: c.title,
          description: c.description,
        }));
      case 'photoSpots':
        return section.items.map((p) => ({
          '@type': 'TouristAttraction',
          name: p.name,
          description: p.description,
        }));
      case 'tipCategories':
        return section.categories.flatMap((c) =>
          c.tips.map((t) => ({
            '@type': 'CreativeWork',
            name: t.title,
            description: t.description,
          })),
        );
      default:
    }
  }
  return [];
}

/** The restaurants, each with the rating its card shows (the members' once reviewed). */
function restaurantsData(guide: GuidePage, siteUrl: string, figures: ReviewFiguresBySlug) {
  const section = sectionOf(guide, 'restaurants');
  if (!section) return null;
  return itemList(
    section.title,
    section.items.map((r) => ({
      '@type': 'Restaurant',
      name: r.name,
      url: reviewPageUrl(siteUrl, r.name),
      servesCuisine: r.cuisine,
      priceRange: r.priceRange,
      description: r.description,
      address: { ...FLORIDA_ADDRESS, streetAddress: r.location },
      aggregateRating: aggregateRating(cardFigures(figures, r.name, r)),
    })),
  );
}

function hotelsData(guide: GuidePage): Json | null {
  const section = sectionOf(guide, 'hotelTiers');
  if (!section) return null;
  return itemList(
    section.title,
    section.tiers.flatMap((tier) =>
      tier.hotels.map((h) => ({
        '@type': 'Hotel',
        name: h.name,
        description: h.highlight,
        priceRange: tier.nightlyRange,
        address: { ...FLORIDA_ADDRESS, streetAddress: h.area },
      })),
    ),
  );
}

function howToData(guide: GuidePage, siteUrl: string): Json | null {
  const section = sectionOf(guide, 'howTo');
  if (!section) return null;
  const { guide: howTo } = section;
  return {
    '@context': 'https://schema.org',
    '@type': 'HowTo',
    name: howTo.name,
    description: howTo.description,
    totalTime: howTo.totalTime,
    datePublished: howTo.datePublished,
    dateModified: howTo.dateModified,
    author: { '@type': 'Organization', name: howTo.author },
    publisher: { '@id': `${siteUrl}/#organization` },
    estimatedCost: {
      '@type': 'MonetaryAmount',
      currency: howTo.estimatedCost.currency,
      value: howTo.estimatedCost.value,
    },
    step: howTo.steps.map((step, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      name: step.name,
      text: step.text,
    })),
  };
}

function eventsData(
  guide: GuidePage,
  siteUrl: string,
  officialDates: OfficialEventDatesByName,
): Json[] {
  return (guide.structuredEvents ?? []).map((event) => {
    // The official event's real (current or next) season when the site has it.
    const live = officialDates.get(event.name);
    return {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: event.name,
      description: event.description,
      startDate: live ? live.startsAtLocal.slice(0, 10) : event.startDate,
      endDate: live ? live.endsAtLocal.slice(0, 10) : event.endDate,
      eventStatus:
        live?.status === 'cancelled'
          ? 'https://schema.org/EventCancelled'
          : 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      isAccessibleForFree: !event.ticketRequired,
      location: { '@type': 'Place', name: event.location, address: FLORIDA_ADDRESS },
      organizer: {
        '@type': 'Organization',
        name: 'Walt Disney World Resort',
        url: 'https://disneyworld.disney.go.com/',
      },
      about: event.eventType,
      url: `${siteUrl}${guide.link.path}`,
    };
  });
}

function articleData(guide: GuidePage, siteUrl: string, imageUrl: string): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: guide.heading,
    description: guide.metaDescription,
    image: imageUrl,
    dateModified: guide.updatedAt,
    author: { '@type': 'Organization', name: ORGANIZATION_NAME, url: `${siteUrl}/` },
    publisher: { '@id': `${siteUrl}/#organization` },
    mainEntityOfPage: `${siteUrl}${guide.link.path}`,
  };
}

/**
 * Every JSON-LD block of a guide page (issue 4): Organization, BreadcrumbList and FAQPage on
 * every page, plus the guide's own type: ItemList, Restaurant list, Hotel list, HowTo, the
 * events of the events page, or Article.
 */
export function guideStructuredData(
  guide: GuidePage,
  siteUrl: string,
  imageUrl: string,
  /** The catalogue's live review figures (the cards' ratings). */
  figures: ReviewFiguresBySlug = NO_FIGURES,
  /** The official events' real dates (the events guide's events). */
  officialDates: OfficialEventDatesByName = new Map(),
): Json[] {
  const blocks: (Json | null)[] = [
    organizationData(siteUrl),
    breadcrumbData(guide, siteUrl),
    faqData(guide),
  ];
  switch (guide.structuredData) {
    case 'ItemList':
      blocks.push(itemList(guide.heading, listItems(guide, siteUrl, figures)));
      break;
    case 'Restaurant':
      blocks.push(restaurantsData(guide, siteUrl, figures));
      break;
    case 'Hotel':
      blocks.push(hotelsData(guide));
      break;
    case 'HowTo':
      blocks.push(howToData(guide, siteUrl));
      break;
    case 'Event':
      blocks.push(...eventsData(guide, siteUrl, officialDates));
      break;
    case 'Article':
      blocks.push(articleData(guide, siteUrl, imageUrl));
      break;
  }
  return blocks.filter((block): block is Json => block !== null);
}
