import type { GuidePageContent } from '../guide-content.schema';

/** The Walt Disney World events calendar: festivals, holiday parties and runDisney weekends. */
export const eventsGuide: GuidePageContent = {
  key: 'events',
  heading: 'Disney World Events 2024',
  metaTitle: 'Disney World Events 2024: Festivals, Parties & Races',
  metaDescription:
    'Disney World events for 2024-2025: EPCOT festivals, holiday parties, runDisney weekends, with dates, ticket costs and planning tips from regular visitors.',
  keywords: [
    'disney world events 2024',
    'epcot food and wine festival',
    "mickey's very merry christmas party",
    'epcot festival of the arts',
    'disney princess half marathon',
    'disney holiday parties',
    'rundisney',
    'disney events calendar',
  ],
  breadcrumbs: [
    { label: 'Disney Guides', href: '/disney-events' },
    { label: 'Events Calendar', href: '/disney-events' },
  ],
  hero: {
    lead: 'Almost every week of the year something extra is happening at Walt Disney World, from EPCOT’s four festivals to after-hours holiday parties and runDisney race weekends. Here is what runs when, what needs a separate ticket, and how to plan a trip around it.',
    badges: ['Year-Round Events', 'Ticket Info', 'Updated Daily'],
    actions: [{ label: 'View All Events', href: '/events' }],
  },
  sections: [
    {
      kind: 'eventCards',
      title: 'Upcoming Disney Events',
      items: [
        {
          name: 'EPCOT International Food & Wine Festival',
          dates: 'Aug 29 - Nov 23, 2024',
          park: 'EPCOT',
          type: 'Festival',
          ticketRequired: false,
          highlight:
            'Around 25 Global Marketplace booths with small plates from about $6-$10, plus Eat to the Beat concerts at the America Gardens Theatre.',
          popularity: 'Extremely High',
        },
        {
          name: "Mickey's Very Merry Christmas Party",
          dates: 'Select nights, Nov 8 - Dec 20, 2024',
          park: 'Magic Kingdom',
          type: 'Holiday Party',
          ticketRequired: true,
          highlight:
            'Once Upon a Christmastime Parade, the Minnie’s Wonderful Christmastime Fireworks, free cookies and cocoa, and snow on Main Street U.S.A.',
          popularity: 'Extremely High',
        },
        {
          name: 'EPCOT International Festival of the Holidays',
          dates: 'Nov 29 - Dec 30, 2024',
          park: 'EPCOT',
          type: 'Festival',
          ticketRequired: false,
          highlight:
            'Holiday Kitchens serving festive dishes from around the world and the Candlelight Processional with a celebrity narrator and full orchestra.',
          popularity: 'Very High',
        },
        {
          name: "Disney Jollywood Nights at Disney's Hollywood Studios",
          dates: 'Select nights, Nov - Dec 2024',
          park: "Disney's Hollywood Studios",
          type: 'Holiday Party',
          ticketRequired: true,
          highlight:
            'A 1940s Hollywood-style holiday night with swing music, the Disney Holidays in Hollywood stage show and a glowing Sunset Boulevard.',
          popularity: 'High',
        },
        {
          name: 'EPCOT International Festival of the Arts',
          dates: 'Jan 17 - Feb 24, 2025',
          park: 'EPCOT',
          type: 'Festival',
          ticketRequired: false,
          highlight:
            'Food Studios with plated dishes styled like artwork, the Disney on Broadway concert series and a paint-by-number mural you can help finish.',
          popularity: 'Moderate',
        },
        {
          name: 'Disney Princess Half Marathon Weekend',
          dates: 'Feb 27 - Mar 2, 2025',
          park: 'Resort-wide',
          type: 'runDisney Race',
          ticketRequired: true,
          highlight:
            'A 5K, a 10K and a half marathon that runs through EPCOT and Magic Kingdom, with costumed runners and character photo stops along the course.',
          popularity: 'Very High',
        },
      ],
    },
    {
      kind: 'eventTypes',
      title: 'Types of Disney Events',
      items: [
        {
          title: 'EPCOT Festivals',
          icon: 'Utensils',
          description:
            'Four festivals fill nearly the whole EPCOT calendar: Festival of the Arts, Flower & Garden, Food & Wine and Festival of the Holidays. Each adds food booths, concerts and themed displays around World Showcase.',
          frequency: 'Four a year, almost back to back',
          avgDuration: '5 to 12 weeks',
          ticketCost: 'Free with park admission; food and drink priced per item',
        },
        {
          title: 'Holiday Parties',
          icon: 'Gift',
          description:
            'Separately ticketed evenings such as Mickey’s Not-So-Scary Halloween Party and Mickey’s Very Merry Christmas Party, with parades, fireworks, treats and character meets you only see on party nights.',
          frequency: 'About 60 select nights from August to December',
          avgDuration: '5 hours (7 pm to midnight)',
          ticketCost: '$109-$199 per person',
        },
        {
          title: 'runDisney Races',
          icon: 'Trophy',
          description:
            'Race weekends with 5K to full-marathon distances that run through the parks before opening. Registration opens months ahead and popular races sell out quickly.',
          frequency: 'Three to four weekends a year',
          avgDuration: '4 to 5 days per race weekend',
          ticketCost: '$120-$340 per race',
        },
        {
          title: 'Seasonal Celebrations',
          icon: 'Sparkles',
          description:
            'Decorations, overlays and limited-time shows that come with your park ticket: the Jingle Cruise, holiday tree displays at the Deluxe resorts, Sunset Seasons Greetings on the Tower of Terror and Halloween touches across Magic Kingdom.',
          frequency: 'Halloween and Christmas seasons each year',
          avgDuration: '6 to 8 weeks',
          ticketCost: 'Included with park admission',
        },
      ],
    },
    {
      kind: 'cards',
      title: 'Event Planning Tips',
      intro: 'Events make a trip more fun, but they also make the parks busier. Three habits help.',
      items: [
        {
          title: 'Book Early',
          description:
            'Buy party tickets as soon as your dates are set; Friday and December nights often sell out weeks ahead. Book your resort (up to 499 days out) and event-period dining at the 60-day mark, since festival seasons fill World Showcase tables fast.',
        },
        {
          title: 'Arrive Early',
          description:
            'Party ticket holders can enter Magic Kingdom from 4 pm, so use the late afternoon for rides while day guests are still there. For festivals, start at the booths before noon on weekdays; Saturday evenings around World Showcase get very crowded.',
        },
        {
          title: 'Check Schedules',
          description:
            'Concert line-ups, Candlelight Processional narrators, parade times and race-day road closures change from week to week. Check the app and the times guide the morning of your visit, and note that Magic Kingdom closes early to day guests on party nights.',
        },
      ],
    },
    {
      kind: 'topicLinks',
      title: 'Plan More of Your Event Trip',
      links: [
        { label: 'Disney Trip Planning Timeline', href: '/disney-trip-planning' },
        { label: 'Disney World Tips', href: '/disney-world-tips' },
        { label: 'Disney Restaurants and Dining Reservations', href: '/disney-restaurants' },
        { label: 'Disney Photography Spots', href: '/disney-photography' },
        { label: 'Must-Do Disney Attractions', href: '/disney-attractions' },
      ],
    },
    {
      kind: 'prose',
      title: 'How the Disney Calendar Flows',
      paragraphs: [
        'The year opens with Walt Disney World Marathon Weekend in early January, then EPCOT’s Festival of the Arts from mid-January into late February. The Princess Half Marathon weekend closes out February. Flower & Garden follows from early March to early June, with topiaries, the Garden Rocks concerts and outdoor kitchens; it is the gentlest festival for families because spring weather is still comfortable.',
        'Summer is the quiet stretch for events, but it does not last long. Mickey’s Not-So-Scary Halloween Party starts in August, Food & Wine follows in late August and runs into late November, and the Wine & Dine Half Marathon weekend lands in early November. That overlap makes September and October a good time for a trip packed with extras, as long as you can handle the heat.',
        'From early November the resort switches to the holidays: the Christmas party at Magic Kingdom, Jollywood Nights at Hollywood Studios, Festival of the Holidays at EPCOT and the big lobby displays at the Grand Floridian, Beach Club and Wilderness Lodge, which you can visit for free. The week between Christmas and New Year’s is the busiest of the year, so plan Lightning Lane purchases and dining well ahead if you visit then.',
      ],
    },
    {
      kind: 'prose',
      title: 'Is a Party Ticket Worth It?',
      paragraphs: [
        'A party ticket is a separate admission, not an add-on, so you pay for one evening even if you already have a park ticket. In return you get exclusive parades and fireworks, shorter waits on many rides after about 8 pm, free treats and character meets you cannot get at other times. For families who want the Halloween or Christmas parade, it is the only way to see them.',
        'The value depends on the night. Early-season and Monday or Tuesday nights are cheaper and usually less crowded, while Halloween week and the December nights cost the most and sell out. If you only have one evening, pick a night early in your trip so you have a rain backup, and arrive by 4 pm to get the most out of the ticket.',
      ],
    },
  ],
  faq: [
    {
      question: 'When do Disney holiday party tickets go on sale?',
      answer:
        'Holiday party tickets go on sale in spring and summer: Halloween party tickets usually release in spring, and Christmas party tickets follow in late spring or early summer. Popular nights, especially Halloween week and mid-December, can sell out within weeks, so buy as soon as your dates are firm.',
    },
    {
      question: 'Are the EPCOT festivals included with park admission?',
      answer:
        'Yes. Walking around the festival, the displays and most concerts are included with a regular EPCOT ticket. You pay for each food and drink item at the booths, and a few extras such as special dining packages and premium seating cost more.',
    },
    {
      question: 'Can I ride attractions during a Disney holiday party?',
      answer:
        'Yes. Most Magic Kingdom rides stay open during the party, and waits often drop once the parade and fireworks start. Headliners like Seven Dwarfs Mine Train still draw lines, so ride them early or late in the evening.',
    },
    {
      question: 'What is the least crowded time to visit Disney World for events?',
      answer:
        'Mid-January to early February during the Festival of the Arts and early September during Food & Wine tend to be the calmest event periods. Avoid holiday weeks, spring break in March and race weekends if you want lighter crowds.',
    },
  ],
  cta: {
    title: 'Share Your Event Plans with Fellow Fans',
    body: 'Join the community to compare party nights, trade festival booth favourites, find running buddies for race weekends and get reminders when ticket sales open.',
    actions: [
      { label: 'Join Community', href: '/auth' },
      { label: 'Browse Events', href: '/events' },
    ],
  },
  memberAction: { label: 'Share Your Event Plans', href: '/feed' },
  topics: ['events', 'planning', 'tickets', 'dining', 'families', 'parks'],
  structuredData: 'Event',
  structuredEvents: [
    {
      name: 'EPCOT International Food & Wine Festival',
      description:
        'A festival across EPCOT’s World Showcase with food and drink booths from around the world, cooking demonstrations and nightly concerts.',
      location: 'EPCOT, Walt Disney World Resort, Lake Buena Vista, FL',
      startDate: '2024-08-29',
      endDate: '2024-11-23',
      eventType: 'Food Festival',
      ticketRequired: false,
    },
    {
      name: "Mickey's Very Merry Christmas Party",
      description:
        'A separately ticketed evening party at Magic Kingdom with a holiday parade, fireworks, complimentary treats and seasonal character meets.',
      location: 'Magic Kingdom, Walt Disney World Resort, Lake Buena Vista, FL',
      startDate: '2024-11-08',
      endDate: '2024-12-20',
      eventType: 'Holiday Party',
      ticketRequired: true,
    },
    {
      name: 'EPCOT International Festival of the Arts',
      description:
        'A winter festival celebrating visual, culinary and performing arts with food studios, Broadway concerts and art displays around EPCOT.',
      location: 'EPCOT, Walt Disney World Resort, Lake Buena Vista, FL',
      startDate: '2025-01-17',
      endDate: '2025-02-24',
      eventType: 'Arts Festival',
      ticketRequired: false,
    },
  ],
  relatedKeys: ['tripPlanning', 'tips', 'reviews'],
  updatedAt: '2026-11-15',
};
