import type { GuidePageContent } from '../guide-content.schema';

/** Popular packing, planning, ride and dining checklists, and how members build and share them. */
export const checklistsGuide: GuidePageContent = {
  key: 'checklists',
  heading: 'Disney Checklists: Packing, Planning and Ride Lists',
  metaTitle: 'Disney World Checklists: Packing, Planning, Rides',
  metaDescription:
    'Disney World checklists made by fans: park bag packing, first-trip planning, ride lists, toddler essentials and snack crawls you can copy and share.',
  keywords: [
    'disney checklists',
    'disney world packing list',
    'disney park bag checklist',
    'disney planning checklist',
    'magic kingdom ride checklist',
    'disney toddler packing list',
    'epcot snack checklist',
  ],
  breadcrumbs: [{ label: 'Disney Checklists', href: '/disney-checklists' }],
  hero: {
    lead: 'A good checklist means you never realise at the gate that the ponchos are still in the hotel room. These are the lists our members copy most, from park bag basics to a full World Showcase snack crawl.',
    badges: ['Packing', 'Planning', 'Shareable'],
    actions: [
      { label: 'Browse Public Checklists', href: '/checklists/public' },
      { label: 'Join Community', href: '/auth' },
    ],
  },
  sections: [
    {
      kind: 'checklists',
      title: 'Popular Checklists',
      items: [
        {
          title: 'Park Day Bag Essentials',
          category: 'Packing',
          itemCount: 24,
          description:
            'Everything worth carrying for a 12-hour park day, and nothing heavy that you will regret by mid-afternoon.',
          sampleItems: [
            'Portable charger and cable',
            'Refillable water bottle',
            'Poncho and zip bags for phones',
            'Sunscreen and lip balm with SPF',
            'Blister plasters',
          ],
        },
        {
          title: 'Florida Vacation Packing List',
          category: 'Packing',
          itemCount: 52,
          description:
            'A full suitcase list for a week in Orlando, split by season so you pack for summer storms or chilly January mornings.',
          sampleItems: [
            'Two pairs of broken-in walking shoes',
            'Light layers for air-conditioned rides',
            'Swimsuits for the resort pool',
            'Any medication, in carry-on luggage',
          ],
        },
        {
          title: 'First Disney World Trip Planner',
          category: 'Planning',
          itemCount: 36,
          description:
            'Every booking and deadline in order, from reserving a resort up to 499 days ahead to choosing Lightning Lane times.',
          sampleItems: [
            'Book the resort and note the deposit',
            'Buy date-based park tickets',
            'Book dining at 6 a.m. Eastern, 60 days out',
            'Complete online check-in in the app',
            'Book Lightning Lane 7 days before arrival (resort guests)',
          ],
        },
        {
          title: 'Magic Kingdom Ride Checklist',
          category: 'Rides',
          itemCount: 40,
          description:
            'Every ride and show in the park, grouped by land, with height requirements noted so families can plan rider switch.',
          sampleItems: [
            'Seven Dwarfs Mine Train (38 in)',
            'TRON Lightcycle / Run (48 in)',
            'Tiana’s Bayou Adventure (40 in)',
            'Haunted Mansion',
            'Peter Pan’s Flight',
            'Pirates of the Caribbean',
          ],
        },
        {
          title: 'Traveling with Toddlers',
          category: 'Families',
          itemCount: 30,
          description:
            'The extras that make park days with under-fives manageable, from nap plans to where to change a diaper in peace.',
          sampleItems: [
            'Stroller no larger than 31 x 52 in',
            'Ask for rider switch at height-restricted rides',
            'Find the Baby Care Center in each park',
            'Swim diapers for the resort pool',
            'Snacks and a spare set of clothes',
          ],
        },
        {
          title: 'EPCOT World Showcase Snack Crawl',
          category: 'Dining',
          itemCount: 22,
          description:
            'One snack per pavilion around the lagoon, best shared among three or four people so you make it all the way round.',
          sampleItems: [
            'School bread at Kringla Bakeri og Kafe in Norway',
            'Caramel treats at Karamell-Küche in Germany',
            'Kakigori shaved ice in Japan',
            'Pastries at Les Halles Boulangerie-Patisserie in France',
            'Fish and chips at Yorkshire County Fish Shop in the United Kingdom',
          ],
        },
        {
          title: 'Dining Reservation Tracker',
          category: 'Dining',
          itemCount: 15,
          description:
            'A day-by-day list of the meals you want, with first choices and backups, ready for your 60-day booking morning.',
          sampleItems: [
            'Set an alarm for 5:45 a.m. Eastern on day 60',
            'First choice and two backups for each table-service meal',
            'Card ready for the $10 per person no-show guarantee',
            'Confirmation numbers copied into the list',
          ],
        },
      ],
    },
    {
      kind: 'prose',
      title: 'How Members Build and Share Checklists',
      paragraphs: [
        'Every member can create checklists from a blank page or start from one somebody else has shared. Add items, group them by day or by park, and tick them off as you go, whether you are packing at home or working through a ride list in Fantasyland. Your progress is saved with the checklist, so you can pick up where you left off.',
        'When a list is ready, you can make it public. Public checklists appear in the community directory, where other members can browse them, copy a list into their own account and adapt it. Many of the most popular lists began as one family’s notes and improved as people suggested items that were missing.',
        'Shared lists work best when they are specific. “Snacks” helps nobody; “Dole Whip at Aloha Isle, about $6” does. Members also add a short note to the top saying when they travelled and who with, so readers know whether a summer list with a toddler matches their own trip.',
      ],
    },
    {
      kind: 'cards',
      title: 'Tips for Checklists That Actually Get Used',
      items: [
        {
          title: 'Keep the park bag list short',
          description:
            'If it is longer than about 25 items, the bag is too heavy. Move anything you only need once to a separate arrival-day list.',
        },
        {
          title: 'Split lists by person',
          description:
            'Give each adult and older child their own packing list. Nobody assumes someone else packed the chargers.',
        },
        {
          title: 'Put dates on planning items',
          description:
            'Write the actual date next to “book dining” and “book Lightning Lane” rather than “60 days before”, so nothing slips.',
        },
        {
          title: 'Check off rides as a family',
          description:
            'Kids love ticking off a ride list at the end of each day. It also shows what is left for the next visit to the same park.',
        },
      ],
    },
    {
      kind: 'prose',
      title: 'Packing for Florida Through the Year',
      paragraphs: [
        'Summer packing is about staying dry and cool: moisture-wicking shirts, a spare pair of socks, a poncho and a small towel for water rides like Kali River Rapids. Afternoon storms arrive almost daily from June to September, and wet shoes cause more blisters than anything else.',
        'From December to February, mornings can start in the 40s°F and warm up to the 70s by lunchtime. Pack a light jacket or fleece that folds into a bag, and long trousers for evening fireworks. Resort pools are heated all year, so swimsuits still belong in the case.',
      ],
    },
    {
      kind: 'topicLinks',
      title: 'Keep Exploring',
      links: [
        { label: 'Trip Planning Timeline', href: '/disney-trip-planning' },
        { label: 'Disney World Tips', href: '/disney-world-tips' },
        { label: 'Must-Do Attractions', href: '/disney-attractions' },
        { label: 'Disney Restaurants', href: '/disney-restaurants' },
        { label: 'Disney World Budget Guide', href: '/disney-world-budget-guide' },
      ],
    },
  ],
  faq: [
    {
      question: 'What should I pack in my Disney park bag?',
      answer:
        'A portable charger, a refillable water bottle, sunscreen, a poncho, zip bags for phones and a few blister plasters cover most days. Add snacks and a spare outfit for young children. Keep it light, since you will carry it for 8-12 miles.',
    },
    {
      question: 'Can I copy another member’s checklist?',
      answer:
        'Yes. Public checklists can be copied into your own account, where you can add, remove and reorder items without changing the original. It is the quickest way to start a list for your own trip.',
    },
    {
      question: 'Are the checklists free to use?',
      answer:
        'Reading public checklists is free. Creating, copying and sharing your own only needs a free community account.',
    },
    {
      question: 'What are the most important dates to put on a planning checklist?',
      answer:
        'Start with the resort booking, which can be made up to 499 days ahead, and the dining window that opens 60 days out. Add any package balance due 30 days before arrival. Finish with the Lightning Lane window: 7 days before arrival for resort guests, or 3 days before each park day for everyone else.',
    },
    {
      question: 'What size stroller can I bring to Disney World?',
      answer:
        'Strollers must be no larger than 31 inches wide and 52 inches long, and stroller wagons are not allowed. A compact folding stroller is also easier to manage on buses and in crowded stroller parking.',
    },
  ],
  cta: {
    title: 'Start Your Own Disney Checklist',
    body: 'Join to create checklists, copy the community’s favorites and share your own lists with family and other members.',
    actions: [
      { label: 'Join Community', href: '/auth' },
      { label: 'Browse Public Checklists', href: '/checklists/public' },
    ],
  },
  memberAction: { label: 'Share Your Checklist', href: '/feed' },
  topics: ['checklists', 'planning', 'families', 'tips', 'rides', 'dining'],
  structuredData: 'ItemList',
  updatedAt: '2026-11-15',
};
