import type { GuidePageContent } from '../guide-content.schema';

/** A month-by-month Walt Disney World planning timeline, budget categories and a step-by-step plan. */
export const tripPlanningGuide: GuidePageContent = {
  key: 'tripPlanning',
  heading: 'Disney World Trip Planning Timeline',
  metaTitle: 'Disney World Trip Planning Timeline and Budget',
  metaDescription:
    'Plan a Disney World trip step by step: when to book resorts, tickets and dining, what each part of the trip costs, and what to do 60 and 30 days out.',
  keywords: [
    'disney world trip planning',
    'disney planning timeline',
    'when to book disney dining',
    'disney 60 day dining window',
    'disney world budget',
    'disney resort booking window',
    'lightning lane planning',
    'first disney trip',
  ],
  breadcrumbs: [{ label: 'Trip Planning', href: '/disney-trip-planning' }],
  hero: {
    lead: 'A Disney World trip has a handful of dates that matter far more than the rest. This timeline shows what to book and when, from a year out to the week before you fly.',
    badges: ['Step-by-Step', 'Budget Ranges', '60-Day Dining'],
    actions: [
      { label: 'Meet Trip Planners', href: '/trip-planners' },
      { label: 'Join Community', href: '/auth' },
    ],
  },
  sections: [
    {
      kind: 'timeline',
      title: 'Your Disney World Planning Timeline',
      items: [
        {
          when: '12+ months before',
          title: 'Choose Dates and Book Your Resort',
          priority: 'High',
          tasks: [
            'Compare school calendars, crowd patterns and event dates such as the EPCOT festivals and Mickey’s Not-So-Scary Halloween Party.',
            'Set a total budget and a monthly savings target.',
            'Book a Disney resort; rooms can be reserved up to 499 days ahead, and popular resorts sell out for holiday weeks.',
            'Check passport expiry dates if anyone is travelling from outside the United States.',
          ],
        },
        {
          when: '6-8 months before',
          title: 'Tickets, Flights and the Big Decisions',
          priority: 'High',
          tasks: [
            'Buy date-based park tickets; prices for popular dates tend to rise as the date approaches.',
            'Book flights into Orlando International (MCO) while fares and times are still good.',
            'Decide whether you need a Park Hopper and set aside a Lightning Lane budget.',
            'Sketch which park you will visit each day, avoiding Magic Kingdom on nights it closes early for a ticketed party.',
          ],
        },
        {
          when: '60 days before',
          title: 'Book Dining Reservations',
          priority: 'Critical',
          tasks: [
            'Dining reservations open 60 days ahead at 6 a.m. Eastern; be logged in to the app a few minutes before.',
            'Resort guests can book for their whole stay, up to 10 days, on their 60-day morning.',
            'Start with the hardest tables: Cinderella’s Royal Table, Space 220, Topolino’s Terrace breakfast, ’Ohana and Be Our Guest.',
            'Keep a backup list, and note the $10 per person fee for no-shows or late cancellations.',
          ],
        },
        {
          when: '30 days before',
          title: 'Final Details and Lightning Lane Plan',
          priority: 'High',
          tasks: [
            'Pay the remaining balance on a vacation package, which is usually due 30 days before arrival.',
            'Complete online check-in in My Disney Experience and order MagicBand+ if you want one.',
            'Book airport transport or a rental car, and check park hours and ride refurbishments.',
            'Plan your Lightning Lane picks: resort guests book 7 days before arrival, everyone else 3 days before each park day.',
          ],
        },
      ],
    },
    {
      kind: 'budgetCategories',
      title: 'Where the Money Goes',
      intro:
        'Typical 2024-2025 ranges for each part of the trip. Prices vary by season, so treat them as a starting point.',
      items: [
        {
          name: 'Park tickets',
          range: 'About $110-$200 per person per day',
          description:
            'One-day tickets cost the most per day; a 4- or 5-day ticket brings the daily cost down substantially. Children aged 3-9 pay slightly less, and under-3s are free.',
          savingTip:
            'Add days rather than Park Hopper; each day after the fourth usually adds far less than the price of a 1-day ticket.',
        },
        {
          name: 'Resort hotel',
          range: 'About $130-$1,000+ per night',
          description:
            'Value resorts such as Pop Century run from about $130-$250, Moderates like Caribbean Beach about $250-$400, and Deluxes such as the Polynesian $600 and up.',
          savingTip:
            'Watch for room-only discounts, which Disney usually releases a few times a year and can often be applied to an existing booking.',
        },
        {
          name: 'Dining',
          range: 'About $70-$150 per adult per day',
          description:
            'Quick-service meals cost about $15-$22, table-service entrées about $30-$55, and character buffets about $50-$70 per adult. Snacks add $6-$10 each.',
          savingTip:
            'Pick one table-service meal a day at most, and bring breakfast items and snacks to the room.',
        },
        {
          name: 'Getting there and around',
          range: 'About $40-$150 each way from the airport',
          description:
            'A rideshare from MCO to most resorts costs about $40-$70 each way. Disney buses, monorail, boats and the Skyliner are free once you are on property.',
          savingTip:
            'Stay at a Disney resort and skip the rental car; day visitors pay about $30 a day to park at the theme parks.',
        },
        {
          name: 'Lightning Lane and extras',
          range: 'About $15-$39 per person per day',
          description:
            'Lightning Lane Multi Pass lets you book return times for many rides; Single Pass, for rides such as TRON Lightcycle / Run, costs about $10-$25 per ride.',
          savingTip:
            'Buy it only for Magic Kingdom and Hollywood Studios days, and rely on rope drop at EPCOT and Animal Kingdom.',
        },
        {
          name: 'Souvenirs',
          range: 'About $50-$200 per person',
          description:
            'Ears cost about $30-$40, spirit jerseys about $75, and MagicBand+ from about $35. Popcorn buckets and festival merchandise go quickly.',
          savingTip:
            'Give each child a gift card with a fixed amount; they decide how to spend it and the budget holds.',
        },
      ],
    },
    {
      kind: 'howTo',
      title: 'How to Plan a Walt Disney World Trip, Step by Step',
      guide: {
        name: 'How to Plan a Walt Disney World Trip',
        description:
          'A twelve-month plan for a first Walt Disney World vacation, from picking dates and booking a resort to dining reservations, Lightning Lane and packing. The estimated cost is for a family of four staying five nights at a Moderate resort, before flights.',
        author: 'Magic Community Guides Team',
        datePublished: '2025-01-15',
        dateModified: '2026-11-15',
        totalTime: 'P12M',
        estimatedCost: { currency: 'USD', value: 6500 },
        steps: [
          {
            name: 'Choose your dates and budget',
            text: 'Check school holidays, crowd patterns and event calendars, then set a total budget covering tickets, hotel, food, transport and extras.',
          },
          {
            name: 'Book your resort',
            text: 'Reserve a Disney resort up to 499 days ahead. Pick the tier that fits your budget and the location that suits the parks you care about most.',
          },
          {
            name: 'Buy tickets and flights',
            text: 'Six to eight months out, buy date-based tickets for the number of park days you need and book flights into Orlando International.',
          },
          {
            name: 'Plan your park days',
            text: 'Assign a park to each day, leave a rest day on longer trips, and list three or four must-do attractions per park.',
          },
          {
            name: 'Book dining at 60 days',
            text: 'At 6 a.m. Eastern, 60 days before your first day (or before check-in for resort guests, covering up to 10 days), book your table-service meals.',
          },
          {
            name: 'Finalize details at 30 days',
            text: 'Pay any package balance, complete online check-in, arrange airport transport and confirm your dining reservations.',
          },
          {
            name: 'Book Lightning Lane and pack',
            text: 'Buy Lightning Lane Multi Pass 7 days before arrival as a resort guest or 3 days before each park day otherwise, then pack using a checklist.',
          },
        ],
      },
    },
    {
      kind: 'prose',
      title: 'How Far Ahead to Book a Disney Resort',
      paragraphs: [
        'Disney resort rooms can be booked up to 499 days ahead, and for Christmas, New Year, spring break and Thanksgiving weeks members recommend booking as early as you can. Deluxe resorts on the monorail loop and the family suites at Art of Animation tend to fill first. A room-only booking usually needs a one-night deposit, while a package needs a $200 deposit.',
        'Booking early does not lock you into a price forever. Disney releases discounts several times a year, and a room-only reservation can often be modified to take advantage of one if your room type is included. Check the offers page every few weeks after you book.',
        'Staying on property brings real perks: 30 minutes of Early Theme Park Entry every day, a 7-day head start on Lightning Lane and the chance to book dining for your whole stay on day 60. For a first trip, those often matter more than a bigger room off site.',
      ],
    },
    {
      kind: 'cards',
      title: 'Choosing a Park Order',
      items: [
        {
          title: 'Start with Animal Kingdom or EPCOT',
          description:
            'Both parks are easier on a travel-weary family, and Animal Kingdom’s early close leaves time for a relaxed first evening at the resort.',
        },
        {
          title: 'Avoid party nights at Magic Kingdom',
          description:
            'On Halloween and Christmas party evenings, Magic Kingdom closes at 6 p.m. for day guests. Those daytimes can be quieter, but you lose the evening.',
        },
        {
          title: 'Put Hollywood Studios mid-trip',
          description:
            'Rise of the Resistance and Slinky Dog Dash need a rope-drop plan. By day two or three you will know the app and how early you need to be at the gate.',
        },
        {
          title: 'End with your favorite park',
          description:
            'For most families that is Magic Kingdom. Finishing with Happily Ever After gives the trip a proper ending.',
        },
      ],
    },
    {
      kind: 'topicLinks',
      title: 'Keep Exploring',
      links: [
        { label: 'Disney World Budget Guide', href: '/disney-world-budget-guide' },
        { label: 'Disney World Hotels', href: '/disney-world-hotels' },
        { label: 'Disney Restaurants', href: '/disney-restaurants' },
        { label: 'Disney Checklists', href: '/disney-checklists' },
        { label: 'Disney World Tips', href: '/disney-world-tips' },
        { label: 'Disney Events Calendar', href: '/disney-events' },
      ],
    },
  ],
  faq: [
    {
      question: 'How far in advance should I plan a Disney World trip?',
      answer:
        'Most members start about 12 months out, since resorts can be booked up to 499 days ahead and holiday weeks fill early. Six months is workable for quieter times of year. The dates you cannot miss are day 60 for dining and the Lightning Lane booking window.',
    },
    {
      question: 'When do Disney World dining reservations open?',
      answer:
        'Dining reservations open 60 days ahead at 6 a.m. Eastern. Guests staying at a Disney resort can book for their whole stay, up to 10 days, starting 60 days before check-in.',
    },
    {
      question: 'Do I still need park reservations?',
      answer:
        'Since January 2024, guests with date-based tickets no longer need a separate park reservation, and park hopping is allowed at any time of day with a Park Hopper ticket. Some annual passholders still need reservations on certain dates.',
    },
    {
      question: 'How much does a Disney World trip cost?',
      answer:
        'A family of four spending five nights at a Moderate resort with four park days typically spends about $6,000-$7,000 before flights. Value resorts and fewer table-service meals can bring that down to around $4,500.',
    },
    {
      question: 'When can I book Lightning Lane?',
      answer:
        'Guests at Disney resorts can buy Lightning Lane Multi Pass and choose times 7 days before arrival for their whole stay. Everyone else can book 3 days before each park day. Booking opens at 7 a.m. Eastern.',
    },
  ],
  cta: {
    title: 'Plan Your Trip with the Community',
    body: 'Members share their timelines, budgets and day-by-day plans, and trip planners answer questions. Join to save checklists and compare notes before your booking dates.',
    actions: [
      { label: 'Join Community', href: '/auth' },
      { label: 'Browse Public Checklists', href: '/checklists/public' },
    ],
  },
  memberAction: { label: 'Share Your Plans', href: '/feed' },
  topics: ['planning', 'budget', 'hotels', 'dining', 'tickets', 'money', 'checklists', 'families'],
  structuredData: 'HowTo',
  updatedAt: '2026-11-15',
};
