import type { GuidePageContent } from '../guide-content.schema';

/** How Walt Disney World in Florida and the Disneyland Resort in California differ, and who should pick which. */
export const comparisonGuide: GuidePageContent = {
  key: 'comparison',
  heading: 'Disney World vs Disneyland: Which Should You Visit?',
  metaTitle: 'Disney World vs Disneyland: Full Comparison',
  metaDescription:
    'Disney World or Disneyland? Compare size, parks, hotels, rides, weather, crowds, dining and cost, and find out which resort fits your trip.',
  keywords: [
    'disney world vs disneyland',
    'disneyland or disney world',
    'difference between disneyland and disney world',
    'disneyland vs disney world cost',
    'which disney park is better',
    'disneyland rides not at disney world',
    'disney world for first timers',
  ],
  breadcrumbs: [{ label: 'Disney World vs Disneyland', href: '/disney-world-vs-disneyland' }],
  hero: {
    lead: 'Disneyland is the compact, walkable original Walt Disney built in 1955; Walt Disney World is a 25,000-acre vacation destination with four theme parks and more than 25 hotels. Both are wonderful, but they suit very different trips.',
    badges: ['Side-by-Side Table', 'Unique Rides at Each', 'Costs Compared'],
    actions: [
      { label: 'Read Ride Reviews', href: '/reviews' },
      { label: 'Join Community', href: '/auth' },
    ],
  },
  sections: [
    {
      kind: 'comparisonTable',
      title: 'Disney World vs Disneyland at a Glance',
      intro:
        'The key differences side by side. Prices are typical 2024-2025 figures before tax and vary by date.',
      columns: ['Walt Disney World', 'Disneyland Resort'],
      rows: [
        {
          aspect: 'Location',
          values: [
            'Bay Lake and Lake Buena Vista, about 20 miles south-west of downtown Orlando, Florida',
            'Anaheim, California, about 25 miles south-east of downtown Los Angeles',
          ],
        },
        {
          aspect: 'Opened',
          values: [
            '1971 (Magic Kingdom), with EPCOT, Hollywood Studios and Animal Kingdom added through 1998',
            '1955; the only park Walt Disney saw completed and walked himself',
          ],
        },
        {
          aspect: 'Size',
          values: [
            'About 25,000 acres, roughly 39 square miles',
            'About 500 acres, parks and hotels together',
          ],
        },
        {
          aspect: 'Theme parks',
          values: [
            'Four: Magic Kingdom, EPCOT, Disney’s Hollywood Studios and Disney’s Animal Kingdom, plus Typhoon Lagoon and Blizzard Beach water parks',
            'Two: Disneyland Park and Disney California Adventure; no water parks',
          ],
        },
        {
          aspect: 'Disney hotels',
          values: [
            '25+ Disney-owned resorts from Value to Deluxe Villa, plus partner hotels such as the Swan and Dolphin',
            'Three: Disneyland Hotel, Grand Californian Hotel & Spa and Pixar Place Hotel, plus many walkable independent hotels',
          ],
        },
        {
          aspect: 'Typical trip length',
          values: [
            '5-7 nights with 4-5 park days',
            '2-4 days; many Californians visit for a single day',
          ],
        },
        {
          aspect: 'Getting around',
          values: [
            'Free buses, monorail, Skyliner gondolas and boats; allow 20-60 minutes between parks',
            'Mostly on foot: the two park gates face each other a two-minute walk apart, and most hotels are 5-20 minutes away',
          ],
        },
        {
          aspect: 'Park hopping',
          values: [
            'Possible, but each hop costs 30-60 minutes of travel',
            'Effortless; many visitors hop several times a day',
          ],
        },
        {
          aspect: 'Lightning Lane',
          values: [
            'Multi Pass and Single Pass, bookable 7 days before check-in for Disney resort guests or 3 days ahead for everyone else',
            'Multi Pass and Single Pass, with ride times booked on the day of your visit',
          ],
        },
        {
          aspect: 'Crowds',
          values: [
            'Driven by school holidays: spring break, summer, Thanksgiving and Christmas week peak; late January and September are quieter',
            'A large local Magic Key passholder base makes weekends busy year-round; midweek days outside summer and holidays are calmer',
          ],
        },
        {
          aspect: 'Weather',
          values: [
            'Hot and humid from May to September with near-daily afternoon storms; hurricane season runs June to November; mild winters',
            'Mild and mostly dry; summer highs in the mid-80s °F, cool evenings, and most rain between December and March',
          ],
        },
        {
          aspect: 'Signature rides',
          values: [
            'Avatar Flight of Passage, Guardians of the Galaxy: Cosmic Rewind, TRON Lightcycle / Run, Seven Dwarfs Mine Train, Slinky Dog Dash',
            'Indiana Jones Adventure, Matterhorn Bobsleds, Radiator Springs Racers, Incredicoaster, Guardians of the Galaxy – Mission: BREAKOUT!',
          ],
        },
        {
          aspect: 'Nighttime shows',
          values: [
            'Happily Ever After at Magic Kingdom, Luminous at EPCOT and Fantasmic! at Hollywood Studios',
            'Fantasmic! on the Rivers of America, World of Color at California Adventure and fireworks on select nights',
          ],
        },
        {
          aspect: 'Dining',
          values: [
            '200+ restaurants, from World Showcase pavilions to Victoria & Albert’s, with many character meals; popular tables book out 60 days ahead',
            'Fewer sit-down restaurants but a famous snack scene: churros, Mickey beignets at Mint Julep Bar and the Monte Cristo at Café Orleans',
          ],
        },
        {
          aspect: 'Ticket prices',
          values: [
            'About $119-$200 for one day; per-day price falls to about $110-$150 on 4-5 day tickets',
            'About $104-$200+ for one day, one park; multi-day tickets cover up to 5 days',
          ],
        },
        {
          aspect: 'Typical trip cost',
          values: [
            'About $6,000-$8,000 for a family of four on a 5-night Moderate resort trip, before flights',
            'About $3,000-$5,000 for a family of four on a 3-day trip at a walkable hotel, before flights',
          ],
        },
        {
          aspect: 'Best for',
          values: [
            'A week-long first big family vacation, resort lovers, and anyone who wants EPCOT and Animal Kingdom',
            'Short trips, West Coast travellers, Disney history fans and combining the parks with beaches and Los Angeles',
          ],
        },
      ],
    },
    {
      kind: 'prose',
      title: 'Which Resort Should You Choose?',
      paragraphs: [
        'Pick Walt Disney World if you want a full week of variety without leaving the Disney bubble. Four very different parks mean you can spend a morning on safari at Animal Kingdom, eat around the world at EPCOT and end with fireworks over Cinderella Castle, all while staying at a themed resort with its own pools and transport. It rewards planning, though: dining, Lightning Lane and park days all need decisions weeks ahead.',
        'Pick Disneyland if you have three days, live in the West, or love Disney history. Everything is close, so you spend your time on rides rather than buses, and with a Park Hopper ticket, switching parks for a late churro or World of Color takes only a short walk across the esplanade. Disneyland Park also has more of the classic Fantasyland dark rides and the original versions of Pirates of the Caribbean and the Haunted Mansion.',
        'For families with children under seven, Disneyland’s short walking distances and easy naps at a nearby hotel are a real advantage. For teens and thrill fans, Disney World’s newer headliners, from TRON Lightcycle / Run to Guardians of the Galaxy: Cosmic Rewind, tip the balance, though Disneyland answers with Indiana Jones Adventure and Radiator Springs Racers.',
        'Budget is rarely the deciding factor on its own. Daily costs are similar, but a Disney World trip is usually twice as long and involves a flight for most visitors, so the total is higher. A long weekend at Disneyland can be a great first taste before committing to the bigger Florida trip.',
      ],
    },
    {
      kind: 'cards',
      title: 'Only at Walt Disney World',
      intro: 'Attractions and experiences you cannot find at the Disneyland Resort.',
      items: [
        {
          title: 'EPCOT’s World Showcase',
          description:
            'Eleven country pavilions around a lagoon, with Frozen Ever After in Norway, Remy’s Ratatouille Adventure in France and seasonal festivals such as Food & Wine.',
        },
        {
          title: 'Pandora and Avatar Flight of Passage',
          description:
            'A 3D flight on the back of a banshee that many fans rate as Disney’s best ride, in a land with floating mountains that glow after dark. Minimum height 44 in (112 cm).',
        },
        {
          title: 'Kilimanjaro Safaris',
          description:
            'An open-truck ride across 110 acres of savanna with giraffes, elephants, lions and rhinos, best in the first hour of the morning when the animals are active.',
        },
        {
          title: 'Guardians of the Galaxy: Cosmic Rewind',
          description:
            'One of the longest enclosed roller coasters in the world, with ride vehicles that rotate to face the action and a random 1970s-80s soundtrack. Minimum height 42 in (107 cm).',
        },
        {
          title: 'TRON Lightcycle / Run',
          description:
            'A launched coaster where you lean forward on a motorcycle-style seat under a glowing canopy. Minimum height 48 in (122 cm).',
        },
        {
          title: 'Toy Story Land and Slinky Dog Dash',
          description:
            'A land where you shrink to toy size in Andy’s backyard, with Slinky Dog Dash, a gentle family coaster that still draws 60-90 minute waits. Minimum height 38 in (97 cm).',
        },
      ],
    },
    {
      kind: 'cards',
      title: 'Only at the Disneyland Resort',
      intro:
        'The rides and details that make Disneyland worth a trip even for Disney World regulars.',
      items: [
        {
          title: 'Indiana Jones Adventure',
          description:
            'A rough-riding troop transport through the Temple of the Forbidden Eye, with effects and scenes that vary from ride to ride. Minimum height 46 in (117 cm).',
        },
        {
          title: 'Matterhorn Bobsleds',
          description:
            'The first tubular steel roller coaster, opened in 1959, racing through and around a mountain in the middle of the park. Minimum height 42 in (107 cm).',
        },
        {
          title: 'Cars Land and Radiator Springs Racers',
          description:
            'A full-scale Route 66 town ending in a side-by-side race through Ornament Valley; see it lit up at dusk. Minimum height 40 in (102 cm).',
        },
        {
          title: 'Classic Fantasyland Dark Rides',
          description:
            'Mr. Toad’s Wild Ride, Pinocchio’s Daring Journey, Alice in Wonderland, Snow White’s Enchanted Wish and the Storybook Land Canal Boats, most with short waits.',
        },
        {
          title: 'Avengers Campus',
          description:
            'WEB SLINGERS: A Spider-Man Adventure and Guardians of the Galaxy – Mission: BREAKOUT!, a drop tower set to a rock soundtrack. Minimum height for BREAKOUT! 40 in (102 cm).',
        },
        {
          title: 'Walt’s Own Touches',
          description:
            'The lamp lit in Walt’s apartment above the Main Street fire station, the Disneyland Railroad’s Grand Canyon diorama, and Blue Bayou restaurant inside Pirates of the Caribbean.',
        },
      ],
    },
    {
      kind: 'prose',
      title: 'Same Name, Different Ride',
      paragraphs: [
        'Several rides exist on both coasts but differ in ways fans love to debate. Disneyland’s Pirates of the Caribbean is longer, with two drops and a bayou opening, while the Magic Kingdom version is shorter with one drop. The Disneyland Haunted Mansion gets a Nightmare Before Christmas overlay every fall and holiday season, while the Florida mansion is longer and stays the same all year.',
        'Space Mountain in Florida has two separate tracks with single-file seating, while Disneyland’s has side-by-side seats and an onboard soundtrack. Star Wars: Rise of the Resistance, Millennium Falcon: Smugglers Run, Mickey & Minnie’s Runaway Railway and Tiana’s Bayou Adventure are close to identical at both resorts, so you will not miss out on those by choosing one.',
      ],
    },
    {
      kind: 'topicLinks',
      title: 'Plan Your Disney World Trip',
      links: [
        { label: 'Disney World Attractions', href: '/disney-attractions' },
        { label: 'Disney World Hotels', href: '/disney-world-hotels' },
        { label: 'Disney World Budget Guide', href: '/disney-world-budget-guide' },
        { label: 'Trip Planning Timeline', href: '/disney-trip-planning' },
        { label: 'Disney World Restaurants', href: '/disney-restaurants' },
      ],
    },
  ],
  faq: [
    {
      question: 'Which is better for a first Disney trip, Disney World or Disneyland?',
      answer:
        'If you can take a week and want variety, Disney World offers four parks, water parks and themed resorts. If you have three days or live on the West Coast, Disneyland gives a fuller, less rushed experience with far less travel between rides.',
    },
    {
      question: 'Is Disneyland cheaper than Disney World?',
      answer:
        'Day by day, tickets and food cost about the same. Disneyland trips are usually cheaper overall because they are shorter and you can stay at a walkable off-site hotel without a car. A week at Disney World typically costs about twice as much as a long weekend at Disneyland.',
    },
    {
      question: 'How many days do you need at Disney World and Disneyland?',
      answer:
        'Plan four to five park days at Disney World to see all four theme parks without rushing. Two to three days covers both Disneyland parks comfortably, especially with a Park Hopper.',
    },
    {
      question: 'Are the rides the same at Disneyland and Disney World?',
      answer:
        'Some are shared, including Rise of the Resistance, Space Mountain, Haunted Mansion and Tiana’s Bayou Adventure, though several versions differ. Each resort also has headliners the other lacks, such as Avatar Flight of Passage in Florida and Indiana Jones Adventure in California.',
    },
    {
      question: 'Which has better weather, Disneyland or Disney World?',
      answer:
        'Disneyland’s Southern California climate is milder and drier year-round. Disney World is hot and humid from May to September with frequent afternoon thunderstorms, but winter and spring are pleasant in both places.',
    },
  ],
  cta: {
    title: 'Still Deciding? Ask Fans Who Know Both',
    body: 'Our members have written 5,000+ reviews covering 50+ attractions, and many have visited both coasts. Join free to ask which resort suits your family.',
    actions: [
      { label: 'Join Community', href: '/auth' },
      { label: 'Read Reviews', href: '/reviews' },
    ],
  },
  memberAction: { label: 'Share Your Take', href: '/feed' },
  topics: ['parks', 'planning', 'rides', 'budget', 'hotels', 'families', 'tickets'],
  structuredData: 'Article',
  updatedAt: '2026-11-15',
};
