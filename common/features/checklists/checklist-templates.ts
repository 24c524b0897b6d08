import type { ChecklistPark, ChecklistTopic } from './checklist-limits';

/**
 * The site's template checklists (issue 14): the popular checklists of the `/disney-checklists`
 * guide, seeded at every start as public checklists of the site's account with these fixed ids
 * (`server/features/checklists/checklist-templates.seed.ts`). The guide's cards link them by
 * `guideTitle` and show their live item counts.
 */
export interface ChecklistTemplate {
  id: string;
  /** The title of the guide's card this checklist stands behind. */
  guideTitle: string;
  title: string;
  description: string;
  topic: ChecklistTopic;
  park: ChecklistPark | null;
  /** Categories in order; an item is its text, or its text and a note. */
  categories: { name: string; items: (string | [string, string])[] }[];
}

const id = (n: number) => `00000000-0000-4000-8000-0000000c1${String(n).padStart(3, '0')}`;

export const checklistTemplates: readonly ChecklistTemplate[] = [
  {
    id: id(1),
    guideTitle: 'Park Day Bag Essentials',
    title: 'Park Day Bag Essentials',
    description:
      'What earns its place in the bag on a long park day. Anything you would only use once belongs on the arrival-day list instead.',
    topic: 'packing',
    park: null,
    categories: [
      {
        name: 'Power and phone',
        items: [
          ['Portable charger and cable', 'The app drains a battery by early afternoon.'],
          'Zip bags for phones on water rides',
          'Phone lanyard or grip for ride photos',
        ],
      },
      {
        name: 'Sun and rain',
        items: [
          'Sunscreen (reef-safe if you are also doing the water parks)',
          'Lip balm with SPF',
          'Sunglasses with a strap',
          ['Poncho', 'Much cheaper brought from home than bought in the park.'],
          'Hat or visor',
          'Small microfibre towel for wet seats',
        ],
      },
      {
        name: 'Food and water',
        items: [
          ['Refillable water bottle', 'Quick-service counters fill it with ice water for free.'],
          'Two or three snacks that will not melt',
          'Electrolyte sachets for July and August',
        ],
      },
      {
        name: 'First aid',
        items: [
          'Blister plasters',
          'Pain relief tablets',
          'Any daily medication in its labelled box',
          'Hand sanitiser',
          'Travel tissues',
        ],
      },
      {
        name: 'Documents and money',
        items: [
          'Park tickets linked in the app (or MagicBand)',
          'Photo ID',
          'One card for purchases and a backup kept separately',
          'Resort room key',
        ],
      },
      {
        name: 'Comfort',
        items: ['Spare pair of socks', 'Light layer for air-conditioned shows', 'Cooling towel'],
      },
    ],
  },
  {
    id: id(2),
    guideTitle: 'Florida Vacation Packing List',
    title: 'Florida Vacation Packing List',
    description:
      'A week in Orlando, packed for the season: afternoon storms in summer, cool mornings in winter, and a pool every day either way.',
    topic: 'packing',
    park: null,
    categories: [
      {
        name: 'Clothes',
        items: [
          'Two pairs of broken-in walking shoes',
          'Sandals for the resort and the pool',
          'One breathable top per park day, plus two',
          'Shorts or light trousers for each day',
          'A smarter outfit for a signature dinner',
          'Pyjamas',
          'Underwear and socks for every day, plus extra for wet days',
          'Light layers for air-conditioned rides',
        ],
      },
      {
        name: 'Summer extras (June to September)',
        items: [
          'Moisture-wicking shirts',
          'Quick-dry shorts',
          'Second poncho',
          'Waterproof shoe spray or shoes that dry fast',
          'Portable fan',
        ],
      },
      {
        name: 'Winter extras (December to February)',
        items: [
          'Fleece or light jacket that folds small',
          'Long trousers for evening fireworks',
          'Layer for early rope drop mornings',
        ],
      },
      {
        name: 'Pool',
        items: [
          'Swimsuits, two each so one can dry',
          'Swim cover-up',
          'Goggles',
          'Waterproof sunscreen',
        ],
      },
      {
        name: 'Toiletries',
        items: [
          'Toothbrushes and toothpaste',
          'Shampoo and conditioner if you prefer your own',
          'Deodorant',
          'Insect repellent for evenings by the lakes',
          'After-sun lotion',
          'Razor and travel hairbrush',
        ],
      },
      {
        name: 'Carry-on',
        items: [
          ['Any medication, in carry-on luggage', 'With prescriptions for anything unusual.'],
          'Passports or ID for everyone',
          'Flight and resort confirmations',
          'Chargers and a plug adapter if you fly in from abroad',
          'Headphones',
          'Change of clothes in case the suitcase is late',
        ],
      },
      {
        name: 'Before you close the case',
        items: [
          'Weigh the suitcases',
          'Leave space for souvenirs',
          'Take a photo of the packed bags for any claim',
          'Download the park app and sign in',
        ],
      },
    ],
  },
  {
    id: id(3),
    guideTitle: 'First Disney World Trip Planner',
    title: 'First Disney World Trip Planner',
    description:
      'Every booking and deadline of a first trip, in the order they come up. Write the real date beside each one when you copy it.',
    topic: 'planning',
    park: null,
    categories: [
      {
        name: 'A year or more out',
        items: [
          'Pick the travel dates and check school holidays',
          'Set the budget: tickets, hotel, food, flights',
          ['Book the resort and note the deposit', 'Rooms open up to 499 days ahead.'],
          'Decide on on-site or off-site hotel',
        ],
      },
      {
        name: 'Six months out',
        items: [
          'Book flights',
          'Buy date-based park tickets',
          'Decide which park on which day',
          'Create the app account and link everyone',
          'Check passports are valid for the trip',
        ],
      },
      {
        name: '60 days out',
        items: [
          [
            'Book dining at 6 a.m. Eastern, 60 days out',
            'Resort guests can book for their whole stay.',
          ],
          'Note each confirmation number',
          'Decide on a dining plan or pay as you go',
        ],
      },
      {
        name: '30 days out',
        items: [
          'Pay the package balance',
          'Order MagicBands or set up phone entry',
          'Arrange transport from the airport',
          'Check refurbishment lists for closed rides',
        ],
      },
      {
        name: 'The last week',
        items: [
          'Complete online check-in in the app',
          'Book Lightning Lane 7 days before arrival (resort guests)',
          'Check the park hours and any early entry',
          'Check the weather and adjust the packing',
          'Print or screenshot every confirmation',
        ],
      },
      {
        name: 'On the day',
        items: [
          'Arrive 45 minutes before opening',
          'Book the first Lightning Lane as soon as you may',
          'Set a meeting point in case anyone gets lost',
        ],
      },
    ],
  },
  {
    id: id(4),
    guideTitle: 'Magic Kingdom Ride Checklist',
    title: 'Magic Kingdom Ride Checklist',
    description:
      'The rides and shows of Magic Kingdom by land, with height requirements beside the ones that have them for planning rider switch.',
    topic: 'rides',
    park: 'Magic Kingdom',
    categories: [
      {
        name: 'Main Street, U.S.A.',
        items: ['Walt Disney World Railroad', 'Main Street Vehicles', 'Town Square Theater'],
      },
      {
        name: 'Adventureland',
        items: [
          'Pirates of the Caribbean',
          'Jungle Cruise',
          'The Magic Carpets of Aladdin',
          'Walt Disney’s Enchanted Tiki Room',
          'Swiss Family Treehouse',
        ],
      },
      {
        name: 'Frontierland',
        items: [
          ['Big Thunder Mountain Railroad (40 in)', 'Best after dark.'],
          ['Tiana’s Bayou Adventure (40 in)', 'You will get wet.'],
          'Country Bear Musical Jamboree',
        ],
      },
      {
        name: 'Liberty Square',
        items: ['Haunted Mansion', 'The Hall of Presidents', 'Liberty Square Riverboat'],
      },
      {
        name: 'Fantasyland',
        items: [
          ['Seven Dwarfs Mine Train (38 in)', 'Rope drop or Lightning Lane: the wait climbs fast.'],
          'Peter Pan’s Flight',
          '“it’s a small world”',
          'The Many Adventures of Winnie the Pooh',
          'Under the Sea – Journey of The Little Mermaid',
          'Mickey’s PhilharMagic',
          'Prince Charming Regal Carrousel',
          'Dumbo the Flying Elephant',
          ['The Barnstormer (35 in)', 'A good first coaster.'],
          'Mad Tea Party',
        ],
      },
      {
        name: 'Tomorrowland',
        items: [
          ['TRON Lightcycle / Run (48 in)', 'Virtual queue or Lightning Lane only at busy times.'],
          ['Space Mountain (44 in)', 'Fully in the dark.'],
          'Buzz Lightyear’s Space Ranger Spin',
          'Tomorrowland Transit Authority PeopleMover',
          'Astro Orbiter',
          'Tomorrowland Speedway (32 in to ride, 54 in to drive alone)',
          'Monsters Inc. Laugh Floor',
          'Walt Disney’s Carousel of Progress',
        ],
      },
      {
        name: 'Shows and nighttime',
        items: [
          'Festival of Fantasy Parade',
          'Mickey’s Magical Friendship Faire',
          'Happily Ever After fireworks',
        ],
      },
    ],
  },
  {
    id: id(5),
    guideTitle: 'Traveling with Toddlers',
    title: 'Traveling with Toddlers',
    description:
      'The extras that keep park days with under-fives calm: naps, rider switch, changing places and a spare of everything.',
    topic: 'families',
    park: null,
    categories: [
      {
        name: 'Stroller',
        items: [
          ['Stroller no larger than 31 x 52 in', 'Stroller wagons are not allowed.'],
          'Rain cover for the stroller',
          'Clip-on fan',
          'Ribbon or tag to find it in stroller parking',
          'Cable lock for the stroller',
        ],
      },
      {
        name: 'In the bag',
        items: [
          'Snacks and a spare set of clothes',
          'Diapers for the day, plus three',
          'Wipes and a changing mat',
          'Sippy cup',
          'Comfort toy or blanket',
          'Ear defenders for fireworks',
          'Children’s pain relief',
        ],
      },
      {
        name: 'In the parks',
        items: [
          'Find the Baby Care Center in each park',
          [
            'Ask for rider switch at height-restricted rides',
            'Ask the Cast Member at the entrance.',
          ],
          'Plan a midday break back at the resort',
          'Pick one evening for fireworks, not every night',
          'Book character meals for the meet-and-greets',
          'Measure the child’s height before the trip',
        ],
      },
      {
        name: 'At the resort',
        items: [
          'Swim diapers for the resort pool',
          'Request a crib when booking',
          'Night light',
          'Blackout solution for nap time',
          'Bath toys',
        ],
      },
      {
        name: 'Travel day',
        items: [
          'Car seat or booster for the transfer',
          'Tablet with downloaded shows',
          'Headphones sized for small ears',
          'A new small toy for the flight',
          'Snacks for the airport',
        ],
      },
    ],
  },
  {
    id: id(6),
    guideTitle: 'EPCOT World Showcase Snack Crawl',
    title: 'EPCOT World Showcase Snack Crawl',
    description:
      'One snack per pavilion, clockwise from Mexico. Share each one between three or four people so you have room for all eleven.',
    topic: 'dining',
    park: 'EPCOT',
    categories: [
      {
        name: 'Mexico to China',
        items: [
          'Churros at the Mexico pavilion kiosk',
          'Frozen margarita at Choza de Margarita (adults)',
          'School bread at Kringla Bakeri og Kafe in Norway',
          'Troll horn pastry at Kringla Bakeri og Kafe',
          'Pork bao at the China pavilion kiosk',
        ],
      },
      {
        name: 'Germany to the American Adventure',
        items: [
          'Caramel treats at Karamell-Küche in Germany',
          'Pretzel at Sommerfest',
          'Gelato at Gelateria Toscana in Italy',
          'Funnel cake at Funnel Cake in The American Adventure',
        ],
      },
      {
        name: 'Japan to Canada',
        items: [
          'Kakigori shaved ice in Japan',
          'Mint tea at Spice Road Table in Morocco',
          'Baklava at Tangierine Café',
          'Pastries at Les Halles Boulangerie-Patisserie in France',
          'Crêpe at Crêpes des Chefs de France',
          'Fish and chips at Yorkshire County Fish Shop in the United Kingdom',
          'Cheddar cheese soup at Le Cellier in Canada',
        ],
      },
      {
        name: 'Tips for the crawl',
        items: [
          'Start at 11 a.m. when World Showcase opens',
          'Carry a refillable bottle between stops',
          'Check the festival booths in season: they add more',
          'Keep a running total against the budget',
          'Vote on the favourite at the end',
          'Save the last stop for fireworks viewing',
        ],
      },
    ],
  },
  {
    id: id(7),
    guideTitle: 'Dining Reservation Tracker',
    title: 'Dining Reservation Tracker',
    description:
      'Your booking morning in order, and a slot for each meal with its first choice and backups.',
    topic: 'dining',
    park: null,
    categories: [
      {
        name: 'The night before',
        items: [
          'Set an alarm for 5:45 a.m. Eastern on day 60',
          'First choice and two backups for each table-service meal',
          'Card ready for the $10 per person no-show guarantee',
          'Sign in to the app and the website on two devices',
        ],
      },
      {
        name: 'Booking morning',
        items: [
          'Book the hardest table first',
          'Then the character meals',
          'Then the rest of the week in order',
          'Confirmation numbers copied into the list',
        ],
      },
      {
        name: 'Afterwards',
        items: [
          'Add every reservation to the shared calendar',
          'Check the cancellation window of each',
          'Set a reminder to cancel what you will not use',
          'Look for better times each morning until the trip',
          'Note dietary needs on each reservation',
          'Plan quick-service meals for the other days',
          'Mobile-order lunch before 11 a.m. on park days',
        ],
      },
    ],
  },
];
