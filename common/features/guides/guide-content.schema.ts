import { z } from 'zod';

/**
 * The typed content of the public guide pages (spec §2 "Public guide pages", §3 static display
 * entities). Every guide is plain data validated by `guidePageSchema`; one renderer turns any
 * guide into a page, its metadata and its structured data.
 */

const text = z.string().trim().min(1);
/** A path on this site (`/disney-events`, `/auth`), never another origin. */
const sitePath = z.string().regex(/^\/(?!\/)[^\s]*$/, 'a same-site path starting with /');
const rating = z.number().min(1).max(5);

export const parkNames = [
  'Magic Kingdom',
  'EPCOT',
  "Disney's Hollywood Studios",
  "Disney's Animal Kingdom",
  'Disney Springs',
  'Resort-wide',
] as const;
export const parkSchema = z.enum(parkNames);

/** Spec §3: attraction (name, park, type, rating, waitTime, height, description, reviewCount). */
export const attractionSchema = z.object({
  name: text,
  park: parkSchema,
  type: z.enum(['Thrill Ride', 'Family Ride', 'Dark Ride', 'Show', 'Water Ride', 'Experience']),
  rating,
  /** Typical posted wait, as a reader would say it: '60-90 min'. */
  waitTime: text,
  /** 'Any height' or a minimum such as '40 in (102 cm)'. */
  height: text,
  description: text,
  reviewCount: z.number().int().nonnegative(),
});

export const reservationDifficulties = ['Very Hard', 'Hard', 'Moderate', 'Walk-up'] as const;

/** Spec §3: restaurant (name, cuisine, priceRange, location, rating, reviewCount), plus §2's card fields. */
export const restaurantSchema = z.object({
  name: text,
  type: z.enum([
    'Table Service',
    'Quick Service',
    'Character Dining',
    'Signature Dining',
    'Lounge',
  ]),
  cuisine: text,
  priceRange: z.enum(['$', '$$', '$$$', '$$$$']),
  location: text,
  rating,
  reviewCount: z.number().int().nonnegative(),
  reservationDifficulty: z.enum(reservationDifficulties),
  description: text,
});

/** Spec §3: event (name, description, location, startDate, endDate, eventType, ticketRequired). */
export const eventSchema = z.object({
  name: text,
  description: text,
  location: text,
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  eventType: text,
  ticketRequired: z.boolean(),
});

export const popularityLevels = ['Moderate', 'High', 'Very High', 'Extremely High'] as const;

/** Spec §3: event card (name, dates text, park, type, ticketRequired, highlight, popularity). */
export const eventCardSchema = z.object({
  name: text,
  dates: text,
  park: text,
  type: text,
  ticketRequired: z.boolean(),
  highlight: text,
  popularity: z.enum(popularityLevels),
});

/** Spec §3: event-type card (title, icon, description, frequency, avgDuration, ticketCost). */
export const eventTypeCardSchema = z.object({
  title: text,
  icon: z.enum(['Sparkles', 'Gift', 'Trophy', 'Palette', 'Music', 'Utensils', 'Calendar']),
  description: text,
  frequency: text,
  avgDuration: text,
  ticketCost: text,
});

/** Spec §3: guide (name, description, author, dates, totalTime, estimatedCost, steps) → HowTo. */
export const howToGuideSchema = z.object({
  name: text,
  description: text,
  author: text,
  /** ISO dates the guide was first published and last reviewed. */
  datePublished: z.iso.date(),
  dateModified: z.iso.date(),
  /** ISO 8601 duration, e.g. 'P12M' or 'PT3H'. */
  totalTime: z
    .string()
    .regex(/^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/),
  estimatedCost: z.object({ currency: z.literal('USD'), value: z.number().positive() }),
  steps: z.array(z.object({ name: text, text })).min(3),
});

/** Spec §3: FAQ item (question, answer). */
export const faqItemSchema = z.object({ question: text, answer: text });

const cardSchema = z.object({ title: text, description: text });
const linkSchema = z.object({ label: text, href: sitePath });

/** Where a guide's 'Join Community' calls lead visitors (the auth page, spec §2). */
export const JOIN_HREF = '/auth';

/** The sections a guide is made of; each renders as one `<section>` with an `<h2>`. */
export const guideSectionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('prose'), title: text, paragraphs: z.array(text).min(1) }),
  z.object({
    kind: z.literal('cards'),
    title: text,
    intro: text.optional(),
    items: z.array(cardSchema).min(2),
  }),
  z.object({
    kind: z.literal('attractions'),
    title: text,
    intro: text.optional(),
    items: z.array(attractionSchema).min(3),
  }),
  z.object({
    kind: z.literal('parkSummary'),
    title: text,
    items: z
      .array(
        z.object({
          park: parkSchema,
          summary: text,
          mustDo: z.array(text).min(2),
          bestFor: text,
        }),
      )
      .min(4),
  }),
  z.object({
    kind: z.literal('restaurants'),
    title: text,
    intro: text.optional(),
    items: z.array(restaurantSchema).min(3),
  }),
  z.object({
    kind: z.literal('eventCards'),
    title: text,
    items: z.array(eventCardSchema).min(3),
  }),
  z.object({
    kind: z.literal('eventTypes'),
    title: text,
    items: z.array(eventTypeCardSchema).min(2),
  }),
  z.object({
    kind: z.literal('tipCategories'),
    title: text,
    categories: z
      .array(
        z.object({
          name: z.enum(['Money', 'Time', 'Planning', 'Insider']),
          description: text,
          tips: z.array(cardSchema).min(3),
        }),
      )
      .length(4),
  }),
  z.object({
    kind: z.literal('photoSpots'),
    title: text,
    intro: text.optional(),
    items: z
      .array(
        z.object({
          name: text,
          park: parkSchema,
          bestTime: text,
          difficulty: z.enum(['Easy', 'Medium']),
          description: text,
        }),
      )
      .min(4),
  }),
  z.object({
    kind: z.literal('timeline'),
    title: text,
    items: z
      .array(
        z.object({
          when: z.enum([
            '12+ months before',
            '6-8 months before',
            '60 days before',
            '30 days before',
          ]),
          title: text,
          priority: z.enum(['High', 'Critical']),
          tasks: z.array(text).min(2),
        }),
      )
      .length(4),
  }),
  z.object({
    kind: z.literal('budgetCategories'),
    title: text,
    intro: text.optional(),
    items: z
      .array(z.object({ name: text, range: text, description: text, savingTip: text }))
      .min(4),
  }),
  z.object({
    kind: z.literal('checklists'),
    title: text,
    items: z
      .array(
        z.object({
          title: text,
          category: text,
          itemCount: z.number().int().positive(),
          description: text,
          sampleItems: z.array(text).min(3),
        }),
      )
      .min(4),
  }),
  z.object({
    kind: z.literal('hotelTiers'),
    title: text,
    intro: text.optional(),
    tiers: z
      .array(
        z.object({
          tier: z.enum(['Value', 'Moderate', 'Deluxe', 'Deluxe Villa']),
          nightlyRange: text,
          description: text,
          hotels: z
            .array(
              z.object({
                name: text,
                area: text,
                transport: text,
                highlight: text,
                rating,
              }),
            )
            .min(2),
        }),
      )
      .length(4),
  }),
  z.object({
    kind: z.literal('comparisonTable'),
    title: text,
    intro: text.optional(),
    columns: z.tuple([text, text]),
    rows: z.array(z.object({ aspect: text, values: z.tuple([text, text]) })).min(8),
  }),
  z.object({ kind: z.literal('budgetCalculator'), title: text, intro: text }),
  z.object({ kind: z.literal('howTo'), title: text, guide: howToGuideSchema }),
  z.object({ kind: z.literal('topicLinks'), title: text, links: z.array(linkSchema).min(3) }),
]);

/** The structured data type each guide adds beside BreadcrumbList and FAQPage (issue 4). */
export const structuredDataKinds = [
  'Article',
  'ItemList',
  'Restaurant',
  'Hotel',
  'HowTo',
  'Event',
] as const;

export const guidePageSchema = z.object({
  /** Key in `guideLinks` (guide-catalog.ts); the path and menu title come from there. */
  key: text,
  /** The `<h1>`. */
  heading: text,
  /** `<title>` before the site suffix; at most 60 characters to show in full in results. */
  metaTitle: z.string().trim().min(10).max(60),
  /** Meta description: 70-160 characters. */
  metaDescription: z.string().trim().min(70).max(160),
  keywords: z.array(text).min(3).max(12),
  /** Trail after 'Home'; the last entry is the current page. */
  breadcrumbs: z.array(linkSchema).min(1).max(3),
  hero: z.object({
    lead: text,
    badges: z.array(text).max(4),
    actions: z.array(linkSchema).max(2),
  }),
  sections: z.array(guideSectionSchema).min(2),
  faq: z.array(faqItemSchema).min(4).max(8),
  cta: z.object({ title: text, body: text, actions: z.array(linkSchema).min(1).max(2) }),
  /**
   * What a signed-in member sees in place of each 'Join Community' call (hero and closing call):
   * something a member can do about the guide's topic, never the auth page.
   */
  memberAction: linkSchema.refine((link) => link.href !== JOIN_HREF, 'Members have joined'),
  /** Topics this guide covers, used to score related guides (spec §2: up to 6 by relevance). */
  topics: z.array(text).min(3),
  structuredData: z.enum(structuredDataKinds),
  /** Events described in JSON-LD (the events page: spec §2 names three). */
  structuredEvents: z.array(eventSchema).optional(),
  /** Guide keys that must be the related list, in order, when the spec names them (events). */
  relatedKeys: z.array(text).max(6).optional(),
  /** ISO date the guide was last reviewed; shown on the page and used as sitemap lastmod. */
  updatedAt: z.iso.date(),
});

export type Attraction = z.infer<typeof attractionSchema>;
export type Restaurant = z.infer<typeof restaurantSchema>;
export type GuideEvent = z.infer<typeof eventSchema>;
export type EventCard = z.infer<typeof eventCardSchema>;
export type EventTypeCard = z.infer<typeof eventTypeCardSchema>;
export type HowToGuide = z.infer<typeof howToGuideSchema>;
export type FaqItem = z.infer<typeof faqItemSchema>;
export type GuideSection = z.infer<typeof guideSectionSchema>;
export type GuidePageContent = z.infer<typeof guidePageSchema>;
