/**
 * Walt Disney World's booking rules as data (issue 29): one row per rule, with the number, what it
 * counts from, the park-time hour it opens, where the fact can be checked and when we last did.
 * Written in our own words from Disney's public pages; nothing here is official, so the trip page
 * says "rules as of {BOOKING_RULES_CHECKED_ON}". `booking-windows.ts` turns a trip into windows.
 */

/** Who a rule concerns. */
export const bookingRuleAudiences = [
  'everyone',
  'resort-guests',
  'off-site-guests',
  'no-park-tickets',
  'park-reservation-needed',
] as const;
export type BookingRuleAudience = (typeof bookingRuleAudiences)[number];

export const bookingRuleAudienceLabels: Record<BookingRuleAudience, string> = {
  everyone: 'Everyone',
  'resort-guests': 'Disney resort guests',
  'off-site-guests': 'Guests staying off-site',
  'no-park-tickets': 'Trips without park tickets yet',
  'park-reservation-needed': 'Tickets or passes that need a park reservation',
};

/** Whether the instant is when something becomes possible, or the last moment to do it. */
export const bookingRuleKinds = ['opens', 'deadline'] as const;
export type BookingRuleKind = (typeof bookingRuleKinds)[number];

/** A rule counts back from the arrival day, or from each park day of the plan. */
export const bookingRuleAnchors = ['arrival', 'each-park-day'] as const;
export type BookingRuleAnchor = (typeof bookingRuleAnchors)[number];

export interface BookingRule {
  /** Stable: reminders are keyed by it. Never rename a shipped id. */
  id: string;
  title: string;
  /** One sentence, our own words. */
  explanation: string;
  kind: BookingRuleKind;
  appliesTo: BookingRuleAudience;
  daysBefore: number;
  countsFrom: BookingRuleAnchor;
  /** Park time (America/New_York) `HH:mm`, or null when no hour is set (the whole park day). */
  parkTime: string | null;
  /** Disney's rule (true), or a reminder we suggest so nothing is missed (false). */
  official: boolean;
  /** A public page the fact can be checked at. */
  source: string;
  /** `YYYY-MM-DD`, the day we last checked the source. */
  lastChecked: string;
}

/** How many days of a resort stay the resort guests' dining window covers, arrival included. */
export const RESORT_DINING_STAY_DAYS = 10;

export const bookingRules = [
  {
    id: 'resort-booking',
    title: 'Resort booking opens',
    explanation:
      'Disney resort rooms can be reserved up to 499 days before the arrival day, and holiday weeks go first.',
    kind: 'opens',
    appliesTo: 'resort-guests',
    daysBefore: 499,
    countsFrom: 'arrival',
    parkTime: null,
    official: true,
    source: 'https://disneyworld.disney.go.com/resorts/ (Disney resort booking calendar)',
    lastChecked: '2026-12-06',
  },
  {
    id: 'dining-resort-stay',
    title: 'Dining reservations open for your whole stay',
    explanation:
      'Staying at a Disney resort lets you book tables for the first 10 days of your stay on one morning, 60 days before you check in.',
    kind: 'opens',
    appliesTo: 'resort-guests',
    daysBefore: 60,
    countsFrom: 'arrival',
    parkTime: '06:00',
    official: true,
    source: 'https://disneyworld.disney.go.com/dining/ (Dining reservations, "Make a reservation")',
    lastChecked: '2026-12-06',
  },
  {
    id: 'dining',
    title: 'Dining reservations open',
    explanation:
      'Table-service and character meals can be booked 60 days ahead of the day you want to eat.',
    kind: 'opens',
    appliesTo: 'everyone',
    daysBefore: 60,
    countsFrom: 'each-park-day',
    parkTime: '06:00',
    official: true,
    source: 'https://disneyworld.disney.go.com/dining/ (Dining reservations, "Make a reservation")',
    lastChecked: '2026-12-06',
  },
  {
    id: 'online-check-in',
    title: 'Online check-in opens',
    explanation:
      'In the app you can check in to your resort, add an arrival time and link a card for room charges from 60 days before arrival.',
    kind: 'opens',
    appliesTo: 'resort-guests',
    daysBefore: 60,
    countsFrom: 'arrival',
    parkTime: null,
    official: true,
    source: 'https://disneyworld.disney.go.com/resorts/online-check-in/',
    lastChecked: '2026-12-06',
  },
  {
    id: 'park-reservation',
    title: 'Make your park reservations',
    explanation:
      'Date-based tickets need no reservation, but annual passes and some special tickets still do, so we suggest securing each park day when dining opens, 60 days out.',
    kind: 'deadline',
    appliesTo: 'park-reservation-needed',
    daysBefore: 60,
    countsFrom: 'arrival',
    parkTime: '23:59',
    official: false,
    source: 'https://disneyworld.disney.go.com/experience-updates/park-reservations/',
    lastChecked: '2026-12-06',
  },
  {
    id: 'park-tickets',
    title: 'Buy your park tickets',
    explanation:
      'Lightning Lane selections need tickets linked to your account, so we suggest buying them at least two weeks before arrival.',
    kind: 'deadline',
    appliesTo: 'no-park-tickets',
    daysBefore: 14,
    countsFrom: 'arrival',
    parkTime: '23:59',
    official: false,
    source: 'https://disneyworld.disney.go.com/admission/tickets/',
    lastChecked: '2026-12-06',
  },
  {
    id: 'resort-cancel-free',
    title: 'Last day to cancel your room without a fee',
    explanation:
      'A room-only Disney resort booking returns its one-night deposit when cancelled at least 6 days before arrival; later than that the deposit is kept.',
    kind: 'deadline',
    appliesTo: 'resort-guests',
    daysBefore: 6,
    countsFrom: 'arrival',
    parkTime: '23:59',
    official: true,
    source:
      'https://disneyworld.disney.go.com/faq/resorts/cancellation-policy/ (Deposit, cancellation and refund policy)',
    lastChecked: '2026-12-06',
  },
  {
    id: 'lightning-lane-resort',
    title: 'Lightning Lane selections open for your whole stay',
    explanation:
      'Disney resort guests can buy Lightning Lane Multi Pass or Single Pass and pick return times for every day of their stay, 7 days before arrival.',
    kind: 'opens',
    appliesTo: 'resort-guests',
    daysBefore: 7,
    countsFrom: 'arrival',
    parkTime: '07:00',
    official: true,
    source: 'https://disneyworld.disney.go.com/lightning-lane-passes/',
    lastChecked: '2026-12-06',
  },
  {
    id: 'lightning-lane',
    title: 'Lightning Lane selections open',
    explanation:
      'Guests not staying at a Disney resort can buy Lightning Lane passes and pick return times 3 days before each park day.',
    kind: 'opens',
    appliesTo: 'off-site-guests',
    daysBefore: 3,
    countsFrom: 'each-park-day',
    parkTime: '07:00',
    official: true,
    source: 'https://disneyworld.disney.go.com/lightning-lane-passes/',
    lastChecked: '2026-12-06',
  },
] as const satisfies readonly BookingRule[];

export type BookingRuleId = (typeof bookingRules)[number]['id'];

/** The rule with this id. */
export function bookingRule(id: BookingRuleId): BookingRule {
  return bookingRules.find((rule) => rule.id === id)!;
}

/** The latest day any rule was checked: the trip page's "rules as of {date}". */
export const BOOKING_RULES_CHECKED_ON: string = bookingRules
  .map((rule) => rule.lastChecked)
  .reduce((latest, day) => (day > latest ? day : latest));
