import type { GuidePageContent } from '../guide-content.schema';

/** Choosing a Walt Disney World resort hotel by tier, location, transport and resort-guest perks. */
export const hotelsGuide: GuidePageContent = {
  key: 'hotels',
  heading: 'Disney World Hotels: How to Choose the Right Resort',
  metaTitle: 'Disney World Hotels Guide: Resorts by Tier and Location',
  metaDescription:
    'Compare Disney World Value, Moderate, Deluxe and Deluxe Villa resorts by price, transport and location, plus the resort guest perks that still exist.',
  keywords: [
    'disney world hotels',
    'disney world resorts',
    'best disney world resort',
    'disney value resorts',
    'disney deluxe resorts',
    'skyliner resorts',
    'monorail resorts',
    'early theme park entry',
  ],
  breadcrumbs: [{ label: 'Disney World Hotels', href: '/disney-world-hotels' }],
  hero: {
    lead: 'Where you sleep shapes every day of a Disney World trip: how early you reach rope drop, how long the ride back takes and how much a midday pool break costs you. Here is how the four resort tiers, the transport options and the remaining guest perks really compare.',
    badges: ['Four Resort Tiers', 'Transport Compared', 'Guest Perks Explained'],
    actions: [
      { label: 'Read Member Resort Reviews', href: '/reviews' },
      { label: 'Join Community', href: '/auth' },
    ],
  },
  sections: [
    {
      kind: 'hotelTiers',
      title: 'Disney World Resort Tiers at a Glance',
      intro:
        'Disney sorts its own hotels into four tiers. Prices below are typical pre-tax rack rates for a standard room in 2024-2025; expect about 12.5% hotel tax on top, and higher rates at Christmas, Easter and on holiday weekends. Ratings are our members’ overall scores out of 5.',
      tiers: [
        {
          tier: 'Value',
          nightlyRange: 'about $140-$330 (family suites from about $400)',
          description:
            'Motel-style buildings with exterior corridors, oversized icons, food courts instead of table-service restaurants and rooms of roughly 260 square feet. You get the same Early Theme Park Entry and dining window as a Deluxe guest, which makes these the best value per perk on property.',
          hotels: [
            {
              name: 'Disney’s Pop Century Resort',
              area: 'Hollywood Studios / Skyliner area',
              transport:
                'Skyliner to EPCOT and Hollywood Studios; buses to Magic Kingdom and Animal Kingdom',
              highlight:
                'Cheapest rooms with Skyliner access; rooms have a queen bed plus a fold-down table bed',
              rating: 4.1,
            },
            {
              name: 'Disney’s Art of Animation Resort',
              area: 'Hollywood Studios / Skyliner area',
              transport: 'Skyliner (shared station with Pop Century); buses elsewhere',
              highlight:
                'Lion King, Cars and Finding Nemo family suites sleep six with two bathrooms; the Big Blue Pool is the largest on property',
              rating: 4.4,
            },
            {
              name: 'Disney’s All-Star Movies Resort',
              area: 'Animal Kingdom area',
              transport: 'Buses only; about 10 minutes to Animal Kingdom',
              highlight:
                'Usually the lowest rates Disney offers, with Toy Story and Fantasia icons kids love',
              rating: 3.7,
            },
            {
              name: 'Disney’s All-Star Music Resort',
              area: 'Animal Kingdom area',
              transport: 'Buses only',
              highlight: 'Family suites sleep six for far less than a Moderate or Deluxe suite',
              rating: 3.8,
            },
          ],
        },
        {
          tier: 'Moderate',
          nightlyRange: 'about $250-$450',
          description:
            'Larger rooms (about 315 square feet), pools with slides, a table-service or lounge option, and more landscaping. The jump from Value is mostly atmosphere; check transport carefully, because several Moderates rely entirely on buses.',
          hotels: [
            {
              name: 'Disney’s Caribbean Beach Resort',
              area: 'EPCOT / Skyliner hub',
              transport:
                'Skyliner hub station: direct gondolas to EPCOT and Hollywood Studios; buses elsewhere',
              highlight:
                'Pirate-fort pool with slides and water cannons; sprawling lake campus, so request a building near the Skyliner',
              rating: 4.1,
            },
            {
              name: 'Disney’s Port Orleans Resort – French Quarter',
              area: 'Disney Springs area',
              transport: 'Boat along the Sassagoula River to Disney Springs; buses to the parks',
              highlight:
                'Smallest, quietest Moderate with Mickey-shaped beignets at the Sassagoula Floatworks food court',
              rating: 4.5,
            },
            {
              name: 'Disney’s Port Orleans Resort – Riverside',
              area: 'Disney Springs area',
              transport:
                'Boat to Disney Springs; buses to the parks (often shared with French Quarter)',
              highlight:
                'Alligator Bayou rooms sleep five with a trundle bed; Royal Guest Rooms for princess fans',
              rating: 4.3,
            },
            {
              name: 'Disney’s Coronado Springs Resort',
              area: 'Animal Kingdom area',
              transport: 'Internal and park buses; one of the shortest rides to Animal Kingdom',
              highlight:
                'Gran Destino Tower rooms and the Toledo rooftop restaurant feel close to Deluxe',
              rating: 4.2,
            },
          ],
        },
        {
          tier: 'Deluxe',
          nightlyRange: 'about $450-$1,200+',
          description:
            'Full-service hotels with interior corridors, signature restaurants, elaborate pools and the best transport on property. Deluxe guests also get Extended Evening Theme Park Hours on select nights. The premium buys you time: walking or a monorail ride instead of a 30-minute bus trip.',
          hotels: [
            {
              name: 'Disney’s Contemporary Resort',
              area: 'Magic Kingdom area',
              transport:
                'Walk to Magic Kingdom in about 10 minutes; monorail to Magic Kingdom, changing at the Ticket and Transportation Center for EPCOT',
              highlight:
                'The monorail glides through the lobby; California Grill has the best fireworks view on property',
              rating: 4.5,
            },
            {
              name: 'Disney’s Polynesian Village Resort',
              area: 'Magic Kingdom area',
              transport:
                'Monorail and boat to Magic Kingdom; short walk to the Ticket and Transportation Center for the EPCOT monorail',
              highlight:
                'White-sand beach facing Cinderella Castle fireworks, ’Ohana dinners and Dole Whip at Pineapple Lanai',
              rating: 4.6,
            },
            {
              name: 'Disney’s Grand Floridian Resort & Spa',
              area: 'Magic Kingdom area',
              transport: 'Monorail, boat or a walking path to Magic Kingdom',
              highlight:
                'Victorian flagship with Victoria & Albert’s, Citricos and Narcoossee’s under one roof',
              rating: 4.6,
            },
            {
              name: 'Disney’s Wilderness Lodge',
              area: 'Magic Kingdom area',
              transport: 'Boat to Magic Kingdom; buses elsewhere',
              highlight:
                'National-park lodge lobby, a geyser by the lake and Geyser Point Bar & Grill at sunset',
              rating: 4.6,
            },
            {
              name: 'Disney’s Yacht Club and Beach Club Resorts',
              area: 'EPCOT area (Crescent Lake)',
              transport:
                'Walk to EPCOT’s International Gateway in 5-10 minutes; FriendShip boat or a 20-minute walk to Hollywood Studios',
              highlight:
                'Stormalong Bay, a sand-bottom pool with a shipwreck slide, is the best pool at Disney',
              rating: 4.6,
            },
            {
              name: 'Disney’s Animal Kingdom Lodge',
              area: 'Animal Kingdom area',
              transport: 'Buses only',
              highlight:
                'Savanna-view rooms look out on giraffes and zebras; Boma and Jiko are two of the best restaurants on property',
              rating: 4.6,
            },
          ],
        },
        {
          tier: 'Deluxe Villa',
          nightlyRange: 'about $500-$1,000 for a studio; one-bedroom villas from about $900',
          description:
            'Disney Vacation Club villas that anyone can book with cash, or rent with points from an owner for much less. Studios have a kitchenette; one- and two-bedroom villas add a full kitchen and washer-dryer, which pays off on longer family stays. Villa guests get the same perks as Deluxe guests.',
          hotels: [
            {
              name: 'Disney’s Riviera Resort',
              area: 'EPCOT / Skyliner area',
              transport:
                'Own Skyliner station: one stop to EPCOT, change at Caribbean Beach for Hollywood Studios',
              highlight:
                'Topolino’s Terrace character breakfast and rooftop views; budget-friendly Tower Studios sleep two',
              rating: 4.5,
            },
            {
              name: 'Bay Lake Tower at Disney’s Contemporary Resort',
              area: 'Magic Kingdom area',
              transport: 'Walk to Magic Kingdom; monorail from the connected Contemporary',
              highlight: 'Theme-park-view villas look straight down on Magic Kingdom',
              rating: 4.6,
            },
            {
              name: 'Disney’s Polynesian Villas & Bungalows',
              area: 'Magic Kingdom area',
              transport: 'Monorail and boat to Magic Kingdom',
              highlight:
                'Overwater bungalows with private plunge pools facing the fireworks; among the most expensive rooms at Disney World',
              rating: 4.7,
            },
            {
              name: 'Disney’s Animal Kingdom Villas – Kidani Village',
              area: 'Animal Kingdom area',
              transport: 'Buses only',
              highlight:
                'Savanna views, Sanaa’s bread service and roomy one-bedroom villas with full kitchens',
              rating: 4.5,
            },
            {
              name: 'Disney’s Old Key West Resort',
              area: 'Disney Springs area',
              transport: 'Boat to Disney Springs; buses to the parks with several stops',
              highlight:
                'The largest villas on property, a golf-course setting and some of the lowest villa rates',
              rating: 4.2,
            },
          ],
        },
      ],
    },
    {
      kind: 'cards',
      title: 'Resort Guest Perks',
      intro:
        'Perks have changed a lot since 2020. This is what staying at a Disney-owned resort gets you in 2024-2025, and what it no longer does.',
      items: [
        {
          title: 'Early Theme Park Entry',
          description:
            'Every Disney resort guest can enter any theme park 30 minutes before official opening, every day. Guests at the Swan, Dolphin, Swan Reserve, Shades of Green, Four Seasons Orlando and the Disney Springs area hotels get it too. Use it for the park’s longest-wait ride, such as Seven Dwarfs Mine Train or Slinky Dog Dash.',
        },
        {
          title: 'Extended Evening Theme Park Hours',
          description:
            'Deluxe and Deluxe Villa guests (plus the Swan, Dolphin, Swan Reserve, Shades of Green and Four Seasons) get two extra hours after closing on select nights at one park. Check the calendar before booking; lines for headliners often fall under 20 minutes.',
        },
        {
          title: 'Dining Reservations for Your Whole Stay',
          description:
            'Everyone can book dining 60 days ahead, but resort guests can book 60 days before check-in for up to 10 days of their stay. That head start matters for Cinderella’s Royal Table, Space 220 and Topolino’s Terrace.',
        },
        {
          title: 'Earlier Lightning Lane Booking',
          description:
            'Resort guests can buy Lightning Lane Multi Pass and Single Pass 7 days before check-in for their entire stay, versus 3 days before each park day for off-site guests. That is the best shot at Tiana’s Bayou Adventure or Frozen Ever After times.',
        },
        {
          title: 'Free Transportation',
          description:
            'Buses, boats, the monorail and the Skyliner are included and run from about an hour before Early Entry until about an hour after parks close. Without a car you avoid theme park parking and the walk from the lot.',
        },
        {
          title: 'Overnight Parking Is Not Free',
          description:
            'Free hotel parking ended in 2018. Overnight self-parking runs about $15 a night at Value, $20 at Moderate and $25 at Deluxe resorts. Registered resort guests still park free in standard theme park lots, which otherwise cost about $30 a day.',
        },
        {
          title: 'No More Magical Express',
          description:
            'Disney’s free airport bus ended in January 2022. From Orlando International you now choose a paid shuttle such as Mears Connect, a rideshare (about $40-$70 each way), a rental car or a private car service.',
        },
        {
          title: 'Room Charging and Disney Dining Plan',
          description:
            'Link a card to your MagicBand or phone to charge purchases to your room. The Disney Dining Plan returned in 2024, but only as part of a room-and-ticket package booked through Disney.',
        },
      ],
    },
    {
      kind: 'prose',
      title: 'Choosing a Resort by Location',
      paragraphs: [
        'Start with the parks you will visit most. The Magic Kingdom area around Seven Seas Lagoon and Bay Lake (Contemporary, Polynesian, Grand Floridian, Wilderness Lodge and Fort Wilderness) is unbeatable for families planning two or three Magic Kingdom days, because getting back for an afternoon nap is a 10-minute walk, monorail or boat ride rather than a bus queue.',
        'The EPCOT area around Crescent Lake (Yacht and Beach Club, BoardWalk, Swan and Dolphin) lets you walk to EPCOT’s International Gateway and to Hollywood Studios. It suits adults and food-festival fans who like strolling World Showcase in the evening. Just south, the Skyliner resorts (Riviera, Caribbean Beach, Pop Century and Art of Animation) give gondola access to the same two parks at much lower prices.',
        'Animal Kingdom Lodge, Coronado Springs and the All-Star resorts sit near Animal Kingdom and rely on buses for everything else, so budget 45-60 minutes door to door for Magic Kingdom. The Disney Springs area resorts (Port Orleans, Old Key West, Saratoga Springs) trade park convenience for boat rides to shopping and dinner, which works well for repeat visitors.',
        'If you cannot decide, split the stay: a few nights at a Value or Moderate for the parks you visit briefly, then two nights at a Magic Kingdom monorail resort to end the trip. Moving hotels costs you a morning, but Bell Services can hold your bags until your new room is ready.',
      ],
    },
    {
      kind: 'prose',
      title: 'When to Book and How to Pay Less',
      paragraphs: [
        'Disney resort reservations can be made up to 499 days ahead, and the popular rooms go first: Art of Animation family suites, Polynesian and Wilderness Lodge standard rooms, and anything over Christmas or spring break. Booking early locks in a rate, and most room-only reservations can be cancelled with a full deposit refund more than five days before arrival, so there is little risk in reserving before your plans are final.',
        'Watch for room discounts, which Disney usually releases a few months before the travel window, often for 20-35% off. You can apply a new discount to an existing booking by calling Disney, as long as your room type is included. Florida residents, Disney Visa cardholders and military families get separate offers.',
        'Renting Disney Vacation Club points from an owner through an established rental broker is often the cheapest way into a Deluxe Villa, sometimes 30-50% below cash rates. The trade-off is stricter cancellation terms and no packages, so buy travel insurance and book tickets separately.',
      ],
    },
    {
      kind: 'cards',
      title: 'On-Site or Off-Site?',
      intro: 'Staying on property is not automatically the right call. Here is who benefits most.',
      items: [
        {
          title: 'Stay On-Site If You Rope Drop',
          description:
            'Early Theme Park Entry plus free transport makes the first hour of the day far more productive, and that hour is when lines are shortest.',
        },
        {
          title: 'Stay On-Site With Young Kids',
          description:
            'Midday breaks at the resort pool are easy when the bus, boat or monorail is a few minutes away, and you never need to install a car seat.',
        },
        {
          title: 'Consider Off-Site for Big Groups',
          description:
            'A rented house in Kissimmee or a two-bedroom suite near Disney Springs can sleep eight for the price of one Moderate room, if you are happy to drive and pay for parking.',
        },
        {
          title: 'Consider the Partner Hotels',
          description:
            'The Swan, Dolphin and Swan Reserve sit within walking distance of EPCOT, and the Disney Springs area hotels get Early Entry, often at lower prices than Disney’s own Deluxe resorts.',
        },
      ],
    },
    {
      kind: 'topicLinks',
      title: 'Keep Planning',
      links: [
        { label: 'Disney World Budget Guide', href: '/disney-world-budget-guide' },
        { label: 'Trip Planning Timeline', href: '/disney-trip-planning' },
        { label: 'Disney World Restaurants', href: '/disney-restaurants' },
        { label: 'Disney World Tips', href: '/disney-world-tips' },
        { label: 'Disney World vs Disneyland', href: '/disney-world-vs-disneyland' },
      ],
    },
  ],
  faq: [
    {
      question: 'Is it worth staying at a Disney World resort hotel?',
      answer:
        'For most first-time and rope-drop-focused visitors, yes. Early Theme Park Entry, free buses, boats, monorail and Skyliner, and an earlier Lightning Lane and dining window save real time. Large groups or drivers on a tight budget often do better at an off-site suite or rental house.',
    },
    {
      question: 'How far in advance can I book a Disney World resort?',
      answer:
        'Resort reservations can be made up to 499 days ahead. Popular room types and holiday dates sell out first, and most room-only bookings can be cancelled with a refund more than five days before arrival, so booking early carries little risk.',
    },
    {
      question: 'Does Disney World still offer free airport transportation?',
      answer:
        'No. Disney’s Magical Express ended in January 2022. Most visitors now use Mears Connect, a rideshare, a rental car or a private car service from Orlando International Airport.',
    },
    {
      question: 'Do Disney resort guests have to pay for parking?',
      answer:
        'Yes, for overnight parking at the hotel: about $15 a night at Value, $20 at Moderate and $25 at Deluxe and Deluxe Villa resorts. Registered resort guests still get standard theme park parking at no extra charge.',
    },
    {
      question: 'Which Disney World resort is best for first-time visitors?',
      answer:
        'On a budget, Pop Century or Art of Animation, thanks to the Skyliner. For a splurge, the Polynesian or Contemporary put you minutes from Magic Kingdom, which most first-timers visit more than once.',
    },
    {
      question: 'What is the difference between Deluxe and Deluxe Villa resorts?',
      answer:
        'Deluxe resorts are traditional hotel rooms. Deluxe Villas are Disney Vacation Club units, from studios with kitchenettes to multi-bedroom villas with full kitchens and laundry, and they often share the pools, restaurants and transport of a neighbouring Deluxe hotel.',
    },
  ],
  cta: {
    title: 'Find Your Resort With Help From Fans',
    body: 'Members have shared 5,000+ reviews, including honest takes on room views, bus waits and pool days. Join free to ask which resort fits your trip.',
    actions: [
      { label: 'Join Community', href: '/auth' },
      { label: 'Browse Reviews', href: '/reviews' },
    ],
  },
  memberAction: { label: 'Share Your Hotel Stay', href: '/feed' },
  topics: ['hotels', 'planning', 'budget', 'money', 'families', 'tips', 'parks'],
  structuredData: 'Hotel',
  updatedAt: '2026-11-15',
};
