import type { GuidePageContent } from '../guide-content.schema';

/** Must-do rides and shows in the four Walt Disney World theme parks, with waits and heights. */
export const attractionsGuide: GuidePageContent = {
  key: 'attractions',
  heading: 'Must-Do Disney World Attractions',
  metaTitle: 'Must-Do Disney World Attractions: Waits & Heights',
  metaDescription:
    'The Disney World rides and shows worth your time in all four parks, with typical waits, height requirements, fan ratings and tips for shorter lines.',
  keywords: [
    'disney world attractions',
    'best disney world rides',
    'disney height requirements',
    'disney wait times',
    'lightning lane',
    'rope drop disney',
    'rider switch',
    'magic kingdom rides',
  ],
  breadcrumbs: [{ label: 'Attractions', href: '/disney-attractions' }],
  hero: {
    lead: 'Walt Disney World’s four theme parks hold 50+ attractions worth planning around. These are the ones members rate highest, with the waits you can expect, who can ride, and how to fit them into one day per park.',
    badges: ['50+ Attractions', 'Height Guide', 'Member Ratings'],
    actions: [
      { label: 'Read Ride Reviews', href: '/reviews' },
      { label: 'Join Community', href: '/auth' },
    ],
  },
  sections: [
    {
      kind: 'attractions',
      title: 'Must-Do Attractions',
      intro:
        'Waits are typical posted standby times on an average day in 2024-2025; holiday weeks run longer and early mornings shorter. Ratings are member averages on a 1 to 5 scale.',
      items: [
        {
          name: 'Seven Dwarfs Mine Train',
          park: 'Magic Kingdom',
          type: 'Family Ride',
          rating: 4.6,
          waitTime: '60-90 min',
          height: '38 in (97 cm)',
          description:
            'A smooth, swaying family coaster with a slow pass through the dwarfs’ glittering mine. Short but charming, and a good first coaster for young children.',
          reviewCount: 1842,
        },
        {
          name: 'TRON Lightcycle / Run',
          park: 'Magic Kingdom',
          type: 'Thrill Ride',
          rating: 4.7,
          waitTime: '60-90 min',
          height: '48 in (122 cm)',
          description:
            'The fastest coaster in Magic Kingdom: you lean forward on a motorbike-style seat and launch out under a glowing canopy. Entry has switched between a virtual queue and standby, so check the app before you go.',
          reviewCount: 1376,
        },
        {
          name: "Tiana's Bayou Adventure",
          park: 'Magic Kingdom',
          type: 'Water Ride',
          rating: 4.5,
          waitTime: '60-100 min',
          height: '40 in (102 cm)',
          description:
            'The log flume that replaced Splash Mountain in 2024, with new music, animatronics of Tiana and Louis, and the same big final drop. Expect to get wet in the front seats.',
          reviewCount: 1128,
        },
        {
          name: 'Space Mountain',
          park: 'Magic Kingdom',
          type: 'Thrill Ride',
          rating: 4.5,
          waitTime: '45-70 min',
          height: '44 in (112 cm)',
          description:
            'A classic coaster in near-total darkness with sharp turns and small drops. It feels faster than it is; riders sit single file, so groups are split across rows.',
          reviewCount: 1591,
        },
        {
          name: "Peter Pan's Flight",
          park: 'Magic Kingdom',
          type: 'Dark Ride',
          rating: 4.3,
          waitTime: '50-80 min',
          height: 'Any height',
          description:
            'Suspended pirate ships glide over a miniature nighttime London and into Neverland. The ride is under three minutes, so ride it first thing or use Lightning Lane.',
          reviewCount: 1204,
        },
        {
          name: 'Haunted Mansion',
          park: 'Magic Kingdom',
          type: 'Dark Ride',
          rating: 4.7,
          waitTime: '25-45 min',
          height: 'Any height',
          description:
            'Doom Buggies carry you through a spooky but funny house full of singing busts and a ballroom of dancing ghosts. More eerie than scary, and it loads continuously so lines move quickly.',
          reviewCount: 1655,
        },
        {
          name: 'Happily Ever After',
          park: 'Magic Kingdom',
          type: 'Show',
          rating: 4.8,
          waitTime: 'No queue; find a spot 45-60 min early',
          height: 'Any height',
          description:
            'The nighttime fireworks show with projections on Cinderella Castle. Watch from the middle of Main Street U.S.A. to see the projections; the hub lawn is best for the fireworks.',
          reviewCount: 1433,
        },
        {
          name: 'Guardians of the Galaxy: Cosmic Rewind',
          park: 'EPCOT',
          type: 'Thrill Ride',
          rating: 4.8,
          waitTime: '60-90 min',
          height: '42 in (107 cm)',
          description:
            'An indoor coaster whose cars spin to face the action, set to one of several 1970s and 80s songs chosen at random. It starts with a backwards launch and is one of the smoothest coasters at the resort.',
          reviewCount: 1517,
        },
        {
          name: "Remy's Ratatouille Adventure",
          park: 'EPCOT',
          type: 'Dark Ride',
          rating: 4.4,
          waitTime: '45-75 min',
          height: 'Any height',
          description:
            'You shrink to rat size and scurry through Gusteau’s restaurant in a trackless vehicle, with 3D screens and a few smells along the way. Gentle enough for every age.',
          reviewCount: 896,
        },
        {
          name: 'Frozen Ever After',
          park: 'EPCOT',
          type: 'Water Ride',
          rating: 4.3,
          waitTime: '60-90 min',
          height: 'Any height',
          description:
            'A boat ride through Arendelle with Elsa singing “Let It Go” and one short backwards drop. Waits stay long all day, so ride at opening or in the last hour.',
          reviewCount: 1064,
        },
        {
          name: 'Test Track',
          park: 'EPCOT',
          type: 'Thrill Ride',
          rating: 4.4,
          waitTime: '60-90 min',
          height: '40 in (102 cm)',
          description:
            'Design a concept car, then put it through handling tests and a fast lap outside the building at up to 65 mph. The reimagined version reopened in 2025; use the single rider line for a shorter wait.',
          reviewCount: 1287,
        },
        {
          name: "Soarin' Around the World",
          park: 'EPCOT',
          type: 'Experience',
          rating: 4.4,
          waitTime: '30-55 min',
          height: '40 in (102 cm)',
          description:
            'A hang-glider simulator that lifts you in front of a huge dome screen over landmarks on six continents, with scents and wind. Ask for the top row in the middle section for the clearest view.',
          reviewCount: 1152,
        },
        {
          name: 'Star Wars: Rise of the Resistance',
          park: "Disney's Hollywood Studios",
          type: 'Dark Ride',
          rating: 4.9,
          waitTime: '70-110 min',
          height: '40 in (102 cm)',
          description:
            'A multi-part adventure of about 20 minutes: a briefing, a transport ship, capture by the First Order and a trackless escape through a Star Destroyer. Most members call it the best attraction at the resort.',
          reviewCount: 2318,
        },
        {
          name: 'Slinky Dog Dash',
          park: "Disney's Hollywood Studios",
          type: 'Family Ride',
          rating: 4.5,
          waitTime: '60-90 min',
          height: '38 in (97 cm)',
          description:
            'A bright family coaster through Andy’s backyard with two gentle launches and great views of Toy Story Land. Waits are shortest in the first 30 minutes of the day.',
          reviewCount: 1419,
        },
        {
          name: "Mickey & Minnie's Runaway Railway",
          park: "Disney's Hollywood Studios",
          type: 'Dark Ride',
          rating: 4.4,
          waitTime: '35-60 min',
          height: 'Any height',
          description:
            'A trackless ride that steps into a cartoon short, with cars splitting up and dancing through a city, a jungle and a factory. Full of detail that rewards a second ride.',
          reviewCount: 987,
        },
        {
          name: 'The Twilight Zone Tower of Terror',
          park: "Disney's Hollywood Studios",
          type: 'Thrill Ride',
          rating: 4.8,
          waitTime: '45-75 min',
          height: '40 in (102 cm)',
          description:
            'A haunted hotel elevator that moves forward through a corridor before a random series of drops and lifts. The preshow and lobby are some of the best theming in Florida.',
          reviewCount: 1733,
        },
        {
          name: 'Avatar Flight of Passage',
          park: "Disney's Animal Kingdom",
          type: 'Thrill Ride',
          rating: 4.9,
          waitTime: '60-100 min',
          height: '44 in (112 cm)',
          description:
            'You straddle a motorbike-style seat and fly on a banshee over Pandora, feeling it breathe beneath you. Intense in sensation but with no real drops; the queue itself is worth a look.',
          reviewCount: 2104,
        },
        {
          name: 'Kilimanjaro Safaris',
          park: "Disney's Animal Kingdom",
          type: 'Experience',
          rating: 4.6,
          waitTime: '20-45 min',
          height: 'Any height',
          description:
            'An open-sided truck tour of a 110-acre savanna with giraffes, elephants, lions and rhinos. Animals are most active in the morning and near closing time.',
          reviewCount: 1386,
        },
        {
          name: 'Expedition Everest',
          park: "Disney's Animal Kingdom",
          type: 'Thrill Ride',
          rating: 4.7,
          waitTime: '30-60 min',
          height: '44 in (112 cm)',
          description:
            'A runaway train climbs into the Himalayas, stops at broken track, then races backwards in the dark before a steep drop. The single rider line often cuts the wait in half.',
          reviewCount: 1298,
        },
      ],
    },
    {
      kind: 'parkSummary',
      title: 'Park-by-Park Summary',
      items: [
        {
          park: 'Magic Kingdom',
          summary:
            'The classic castle park with the most attractions, from dark rides to three mountains, plus parades and fireworks. It needs a full day, often two.',
          mustDo: [
            'Seven Dwarfs Mine Train',
            'TRON Lightcycle / Run',
            'Haunted Mansion',
            "Tiana's Bayou Adventure",
            'Happily Ever After',
          ],
          bestFor: 'First-timers and families with young children',
        },
        {
          park: 'EPCOT',
          summary:
            'Big rides and science pavilions in the front half and the eleven countries of World Showcase around the lagoon, with a festival running almost all year.',
          mustDo: [
            'Guardians of the Galaxy: Cosmic Rewind',
            'Test Track',
            "Remy's Ratatouille Adventure",
            'Frozen Ever After',
            'Luminous The Symphony of Us',
          ],
          bestFor: 'Food lovers, adults and mixed-age groups',
        },
        {
          park: "Disney's Hollywood Studios",
          summary:
            'Fewer attractions but very strong ones: Star Wars: Galaxy’s Edge, Toy Story Land and two of the resort’s best thrill rides.',
          mustDo: [
            'Star Wars: Rise of the Resistance',
            'Slinky Dog Dash',
            'The Twilight Zone Tower of Terror',
            "Mickey & Minnie's Runaway Railway",
            'Fantasmic!',
          ],
          bestFor: 'Star Wars and Pixar fans, thrill seekers',
        },
        {
          park: "Disney's Animal Kingdom",
          summary:
            'Part zoo, part theme park, with live animal trails, Pandora and some of the best stage shows. It is busiest in the morning and often quiet by late afternoon.',
          mustDo: [
            'Avatar Flight of Passage',
            'Kilimanjaro Safaris',
            'Expedition Everest',
            'Festival of the Lion King',
            "Na'vi River Journey",
          ],
          bestFor: 'Animal lovers and families who like a slower pace',
        },
      ],
    },
    {
      kind: 'prose',
      title: 'Lightning Lane Basics',
      paragraphs: [
        'Since July 2024, Disney’s paid line-skipping has two parts. Lightning Lane Multi Pass lets you book return times for up to three attractions in advance, then add one more at a time as you use them. It costs roughly $15-$40 per person per day depending on the park and date. At parks with tiers, such as EPCOT and Hollywood Studios, your first picks are one from the top tier and two from the second.',
        'Lightning Lane Single Pass is bought per ride for the biggest headliners that are not in Multi Pass, such as Rise of the Resistance and Flight of Passage, at about $10-$25 each. You can buy up to two different Single Passes a day. Guests at Disney resort hotels can book both seven days before check-in for their whole stay; everyone else books three days before each park day.',
        'Is it worth it? On busy days at Magic Kingdom and Hollywood Studios, Multi Pass can save several hours. At Animal Kingdom, or on a quiet weekday in January or September, a strong rope-drop plan and an evening in the park often cover the same ground for free.',
      ],
    },
    {
      kind: 'cards',
      title: 'Ways to Ride More and Wait Less',
      items: [
        {
          title: 'Rope Drop',
          description:
            'Be at the turnstiles 30-45 minutes before opening and head straight to the ride with the longest midday wait, like Seven Dwarfs Mine Train or Slinky Dog Dash. The first hour is when standby lines are shortest.',
        },
        {
          title: 'Early Theme Park Entry',
          description:
            'Guests at Disney resort hotels and some partner hotels get into every park 30 minutes early each day. Use it for a headliner that is not in Lightning Lane, or ride two before the rest of the crowd arrives.',
        },
        {
          title: 'Rider Switch',
          description:
            'If a child is too short or does not want to ride, one adult waits with them while the others ride. The waiting adult then goes through the Lightning Lane entrance, with up to two others, without queuing again. Ask the cast member at the entrance.',
        },
        {
          title: 'Single Rider Lines',
          description:
            'Test Track, Millennium Falcon: Smugglers Run and Expedition Everest have single rider lines that are often much faster. Your group rides separately but finishes around the same time.',
        },
        {
          title: 'Ride During Shows and Late',
          description:
            'Waits dip during the afternoon parade and fireworks, and the last hour before closing is often as quiet as the first. You can join any line up to the minute the park closes.',
        },
        {
          title: 'Watch the App',
          description:
            'Posted waits are often padded. Check the My Disney Experience app and jump in when a ride drops below its usual wait, especially after a breakdown reopening.',
        },
      ],
    },
    {
      kind: 'prose',
      title: 'Beyond the Headliners',
      paragraphs: [
        'The rides above draw the longest lines, but the parks are full of attractions that rarely wait more than 20 minutes. At Magic Kingdom, Pirates of the Caribbean, Jungle Cruise, “it’s a small world”, Buzz Lightyear’s Space Ranger Spin, the Walt Disney World Railroad, Mickey’s PhilharMagic, the Carousel of Progress and the PeopleMover are good between bigger rides. Big Thunder Mountain Railroad and The Many Adventures of Winnie the Pooh are favourites for families.',
        'At EPCOT, Spaceship Earth, Journey of Water Inspired by Moana, Living with the Land, The Seas with Nemo & Friends, Mission: SPACE, the Gran Fiesta Tour in Mexico and the films in Canada and China fill an afternoon, and Luminous The Symphony of Us ends the night. Hollywood Studios adds Millennium Falcon: Smugglers Run, Toy Story Mania!, Alien Swirling Saucers, Star Tours, the Indiana Jones Epic Stunt Spectacular, Beauty and the Beast Live on Stage and Fantasmic!.',
        'Animal Kingdom rewards slow walking: the Gorilla Falls and Maharajah Jungle Treks, Na’vi River Journey, Kali River Rapids, Finding Nemo: The Big Blue... and Beyond!, Feathered Friends in Flight and the Discovery Island trails change the pace of the day. Add the water parks, Typhoon Lagoon and Blizzard Beach, and you have far more than one trip can cover, which is why members rate and compare them in reviews.',
      ],
    },
    {
      kind: 'topicLinks',
      title: 'Keep Planning',
      links: [
        { label: 'Disney World Ride Reviews', href: '/disney-world-reviews' },
        { label: 'Disney World Tips', href: '/disney-world-tips' },
        { label: 'Disney Trip Planning Timeline', href: '/disney-trip-planning' },
        { label: 'Disney Photography Spots', href: '/disney-photography' },
        { label: 'Disney Checklists', href: '/disney-checklists' },
      ],
    },
  ],
  faq: [
    {
      question: 'What is the tallest height requirement at Disney World?',
      answer:
        'TRON Lightcycle / Run at Magic Kingdom requires riders to be at least 48 inches (122 cm). Most other thrill rides ask for 40 to 44 inches, and many of the best dark rides and shows have no height requirement at all.',
    },
    {
      question: 'Which Disney World rides have the longest waits?',
      answer:
        'Star Wars: Rise of the Resistance, Avatar Flight of Passage, Tiana’s Bayou Adventure, Seven Dwarfs Mine Train and Slinky Dog Dash regularly post waits of 60 to 100 minutes or more. Ride them at opening, in the last hour, or with Lightning Lane.',
    },
    {
      question: 'Is Lightning Lane Multi Pass worth buying?',
      answer:
        'It is most worth it at Magic Kingdom and Hollywood Studios on busy days, where it can save hours. On quieter days, or at Animal Kingdom, arriving at opening and staying late can get you most of the big rides without it.',
    },
    {
      question: 'How does Rider Switch work at Disney World?',
      answer:
        'One adult waits with a child who cannot or does not want to ride while the rest of the group rides. Afterwards the waiting adult, plus up to two others, returns through the Lightning Lane entrance without waiting in the standby line again.',
    },
    {
      question: 'How many days do I need to see the main attractions?',
      answer:
        'Plan at least one full day per theme park, and ideally a second day for Magic Kingdom. Four to five park days lets you do the must-dos here at a comfortable pace with time for shows and meals.',
    },
  ],
  cta: {
    title: 'Rate the Rides You Love',
    body: 'Join the community to rate attractions from 1 to 5, share your wait times and rope-drop plans, and see what other fans are riding this week.',
    actions: [
      { label: 'Join Community', href: '/auth' },
      { label: 'Read Reviews', href: '/reviews' },
    ],
  },
  memberAction: { label: 'Share a Ride Review', href: '/feed' },
  topics: ['rides', 'parks', 'tips', 'families', 'reviews', 'planning'],
  structuredData: 'ItemList',
  updatedAt: '2026-11-15',
};
