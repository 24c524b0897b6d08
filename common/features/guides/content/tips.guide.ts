import type { GuidePageContent } from '../guide-content.schema';

/** Money, time, planning and insider tips for Walt Disney World, from members who visit often. */
export const tipsGuide: GuidePageContent = {
  key: 'tips',
  heading: 'Disney World Tips from Fans Who Visit Often',
  metaTitle: 'Disney World Tips: Money, Time and Insider Advice',
  metaDescription:
    'Practical Disney World tips on saving money, beating lines, planning dining and Lightning Lane, and the small insider habits that make park days easier.',
  keywords: [
    'disney world tips',
    'disney world money saving tips',
    'rope drop strategy',
    'lightning lane tips',
    'mobile order disney',
    'first time disney world',
    'disney world insider tips',
    'disney world weather',
  ],
  breadcrumbs: [{ label: 'Disney World Tips', href: '/disney-world-tips' }],
  hero: {
    lead: 'The advice our members wish someone had told them before their first trip: how to spend less, wait less and plan just enough, sorted into four categories you can skim in ten minutes.',
    badges: ['Money', 'Time', 'Insider'],
    actions: [
      { label: 'Browse Member Tips', href: '/tips' },
      { label: 'Join Community', href: '/auth' },
    ],
  },
  sections: [
    {
      kind: 'tipCategories',
      title: 'Disney World Tips by Category',
      categories: [
        {
          name: 'Money',
          description:
            'Small choices that add up over a week, without making the trip feel like a compromise.',
          tips: [
            {
              title: 'Ask for free ice water',
              description:
                'Every quick-service counter with a fountain will give you a cup of ice water at no charge. Bring a refillable bottle and you can skip $4-$5 bottled water several times a day.',
            },
            {
              title: 'Buy longer tickets, not Park Hoppers by default',
              description:
                'The per-day price drops sharply after the third day, so a 5-day ticket often costs little more than a 4-day one. The Park Hopper add-on (about $65 and up) rarely pays off on a short trip with young children.',
            },
            {
              title: 'Pay with discounted gift cards',
              description:
                'Disney gift cards bought with a card that gives 5% off at the register (the Target Circle Card is the common one) work for tickets, resort bills, dining and souvenirs, so the discount applies to almost the whole trip.',
            },
            {
              title: 'Share quick-service platters',
              description:
                'Portions at places like Pecos Bill Tall Tale Inn, Satu’li Canteen and Regal Eagle Smokehouse are large. Two adults splitting one platter plus an extra side often eat well for about $25.',
            },
            {
              title: 'Buy ponchos, glow toys and snacks before you arrive',
              description:
                'A poncho that costs about $12 in the parks is $1-$2 at a supermarket, and light-up toys sold before the fireworks cost $25-$35. Pack them, along with granola bars and fruit pouches for the kids.',
            },
          ],
        },
        {
          name: 'Time',
          description:
            'Lines are shortest at opening and in the last hour. Plan around those windows and the middle of the day takes care of itself.',
          tips: [
            {
              title: 'Rope drop the headliner',
              description:
                'Arrive 30-45 minutes before official opening and head straight to one big ride, such as Seven Dwarfs Mine Train or Slinky Dog Dash. Riding it in the first 20 minutes can save 60-90 minutes of waiting later.',
            },
            {
              title: 'Use Early Theme Park Entry',
              description:
                'Guests at Disney-owned resorts and some partner hotels get into every park 30 minutes early each day. Use that half hour on a ride that will have a long line by 10 a.m.',
            },
            {
              title: 'Take single rider lines',
              description:
                'Test Track, Rock ’n’ Roller Coaster, Expedition Everest and Millennium Falcon: Smugglers Run have single rider queues that often move two or three times faster, if your group does not mind riding apart.',
            },
            {
              title: 'Stay for the last hour',
              description:
                'Most families leave after the fireworks, and you may join any queue until the posted closing time. Space Mountain and Peter Pan’s Flight often drop below 20 minutes in the final stretch.',
            },
          ],
        },
        {
          name: 'Planning',
          description:
            'A handful of dates decide how smooth the trip feels. Put them in your calendar as soon as you book.',
          tips: [
            {
              title: 'Mark day 60 for dining',
              description:
                'Dining reservations open 60 days ahead at 6 a.m. Eastern. Resort guests can book their whole stay, up to 10 days, on that same morning, which is how they land Cinderella’s Royal Table and Space 220.',
            },
            {
              title: 'Know your Lightning Lane window',
              description:
                'Resort guests can buy Lightning Lane Multi Pass and pick times 7 days before arrival for the whole stay; everyone else can start 3 days before each park day. Set an alarm for 7 a.m. Eastern.',
            },
            {
              title: 'Pick the quieter weeks',
              description:
                'Mid-January to mid-February (outside the Presidents’ Day and marathon weekends), late August and most of September tend to have lower crowds and lower ticket prices than spring break or the holidays.',
            },
            {
              title: 'Plan a rest day or a half day',
              description:
                'On trips longer than four days, a pool afternoon or a Disney Springs evening keeps everyone from burning out by day three. Many members schedule one after the busiest park day.',
            },
          ],
        },
        {
          name: 'Insider',
          description: 'The habits regular visitors pick up over many trips, most of them free.',
          tips: [
            {
              title: 'Ask for a celebration button',
              description:
                'Guest Relations and most shops hand out free buttons for birthdays, anniversaries, first visits and more. Cast members notice them and will often wish you well by name.',
            },
            {
              title: 'Watch Happily Ever After from the Polynesian',
              description:
                'The beach at Disney’s Polynesian Village Resort looks straight across the lagoon at Cinderella Castle, and the soundtrack is piped in. It is far calmer than Main Street and you skip the exit crowd.',
            },
            {
              title: 'Use the Skyliner between EPCOT and Hollywood Studios',
              description:
                'The gondolas connect the International Gateway at EPCOT with Hollywood Studios in roughly 15-20 minutes, which makes a morning at one park and an evening at the other easy with a Park Hopper.',
            },
            {
              title: 'Ride the Safari early',
              description:
                'Animals on Kilimanjaro Safaris are most active in the cooler morning hours. A ride before 10 a.m. usually shows far more lions, giraffes and rhinos moving about than a mid-afternoon trip.',
            },
            {
              title: 'Ask a cast member',
              description:
                'Cast members know which restroom is quiet, when a ride is about to reopen and where to stand for the parade. A polite question saves more time than most apps.',
            },
          ],
        },
      ],
    },
    {
      kind: 'cards',
      title: 'First-Timer Mistakes to Avoid',
      intro: 'The same few mistakes come up again and again in member trip reports.',
      items: [
        {
          title: 'Trying to see everything',
          description:
            'With 50+ attractions across four parks, nobody does it all in one trip. Pick three or four must-dos per park and treat anything else as a bonus.',
        },
        {
          title: 'Breaking in new shoes at the park',
          description:
            'Expect to walk 8-12 miles a day. Wear shoes you have already walked in for weeks, and pack blister plasters in your park bag.',
        },
        {
          title: 'Missing the 60-day dining window',
          description:
            'Popular restaurants such as Be Our Guest, Topolino’s Terrace and ’Ohana fill within minutes of opening. Waiting until the week before usually means quick service only.',
        },
        {
          title: 'Skipping the midday break',
          description:
            'From noon to 4 p.m. lines, heat and crowds all peak. A nap or pool break at the resort means you can still enjoy the fireworks instead of carrying a tired child through them.',
        },
        {
          title: 'Not setting up the app before the trip',
          description:
            'Link tickets, resort reservation and payment in the My Disney Experience app at home. Doing it on park Wi-Fi at 8 a.m. costs you the best part of the morning.',
        },
        {
          title: 'Underestimating travel between parks',
          description:
            'Getting from one park to another by bus or monorail can take 45-60 minutes door to door. Build that time in before any dining reservation.',
        },
      ],
    },
    {
      kind: 'prose',
      title: 'Planning Around Florida Weather',
      paragraphs: [
        'From June to September, expect highs of 90-95°F with high humidity and a short, heavy thunderstorm most afternoons, often between 2 and 5 p.m. Plan indoor shows or a resort break for that window. Outdoor coasters like Big Thunder Mountain, Slinky Dog Dash and Expedition Everest close when lightning is nearby, then reopen with a backlog once the storm passes.',
        'Winter is milder but not always warm. January and February mornings can start in the 40s°F and reach the 70s by lunch, so layers matter. One of the two water parks is usually closed for refurbishment in the cooler months, and the heated resort pools become the better afternoon break.',
        'Hurricane season runs from June 1 to November 30, with most activity from mid-August to early October. Direct hits are rare, but members who travel then buy refundable flights or travel insurance and keep an eye on forecasts in the week before leaving.',
      ],
    },
    {
      kind: 'prose',
      title: 'Getting the Most from Mobile Order',
      paragraphs: [
        'Mobile order in the My Disney Experience app works at nearly every quick-service restaurant. You choose an arrival window, pay in the app, and tap “I’m Here, Prepare My Order” when you are nearby. Your food is usually ready within a few minutes, and you skip the register line entirely.',
        'The trick is ordering early. At lunchtime, windows at popular spots such as Woody’s Lunch Box, Satu’li Canteen and Docking Bay 7 can be booked out an hour or more ahead. Members often place a lunch order at 10 or 10:30 a.m. for a noon window, then ride something close by until it opens.',
        'Check the menu for allergy-friendly options; many locations flag them in the app. If your window passes, the order usually stays open for a short while, but showing up late at peak time can mean a wait at the pickup counter.',
      ],
    },
    {
      kind: 'cards',
      title: 'What to Keep in Your Park Bag',
      items: [
        {
          title: 'Portable charger',
          description:
            'The app, mobile order and Lightning Lane all run on your phone. A 10,000 mAh battery gets most people through a 12-hour day.',
        },
        {
          title: 'Refillable water bottle',
          description:
            'Free ice water at quick-service counters plus a bottle means you never buy bottled water. Collapsible ones save space.',
        },
        {
          title: 'Poncho and zip bags',
          description:
            'Afternoon storms and water rides such as Kali River Rapids soak everything. Zip bags keep phones and spare socks dry.',
        },
        {
          title: 'Sunscreen and a hat',
          description:
            'The Florida sun is strong even in winter, and queues for rides like Slinky Dog Dash are partly outdoors.',
        },
      ],
    },
    {
      kind: 'topicLinks',
      title: 'Keep Exploring',
      links: [
        { label: 'Trip Planning Timeline', href: '/disney-trip-planning' },
        { label: 'Disney World Budget Guide', href: '/disney-world-budget-guide' },
        { label: 'Disney Restaurants', href: '/disney-restaurants' },
        { label: 'Must-Do Attractions', href: '/disney-attractions' },
        { label: 'Disney Checklists', href: '/disney-checklists' },
      ],
    },
  ],
  faq: [
    {
      question: 'What is the best time of year to visit Disney World?',
      answer:
        'For lower crowds and prices, look at mid-January to mid-February, late August and September. The weather is best from late October to early December and in March, but those weeks are busier and more expensive. Avoid the weeks around Christmas, Easter and spring break if you can.',
    },
    {
      question: 'Is Lightning Lane Multi Pass worth the money?',
      answer:
        'On busy days at Magic Kingdom and Hollywood Studios it can save several hours for about $15-$39 per person per day, depending on park and date. On quiet days, or at Animal Kingdom and EPCOT with a good rope-drop plan, many members skip it. Decide park by park rather than for the whole trip.',
    },
    {
      question: 'Can I bring my own food and drinks into the parks?',
      answer:
        'Yes. Snacks, sandwiches and drinks are allowed, as are small soft-sided coolers. Loose ice, dry ice and glass containers are not permitted, apart from small baby-food jars.',
    },
    {
      question: 'How many days do I need at Disney World?',
      answer:
        'Four park days covers one day in each park at a comfortable pace. Five or six days lets you revisit Magic Kingdom, add a rest day and use a water park. The per-day ticket price also falls as you add days.',
    },
    {
      question: 'What time should I arrive for rope drop?',
      answer:
        'Aim to be at the entrance 30-45 minutes before official opening, or 30 minutes before Early Theme Park Entry if you are staying at a Disney resort. Gates often open a little earlier than the posted time.',
    },
  ],
  cta: {
    title: 'Share a Tip That Saved Your Trip',
    body: 'Members post tips from every visit, vote on the ones that work, and answer questions from first-timers. Add yours and learn what changed since your last trip.',
    actions: [
      { label: 'Join Community', href: '/auth' },
      { label: 'Read Member Tips', href: '/tips' },
    ],
  },
  memberAction: { label: 'Share a Tip', href: '/feed' },
  topics: ['tips', 'planning', 'money', 'budget', 'dining', 'rides', 'parks', 'families'],
  structuredData: 'ItemList',
  updatedAt: '2026-11-15',
};
