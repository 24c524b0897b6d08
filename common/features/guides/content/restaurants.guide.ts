import type { GuidePageContent } from '../guide-content.schema';

/** Where to eat at Walt Disney World, what it costs and how hard each table is to book. */
export const restaurantsGuide: GuidePageContent = {
  key: 'restaurants',
  heading: 'Disney World Restaurants Guide',
  metaTitle: 'Disney World Restaurants: Where to Eat & How to Book',
  metaDescription:
    'Disney World restaurants by type and price, from quick service to character meals, with how hard each is to book and how the 60-day reservation window works.',
  keywords: [
    'disney world restaurants',
    'disney dining reservations',
    'character dining disney world',
    'best disney quick service',
    'disney signature dining',
    '60 day dining reservations',
    'cinderella royal table',
    'disney dining tips',
  ],
  breadcrumbs: [{ label: 'Restaurants', href: '/disney-restaurants' }],
  hero: {
    lead: 'Walt Disney World has 200+ restaurants across its parks, resorts and Disney Springs, and the good tables go fast. Here is where members like to eat, what each costs, and how early you need to book.',
    badges: ['200+ Restaurants', 'Booking Difficulty', 'Member Ratings'],
    actions: [
      { label: 'Read Dining Reviews', href: '/reviews' },
      { label: 'Join Community', href: '/auth' },
    ],
  },
  sections: [
    {
      kind: 'restaurants',
      title: 'Restaurants Worth Planning Around',
      intro:
        'Price ranges are per adult before tax and tip: $ under $15, $$ $15-$35, $$$ $35-$60, $$$$ over $60. Difficulty reflects how hard a table is to get at the 60-day mark. Ratings are member averages from 1 to 5.',
      items: [
        {
          name: "Cinderella's Royal Table",
          type: 'Character Dining',
          cuisine: 'American prix fixe',
          priceRange: '$$$$',
          location: 'Magic Kingdom, inside Cinderella Castle',
          rating: 4.3,
          reviewCount: 1126,
          reservationDifficulty: 'Very Hard',
          description:
            'A meal in the castle’s great hall with Cinderella and other princesses visiting each table. The food is fine rather than memorable; you are paying for the setting, so breakfast is the best value.',
        },
        {
          name: 'Space 220 Restaurant',
          type: 'Table Service',
          cuisine: 'Contemporary American',
          priceRange: '$$$$',
          location: 'EPCOT, next to Mission: SPACE',
          rating: 4.2,
          reviewCount: 874,
          reservationDifficulty: 'Very Hard',
          description:
            'A “space elevator” lifts you to a dining room with a wall of windows looking down on Earth. Prix fixe lunch and dinner; the Space 220 Lounge next door is easier to book and serves small plates.',
        },
        {
          name: "Topolino's Terrace",
          type: 'Character Dining',
          cuisine: 'Mediterranean breakfast',
          priceRange: '$$$',
          location: "Disney's Riviera Resort, rooftop",
          rating: 4.7,
          reviewCount: 689,
          reservationDifficulty: 'Very Hard',
          description:
            'Breakfast à la Art with Mickey, Minnie, Donald and Daisy dressed as painters, and some of the best breakfast food on property. Take the Skyliner and look out over EPCOT from the rooftop.',
        },
        {
          name: "Victoria & Albert's",
          type: 'Signature Dining',
          cuisine: 'Fine dining tasting menu',
          priceRange: '$$$$',
          location: "Disney's Grand Floridian Resort & Spa",
          rating: 4.9,
          reviewCount: 212,
          reservationDifficulty: 'Very Hard',
          description:
            'A multi-course tasting menu with wine pairings, a dress code and well over $300 per person. Guests must be 10 or older, and it is the most formal meal at the resort.',
        },
        {
          name: 'Be Our Guest Restaurant',
          type: 'Table Service',
          cuisine: 'French-inspired',
          priceRange: '$$$$',
          location: 'Magic Kingdom, Fantasyland',
          rating: 4.1,
          reviewCount: 958,
          reservationDifficulty: 'Hard',
          description:
            'Dinner in the Beast’s castle, with three themed rooms and a visit from the Beast himself. The prix fixe menu is pricey, so book it for the atmosphere rather than the food.',
        },
        {
          name: "Chef Mickey's",
          type: 'Character Dining',
          cuisine: 'American buffet',
          priceRange: '$$$',
          location: "Disney's Contemporary Resort",
          rating: 4.2,
          reviewCount: 1043,
          reservationDifficulty: 'Hard',
          description:
            'A busy buffet where Mickey and friends come to every table while the monorail glides overhead. Loud and fun; breakfast is the most popular seating.',
        },
        {
          name: "'Ohana",
          type: 'Table Service',
          cuisine: 'Polynesian family-style',
          priceRange: '$$$',
          location: "Disney's Polynesian Village Resort",
          rating: 4.5,
          reviewCount: 1187,
          reservationDifficulty: 'Hard',
          description:
            'All-you-care-to-enjoy skewers, noodles and the famous bread pudding with ice cream, served family style. Ask for a window table to see the Magic Kingdom fireworks.',
        },
        {
          name: 'California Grill',
          type: 'Signature Dining',
          cuisine: 'Contemporary American and sushi',
          priceRange: '$$$$',
          location: "Disney's Contemporary Resort, 15th floor",
          rating: 4.6,
          reviewCount: 731,
          reservationDifficulty: 'Hard',
          description:
            'Seasonal dishes and sushi with a view straight over to Cinderella Castle. Book dinner about an hour before the fireworks, which you can watch from the observation deck.',
        },
        {
          name: 'Le Cellier Steakhouse',
          type: 'Table Service',
          cuisine: 'Canadian steakhouse',
          priceRange: '$$$$',
          location: 'EPCOT, Canada pavilion',
          rating: 4.4,
          reviewCount: 812,
          reservationDifficulty: 'Hard',
          description:
            'A cosy, cellar-like dining room known for filet mignon and cheddar cheese soup with pretzel bread. Lunch tables are easier to find than dinner.',
        },
        {
          name: "Oga's Cantina",
          type: 'Lounge',
          cuisine: 'Themed cocktails and snacks',
          priceRange: '$$',
          location: "Disney's Hollywood Studios, Star Wars: Galaxy's Edge",
          rating: 4.3,
          reviewCount: 604,
          reservationDifficulty: 'Hard',
          description:
            'A standing-room cantina with DJ R-3X on the decks and colourful drinks, alcoholic and not. Reservations are strongly advised, and visits are limited to about 45 minutes.',
        },
        {
          name: 'Jiko - The Cooking Place',
          type: 'Signature Dining',
          cuisine: 'African-inspired',
          priceRange: '$$$$',
          location: "Disney's Animal Kingdom Lodge, Jambo House",
          rating: 4.7,
          reviewCount: 498,
          reservationDifficulty: 'Moderate',
          description:
            'Wood-fired dishes with flavours from across Africa and one of the largest South African wine lists in the US. Often bookable a week or two out, and quieter than its ratings suggest.',
        },
        {
          name: 'Tusker House Restaurant',
          type: 'Character Dining',
          cuisine: 'African-inspired buffet',
          priceRange: '$$$',
          location: "Disney's Animal Kingdom, Africa",
          rating: 4.4,
          reviewCount: 766,
          reservationDifficulty: 'Moderate',
          description:
            'A varied buffet with Donald, Daisy, Mickey and Goofy in safari gear. A good choice for picky eaters and adventurous ones alike.',
        },
        {
          name: 'Sci-Fi Dine-In Theater Restaurant',
          type: 'Table Service',
          cuisine: 'American comfort food',
          priceRange: '$$',
          location: "Disney's Hollywood Studios, Commissary Lane",
          rating: 4.0,
          reviewCount: 689,
          reservationDifficulty: 'Moderate',
          description:
            'You eat in a parked convertible under a starry sky while old sci-fi trailers play on a big screen. Burgers and milkshakes; come for the setting.',
        },
        {
          name: 'The Boathouse',
          type: 'Table Service',
          cuisine: 'Seafood and steaks',
          priceRange: '$$$',
          location: 'Disney Springs, The Landing',
          rating: 4.3,
          reviewCount: 542,
          reservationDifficulty: 'Moderate',
          description:
            'A waterfront restaurant with a raw bar, good steaks and vintage amphicar rides on the lake (booked separately). No park ticket needed, which makes it a handy rest-day dinner.',
        },
        {
          name: "Satu'li Canteen",
          type: 'Quick Service',
          cuisine: 'Build-your-own bowls',
          priceRange: '$$',
          location: "Disney's Animal Kingdom, Pandora",
          rating: 4.6,
          reviewCount: 1254,
          reservationDifficulty: 'Walk-up',
          description:
            'Grain or salad bowls with grilled chicken, steak, salmon or tofu, plus pods of cheeseburger steamed buns. Fresh, filling and one of the best quick-service meals anywhere.',
        },
        {
          name: 'Columbia Harbour House',
          type: 'Quick Service',
          cuisine: 'Seafood and sandwiches',
          priceRange: '$$',
          location: 'Magic Kingdom, Liberty Square',
          rating: 4.3,
          reviewCount: 917,
          reservationDifficulty: 'Walk-up',
          description:
            'Fried fish, a lobster roll and a lighter grilled salmon option. Head upstairs for quiet, air-conditioned seating that most guests miss.',
        },
        {
          name: "Woody's Lunch Box",
          type: 'Quick Service',
          cuisine: 'American snacks and sandwiches',
          priceRange: '$',
          location: "Disney's Hollywood Studios, Toy Story Land",
          rating: 4.2,
          reviewCount: 803,
          reservationDifficulty: 'Walk-up',
          description:
            'Totchos, grilled cheese and warm Lunch Box Tarts at some of the lowest prices in the park. Seating is outdoors, so eat early before the afternoon heat.',
        },
        {
          name: "Trader Sam's Grog Grotto",
          type: 'Lounge',
          cuisine: 'Tiki cocktails and small plates',
          priceRange: '$$',
          location: "Disney's Polynesian Village Resort",
          rating: 4.6,
          reviewCount: 587,
          reservationDifficulty: 'Walk-up',
          description:
            'A tiny tiki bar where certain drinks set off sound and light effects around the room. It only takes walk-ins, so arrive before it opens; minors are welcome until 8 pm.',
        },
      ],
    },
    {
      kind: 'cards',
      title: 'Dining Categories',
      intro:
        'Disney sorts its restaurants into a few types, and each suits a different part of the day.',
      items: [
        {
          title: 'Table Service',
          description:
            'Sit-down meals with a server, usually 60 to 90 minutes. Book them at the 60-day mark and plan one a day at most, or they eat into park time.',
        },
        {
          title: 'Quick Service',
          description:
            'Counter meals from about $12 to $20 per adult. Order ahead with Mobile Order in the My Disney Experience app and pick a return window to skip the queue.',
        },
        {
          title: 'Character Dining',
          description:
            'Buffets or set menus where characters visit each table, from about $45 to $80 per adult. They save you time in meet-and-greet lines, which makes them good value for young families.',
        },
        {
          title: 'Signature Dining',
          description:
            'Disney’s upscale restaurants, such as California Grill, Jiko and Narcoossee’s, with longer meals and a dress code of smart casual. Best for a special night without the kids.',
        },
        {
          title: 'Snacks and Lounges',
          description:
            'Dole Whip, Mickey pretzels and festival booths cover a lot of ground for little money, and lounges such as Nomad Lounge and Trader Sam’s offer small plates without a reservation.',
        },
        {
          title: 'Dinner Shows',
          description:
            'The Hoop-Dee-Doo Musical Revue at Fort Wilderness pairs an all-you-care-to-eat barbecue with a slapstick country show. It books up early and is paid in full when you reserve.',
        },
      ],
    },
    {
      kind: 'prose',
      title: 'How Dining Reservations Work',
      paragraphs: [
        'Dining reservations open 60 days ahead at 6 am Eastern time in the My Disney Experience app and on the Disney website. For the Very Hard tables, such as Cinderella’s Royal Table, Space 220 or Topolino’s Terrace, be online at 6 am on the dot with your card ready; good times can go within minutes.',
        'If you are staying at a Disney resort hotel, you get a head start: at 60 days before check-in you can book dining for your whole stay, up to 10 days. That means on day five of your trip you are booking before everyone who can only see day 60. You can book resort stays up to 499 days out, so lock the room in first.',
        'Most table-service restaurants hold your booking with a card and charge $10 per person if you no-show or cancel after the day before. Plans change, so keep checking the app; cancellations appear every day, especially in the last 48 hours. Many restaurants also offer a walk-up waitlist in the app on the day.',
      ],
    },
    {
      kind: 'prose',
      title: 'Eating Well on a Budget',
      paragraphs: [
        'Food can cost more than tickets for a family, but there are easy savings. Quick-service portions are large enough to share, kids’ meals (meant for ages 3-9) are usually sold to anyone who asks at quick-service counters, and you can bring your own snacks and non-alcoholic drinks into the parks as long as there is no glass. Free cups of ice water are available at any quick-service counter.',
        'The Disney Dining Plan returned in 2024 for resort packages. It can make budgeting easier, but it only saves money if you would already order an entrée, a drink and a dessert at every meal. Most members who do the maths find that paying as they go, with one table-service meal a day, comes out cheaper.',
      ],
    },
    {
      kind: 'topicLinks',
      title: 'Related Dining and Planning Guides',
      links: [
        { label: 'Disney World Budget Guide', href: '/disney-world-budget-guide' },
        { label: 'Disney Trip Planning Timeline', href: '/disney-trip-planning' },
        { label: 'Disney World Reviews', href: '/disney-world-reviews' },
        { label: 'Disney World Events and Festivals', href: '/disney-events' },
        { label: 'Disney World Hotels', href: '/disney-world-hotels' },
      ],
    },
  ],
  faq: [
    {
      question: 'How far in advance can I make Disney World dining reservations?',
      answer:
        'Reservations open 60 days ahead at 6 am Eastern. Guests at Disney resort hotels can book for their whole stay, up to 10 days, starting 60 days before check-in.',
    },
    {
      question: 'What is the hardest Disney World restaurant to book?',
      answer:
        'Cinderella’s Royal Table, Space 220, Topolino’s Terrace breakfast and Victoria & Albert’s are the hardest. Book at 6 am on your 60-day date, and if you miss out, keep checking the app for cancellations.',
    },
    {
      question: 'Can you bring your own food into Disney World parks?',
      answer:
        'Yes. You can bring snacks, meals and non-alcoholic drinks in soft coolers or bags, as long as there is no glass and no loose ice. Many families bring breakfast and snacks and buy lunch and dinner.',
    },
    {
      question: 'Is character dining worth the price?',
      answer:
        'For families with young children it often is, because you meet several characters without queuing and get a full meal. Breakfast is usually the cheapest seating and the easiest to fit before rides.',
    },
    {
      question: 'What if I cannot get the dining reservation I want?',
      answer:
        'Set up alerts and check the app often, especially the day before, when late cancellations appear to avoid the $10 per person fee. Try walk-up waitlists, off-peak times like 3 pm lunches, or the lounge attached to the restaurant.',
    },
  ],
  cta: {
    title: 'Share Your Favourite Meals',
    body: 'Join the community to rate restaurants from 1 to 5, post what you ordered and what it cost, and see which tables other members are booking this month.',
    actions: [
      { label: 'Join Community', href: '/auth' },
      { label: 'Read Reviews', href: '/reviews' },
    ],
  },
  memberAction: { label: 'Share a Dining Review', href: '/feed' },
  topics: ['dining', 'planning', 'budget', 'reviews', 'families', 'tips'],
  structuredData: 'Restaurant',
  updatedAt: '2026-11-15',
};
