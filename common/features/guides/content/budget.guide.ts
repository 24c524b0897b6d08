import type { GuidePageContent } from '../guide-content.schema';

/** What a Walt Disney World trip costs, a budget calculator, a step-by-step budget plan and ways to save. */
export const budgetGuide: GuidePageContent = {
  key: 'budget',
  heading: 'Disney World Budget Guide: What a Trip Really Costs',
  metaTitle: 'Disney World Budget Guide and Trip Cost Calculator',
  metaDescription:
    'Estimate your Disney World trip cost with a free calculator, realistic prices for tickets, hotels, food and Lightning Lane, and tips that save hundreds.',
  keywords: [
    'disney world budget',
    'disney world trip cost',
    'disney world cost calculator',
    'how much does disney world cost',
    'disney world on a budget',
    'disney world food budget',
    'lightning lane cost',
    'disney world ticket prices',
  ],
  breadcrumbs: [{ label: 'Budget Guide', href: '/disney-world-budget-guide' }],
  hero: {
    lead: 'A week at Walt Disney World for a family of four usually lands somewhere between $5,000 and $10,000 before flights. Where you fall depends on a handful of choices, and this guide shows what each one costs and how to build a budget you can stick to.',
    badges: ['Free Budget Calculator', 'Real Price Ranges', 'Step-by-Step Plan'],
    actions: [
      { label: 'Browse Budget Checklists', href: '/checklists/public' },
      { label: 'Join Community', href: '/auth' },
    ],
  },
  sections: [
    {
      kind: 'budgetCalculator',
      title: 'Trip Budget Calculator',
      intro:
        'Enter your party size, number of nights, park days, hotel tier and dining style, and the calculator estimates tickets, lodging, food and extras using the price ranges on this page. It works without signing in, so you can try different hotel tiers and dining styles as often as you like before you book anything.',
    },
    {
      kind: 'budgetCategories',
      title: 'Where the Money Goes',
      intro:
        'Typical 2024-2025 prices before tax. Disney prices by date, so the same ticket or room can cost 40% more in a holiday week than in late January.',
      items: [
        {
          name: 'Theme Park Tickets',
          range:
            'about $119-$200 per person for one day; about $110-$150 per day on a 4-5 day ticket',
          description:
            'Tickets are date-based, and the per-day price falls the more days you buy. Children 3-9 pay a slightly lower child price and under-3s are free. A Park Hopper option adds about $65-$100 or more per ticket depending on length.',
          savingTip:
            'Buy from an authorized ticket seller for a small discount, and skip the Park Hopper on trips of four days or more, when one park a day is plenty.',
        },
        {
          name: 'Hotel',
          range: 'about $140-$1,200+ per night, plus about 12.5% tax',
          description:
            'Value resorts run about $140-$330, Moderates about $250-$450, Deluxe about $450-$1,200 and Deluxe Villa studios about $500-$1,000. Disney resort guests also pay about $15-$25 a night if they park a car.',
          savingTip:
            'Book early (up to 499 days ahead) to lock a rate, then call Disney to apply room discounts when they are released; they often take 20-35% off.',
        },
        {
          name: 'Dining',
          range: 'about $60-$150+ per adult per day',
          description:
            'Quick-service entrées cost about $14-$20, table-service entrées about $30-$50, character buffets about $45-$75 per adult and snacks $6-$12. The Disney Dining Plan, sold only with packages, runs roughly $60 (quick-service plan) to $100 per adult per night.',
          savingTip:
            'Make breakfast in the room, plan one table-service meal a day at most, and ask for free cups of ice water at any quick-service counter.',
        },
        {
          name: 'Getting There and Around',
          range: 'about $100-$600 plus flights',
          description:
            'From Orlando International, a rideshare costs about $40-$70 each way and Mears Connect shuttles charge per person. A rental car adds daily fees, overnight resort parking and, for off-site guests, theme park parking of about $30 a day.',
          savingTip:
            'Staying at a Disney resort with a rideshare both ways is often cheaper than a week of rental car and parking fees.',
        },
        {
          name: 'Lightning Lane',
          range: 'about $0-$60 per person per day',
          description:
            'Lightning Lane Multi Pass costs about $15-$40 per person per day depending on park and date. Single Pass rides such as TRON Lightcycle / Run or Rise of the Resistance add about $10-$25 each. Premier Pass costs about $130-$450+ per person per day.',
          savingTip:
            'Buy Multi Pass only for Magic Kingdom and Hollywood Studios days, and rope drop the big rides at EPCOT and Animal Kingdom instead.',
        },
        {
          name: 'Souvenirs',
          range: 'about $50-$300 per person',
          description:
            'Ear headbands run about $30-$40, a Spirit Jersey about $80, MagicBand+ about $35-$65 and souvenir popcorn buckets $15-$30 or more. Light-up toys at the evening parades are about $25-$40 each.',
          savingTip:
            'Give each child a gift card with a set amount, and buy glow sticks or bubble wands before the trip.',
        },
        {
          name: 'Photos and Extras',
          range: 'about $100-$600 per trip',
          description:
            'Memory Maker, which includes all PhotoPass and ride photos, costs about $185-$210. Add stroller rental (about $15-$31 a day), travel insurance (roughly 5-8% of the trip cost) and $2-$5 a night for housekeeping tips.',
          savingTip:
            'Buy Memory Maker at least three days before your trip for the lower price, and split it with family in the same party.',
        },
      ],
    },
    {
      kind: 'howTo',
      title: 'How to Build Your Disney World Budget',
      guide: {
        name: 'How to Build a Walt Disney World Trip Budget',
        description:
          'A step-by-step method for estimating and controlling the cost of a Disney World vacation, from choosing dates to setting a souvenir allowance.',
        author: 'Magic Community Guides Team',
        datePublished: '2025-01-15',
        dateModified: '2026-11-15',
        totalTime: 'PT2H',
        estimatedCost: { currency: 'USD', value: 6700 },
        steps: [
          {
            name: 'Choose dates and trip length',
            text: 'Check Disney’s ticket calendar and resort rates for a few candidate weeks. Shifting a trip from spring break to late April or from Christmas to early December can cut tickets and rooms by 20-40%.',
          },
          {
            name: 'Price tickets for every park day',
            text: 'Count park days, not nights; five nights usually means four park days. Price each person, using the child price for ages 3-9, and decide whether you truly need the Park Hopper.',
          },
          {
            name: 'Pick a hotel tier and add tax',
            text: 'Price the same dates at a Value, Moderate and Deluxe resort, add about 12.5% tax, and compare the difference with what the better location would save you in time and transport.',
          },
          {
            name: 'Set a daily dining budget',
            text: 'Multiply a per-person daily figure by people and days: about $60-$80 per adult for mostly quick service, $100-$130 with one table-service meal a day, and $150 or more for signature or character dining.',
          },
          {
            name: 'Decide on Lightning Lane per park',
            text: 'Plan Multi Pass for the parks where it saves the most time, typically Magic Kingdom and Hollywood Studios, and add any Single Pass rides you will not want to wait 90 minutes for.',
          },
          {
            name: 'Add transport, souvenirs and a buffer',
            text: 'Add flights, airport transfers or car costs, a fixed souvenir allowance per person, and a 10% buffer for rain ponchos, extra snacks and surprise upgrades.',
          },
          {
            name: 'Schedule payments and track spending',
            text: 'Packages need a $200 deposit with the balance due 30 days before arrival; room-only bookings take a one-night deposit. Put the plan in a shared checklist and log spending each evening of the trip.',
          },
        ],
      },
    },
    {
      kind: 'prose',
      title: 'Sample Budgets for a Family of Four',
      paragraphs: [
        'These examples assume two adults and two children aged 3-9, five nights and four park days, before flights. A value-minded trip at Pop Century with base tickets, mostly quick-service meals, no Lightning Lane and modest souvenirs comes to about $5,000-$5,500. Tickets are the biggest line at around $2,100, followed by food at about $1,200.',
        'A middle-of-the-road trip at Caribbean Beach or Port Orleans, with one table-service meal a day, Multi Pass on every park day and a few character meals, runs about $6,500-$7,000. This is the kind of trip our members describe most often, and where small choices like breakfast in the room make the biggest difference.',
        'A Deluxe trip at the Polynesian or Beach Club with Park Hopper tickets, signature dinners, Multi Pass plus a couple of Single Pass rides and Memory Maker easily passes $10,000. The room alone can be $3,500 for five nights, which is why many repeat visitors rent Disney Vacation Club points instead.',
      ],
    },
    {
      kind: 'cards',
      title: 'Saving Tips That Actually Work',
      intro:
        'Small choices add up over a week. These are the ones our members say saved them the most.',
      items: [
        {
          title: 'Travel in Lower-Demand Weeks',
          description:
            'Mid-January to early February (after marathon weekend), late August through September and the first two weeks of December bring the lowest ticket and room prices.',
        },
        {
          title: 'Buy Disney Gift Cards at a Discount',
          description:
            'Cards such as the Target Circle Card take 5% off Disney gift cards, which you can then use for rooms, food and souvenirs at Disney.',
        },
        {
          title: 'Order Groceries to Your Resort',
          description:
            'Grocery delivery services drop off at Bell Services. Cereal, fruit, water and snacks for the park bag can save $30-$50 a day for a family.',
        },
        {
          title: 'Choose Breakfast for Character Meals',
          description:
            'Character breakfasts such as Chef Mickey’s or Tusker House cost noticeably less than the same restaurants at dinner, and you meet the same characters.',
        },
        {
          title: 'Share Quick-Service Meals',
          description:
            'Portions at places like Satu’li Canteen and Regal Eagle Smokehouse are large. Adults often split an entrée and add a snack, and kids can order kids’ meals until age 9.',
        },
        {
          title: 'Rope Drop Instead of Paying',
          description:
            'Arriving 30-45 minutes before opening, or at Early Entry as a resort guest, gets you two or three headliners with short waits and can replace a day of Lightning Lane.',
        },
        {
          title: 'Bring Your Own Ponchos and Gear',
          description:
            'Ponchos, sunscreen, cooling towels and refillable bottles cost a fraction of park prices. Small soft coolers are allowed in the parks; glass and loose ice are not.',
        },
        {
          title: 'Watch for Discounts and Free Dining',
          description:
            'Disney releases room discounts, Florida resident deals and occasional free dining offers a few months ahead. Book a refundable rate early, then reprice when a deal appears.',
        },
      ],
    },
    {
      kind: 'prose',
      title: 'Where Spending More Is Worth It',
      paragraphs: [
        'Not every upgrade is a splurge. Lightning Lane Multi Pass on a busy Magic Kingdom day often saves two to three hours of standing in line, which is worth more than its price for families with young children or a short trip. Likewise, a resort on the monorail or Skyliner can pay for itself if it replaces a rental car and lets you take a pool break.',
        'Other extras rarely pay off. The Park Hopper matters little on a trip of four or more days, Premier Pass is hard to justify outside the busiest holiday weeks, and the Disney Dining Plan only comes out ahead if you would eat a table-service meal every day anyway. Price your real eating habits before adding it.',
      ],
    },
    {
      kind: 'topicLinks',
      title: 'Related Planning Guides',
      links: [
        { label: 'Disney World Hotels', href: '/disney-world-hotels' },
        { label: 'Trip Planning Timeline', href: '/disney-trip-planning' },
        { label: 'Disney World Tips', href: '/disney-world-tips' },
        { label: 'Disney World Restaurants', href: '/disney-restaurants' },
        { label: 'Disney Checklists', href: '/disney-checklists' },
      ],
    },
  ],
  faq: [
    {
      question: 'How much does a Disney World trip cost for a family of four?',
      answer:
        'For five nights and four park days, expect about $5,000-$5,500 on a value trip, about $6,500-$7,000 at a Moderate resort with some table-service meals and Lightning Lane, and $10,000 or more at a Deluxe resort. Flights are extra.',
    },
    {
      question: 'How much should I budget for food per day at Disney World?',
      answer:
        'Plan about $60-$80 per adult per day for mostly quick-service meals, $100-$130 with one table-service meal, and $150 or more with signature or character dining. Children usually eat for about half the adult cost.',
    },
    {
      question: 'Is Lightning Lane Multi Pass worth the money?',
      answer:
        'It is most worth it at Magic Kingdom and Hollywood Studios, on busy dates and on short trips. At EPCOT and Animal Kingdom, arriving early often gets you the main rides with reasonable waits instead.',
    },
    {
      question: 'When is the cheapest time to go to Disney World?',
      answer:
        'Mid-January to early February, late August through September and early December usually have the lowest ticket prices and room rates. Avoid holiday weeks, spring break and Presidents’ Day weekend.',
    },
    {
      question: 'Is the Disney Dining Plan worth it?',
      answer:
        'Only if you would already eat a table-service meal every day and order the most expensive items. Most families who prefer quick service and snacks spend less paying as they go.',
    },
    {
      question: 'Do I need an account to use the budget calculator?',
      answer:
        'No. The calculator works without signing in, so anyone can try it. Joining the community is free and lets you share budget checklists and ask members what their trips really cost.',
    },
  ],
  cta: {
    title: 'Plan Your Budget With Fans Who Have Done It',
    body: 'Members share real trip costs, saving tips and budget checklists for every kind of Disney World vacation. Join free to compare notes and ask questions.',
    actions: [
      { label: 'Join Community', href: '/auth' },
      { label: 'Browse Money Tips', href: '/tips' },
    ],
  },
  memberAction: { label: 'Share Your Savings', href: '/feed' },
  topics: ['budget', 'money', 'planning', 'tickets', 'hotels', 'dining', 'tips', 'families'],
  structuredData: 'HowTo',
  updatedAt: '2026-11-15',
};
