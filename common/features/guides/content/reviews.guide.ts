import type { GuidePageContent } from '../guide-content.schema';

/** What community members think of Walt Disney World's rides, shows and restaurants. */
export const reviewsGuide: GuidePageContent = {
  key: 'reviews',
  heading: 'Disney World Reviews from Real Fans',
  metaTitle: 'Disney World Reviews: Rides & Restaurants Rated by Fans',
  metaDescription:
    'Honest Disney World reviews from fans who visit often: the most-reviewed rides, top-rated restaurants and how our 1 to 5 ratings work. 5,000+ reviews.',
  keywords: [
    'disney world reviews',
    'disney ride reviews',
    'best disney world rides',
    'disney restaurant reviews',
    'disney world ratings',
    'is disney world worth it',
    'disney attraction ratings',
  ],
  breadcrumbs: [{ label: 'Disney World Reviews', href: '/disney-world-reviews' }],
  hero: {
    lead: 'Members have written 5,000+ reviews of rides, shows and restaurants across Walt Disney World. Here are the attractions people review most, how they rate them, and what they wish they had known before they went.',
    badges: ['5,000+ Reviews', 'Rated 1 to 5', 'Written by Visitors'],
    actions: [
      { label: 'Read All Reviews', href: '/reviews' },
      { label: 'Join Community', href: '/auth' },
    ],
  },
  sections: [
    {
      kind: 'attractions',
      title: 'Most-Reviewed Attractions',
      intro:
        'These ten attractions get the most member reviews. Ratings are averages on a 1 to 5 scale; waits are what reviewers report on a typical day.',
      items: [
        {
          name: 'Star Wars: Rise of the Resistance',
          park: "Disney's Hollywood Studios",
          type: 'Dark Ride',
          rating: 4.9,
          waitTime: '70-110 min',
          height: '40 in (102 cm)',
          description:
            'Reviewers rave about the scale of the hangar scene and how long the experience lasts. The most common complaint is breakdowns, so many suggest riding early and keeping a backup plan.',
          reviewCount: 2318,
        },
        {
          name: 'Avatar Flight of Passage',
          park: "Disney's Animal Kingdom",
          type: 'Thrill Ride',
          rating: 4.9,
          waitTime: '60-100 min',
          height: '44 in (112 cm)',
          description:
            'Often called the most immersive ride at the resort. A few reviewers mention motion sickness and a snug seat restraint, and many say the standby queue through the floating mountains is worth seeing once.',
          reviewCount: 2104,
        },
        {
          name: 'Seven Dwarfs Mine Train',
          park: 'Magic Kingdom',
          type: 'Family Ride',
          rating: 4.6,
          waitTime: '60-90 min',
          height: '38 in (97 cm)',
          description:
            'Families love it as a first coaster, while thrill fans call it short for the wait. The shared advice: ride at rope drop or in the last hour, never at midday.',
          reviewCount: 1842,
        },
        {
          name: 'The Twilight Zone Tower of Terror',
          park: "Disney's Hollywood Studios",
          type: 'Thrill Ride',
          rating: 4.8,
          waitTime: '45-75 min',
          height: '40 in (102 cm)',
          description:
            'Praised for the story and the randomised drops that make each ride different. Reviewers with nervous kids suggest watching the building from outside first so nobody is surprised.',
          reviewCount: 1733,
        },
        {
          name: 'Haunted Mansion',
          park: 'Magic Kingdom',
          type: 'Dark Ride',
          rating: 4.7,
          waitTime: '25-45 min',
          height: 'Any height',
          description:
            'A favourite across ages, with reviewers pointing out new details on every ride. Parents say most children find it more funny than frightening after the first dark stretch.',
          reviewCount: 1655,
        },
        {
          name: 'Space Mountain',
          park: 'Magic Kingdom',
          type: 'Thrill Ride',
          rating: 4.5,
          waitTime: '45-70 min',
          height: '44 in (112 cm)',
          description:
            'Nostalgia earns it high marks, though several reviewers find the ride rough on the back and neck. Sitting in the front seat of the front car gives the best view of the darkness.',
          reviewCount: 1591,
        },
        {
          name: 'Guardians of the Galaxy: Cosmic Rewind',
          park: 'EPCOT',
          type: 'Thrill Ride',
          rating: 4.8,
          waitTime: '60-90 min',
          height: '42 in (107 cm)',
          description:
            'Reviewers love the music and how smooth the spinning cars feel, and many ride twice to hear a different song. Some warn that the backwards launch is stronger than expected.',
          reviewCount: 1517,
        },
        {
          name: 'Happily Ever After',
          park: 'Magic Kingdom',
          type: 'Show',
          rating: 4.8,
          waitTime: 'No queue; find a spot 45-60 min early',
          height: 'Any height',
          description:
            'Many reviewers call it the emotional highlight of their trip. The most repeated tip is to stand on Main Street U.S.A. in line with the castle so the projections make sense.',
          reviewCount: 1433,
        },
        {
          name: 'Slinky Dog Dash',
          park: "Disney's Hollywood Studios",
          type: 'Family Ride',
          rating: 4.5,
          waitTime: '60-90 min',
          height: '38 in (97 cm)',
          description:
            'Called the perfect step up from kiddie coasters, with two launches and no inversions. Reviewers note the queue is mostly outdoors and hot in the afternoon.',
          reviewCount: 1419,
        },
        {
          name: 'Kilimanjaro Safaris',
          park: "Disney's Animal Kingdom",
          type: 'Experience',
          rating: 4.6,
          waitTime: '20-45 min',
          height: 'Any height',
          description:
            'Reviews vary with the time of day: morning riders often see lions and rhinos up close, while midday riders report sleepy animals. Most say it feels different every time.',
          reviewCount: 1386,
        },
      ],
    },
    {
      kind: 'prose',
      title: 'How Community Reviews Work',
      paragraphs: [
        'Every review comes from a member who rode, watched or ate at the place they are writing about. Each one carries a rating from 1 to 5, where 1 means skip it and 5 means plan your day around it, plus a short write-up. The score you see on a card is the average of those ratings, and the review count shows how many members have weighed in.',
        'We ask reviewers to be honest rather than enthusiastic. A 3 for a ride that was fine but not worth a 90-minute wait is more useful than another 5, and a complaint about a rough restraint or a dull queue helps the next family decide. The best reviews also include one practical tip: when to ride, where to sit, or what to order.',
        'With 5,000+ reviews across 50+ attractions and 200+ restaurants, patterns stand out quickly. Read the newest reviews first, because rides get refurbished, menus change and Lightning Lane rules shift from year to year. When a score drops suddenly, the recent comments usually explain why, whether it is a new menu, a longer ride closure or a change to how the queue works.',
      ],
    },
    {
      kind: 'cards',
      title: 'What Makes a Helpful Review',
      intro: 'The reviews members mark as most useful tend to share a few habits.',
      items: [
        {
          title: 'Say When You Went',
          description:
            'Month, day of the week and time of day change everything, from wait times to how hot the queue was. A rope-drop ride in January is a different experience from a 3 pm ride in July.',
        },
        {
          title: 'Say Who You Were With',
          description:
            'A ride that is a 5 for teenagers can be a 2 for a nervous six-year-old. Mention ages and who in your group liked it, so readers can match it to their own party.',
        },
        {
          title: 'Compare the Wait',
          description:
            'Note the posted wait and how long you actually queued. Posted times are often padded, and that gap is one of the most useful things a review can share.',
        },
        {
          title: 'Add One Real Tip',
          description:
            'Where to sit, which entrance to use, what to order and what to skip. One concrete tip is worth more than a paragraph about how magical it was.',
        },
        {
          title: 'Rate the Whole Experience',
          description:
            'Count the queue, the price and the comfort as well as the ride itself. If something was not worth it for you, say so and explain why.',
        },
      ],
    },
    {
      kind: 'restaurants',
      title: 'Top-Rated Restaurants by Members',
      intro:
        'Dining gets as many reviews as rides. These are the restaurants members rate highest across price ranges.',
      items: [
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
            'Reviewers single out the food, not just the characters, which is rare for a character breakfast. The Skyliner ride there is part of the fun.',
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
            'Often called the best-value fine dining on property, with attentive service and a deep wine list. Members recommend it for a quiet adult dinner.',
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
            'The most-reviewed quick-service spot, praised for fresh food and big portions. Use Mobile Order at lunchtime to skip the line.',
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
            'A fixture on repeat visitors’ lists for the family-style dinner and the bread pudding. Reviewers suggest a table late enough to see the fireworks.',
        },
      ],
    },
    {
      kind: 'prose',
      title: 'What Reviewers Say About Each Park',
      paragraphs: [
        'Magic Kingdom reviews are the most emotional: first-time visitors write about the castle and the fireworks, and repeat visitors about the crowds. Hollywood Studios scores highest per attraction, thanks to Rise of the Resistance and Tower of Terror, but reviewers warn that the park can feel thin if you skip Star Wars and Toy Story Land.',
        'EPCOT reviews split between ride fans, who rate Cosmic Rewind and Test Track, and food fans, who review festival booths and World Showcase restaurants. Animal Kingdom is the park reviewers say they underestimated; many wish they had planned a full day instead of half, and the animal trails get strong ratings from adults.',
      ],
    },
    {
      kind: 'topicLinks',
      title: 'Explore More Disney Guides',
      links: [
        { label: 'Must-Do Disney Attractions', href: '/disney-attractions' },
        { label: 'Disney World Restaurants', href: '/disney-restaurants' },
        { label: 'Disney World Tips', href: '/disney-world-tips' },
        { label: 'Disney Checklists', href: '/disney-checklists' },
        { label: 'Disney World Hotels', href: '/disney-world-hotels' },
      ],
    },
  ],
  faq: [
    {
      question: 'Who writes the Disney World reviews on this site?',
      answer:
        'Members of the community who have visited the parks write every review. There are 5,000+ of them, from first-time visitors to annual passholders, and each includes a rating from 1 to 5.',
    },
    {
      question: 'What is the highest-rated ride at Disney World?',
      answer:
        'Star Wars: Rise of the Resistance and Avatar Flight of Passage both average 4.9 out of 5 from members. Tower of Terror, Cosmic Rewind and Happily Ever After follow closely at 4.8.',
    },
    {
      question: 'How is an attraction’s rating calculated?',
      answer:
        'The rating on each card is the average of all member ratings, on a scale of 1 to 5. The review count next to it shows how many members have rated it, so you can judge how settled the score is.',
    },
    {
      question: 'Can I post my own reviews?',
      answer:
        'Yes. Create a free account to rate rides, shows and restaurants and share tips from your trip. Honest, specific reviews, good or bad, are the ones other members find most helpful.',
    },
  ],
  cta: {
    title: 'Add Your Voice to 5,000+ Reviews',
    body: 'Join the community to rate the rides and restaurants you have tried, share your wait times and tips, and help the next visitor plan a better day.',
    actions: [
      { label: 'Join Community', href: '/auth' },
      { label: 'Read Reviews', href: '/reviews' },
    ],
  },
  memberAction: { label: 'Share Your Review', href: '/feed' },
  topics: ['reviews', 'rides', 'dining', 'parks', 'tips', 'planning'],
  structuredData: 'ItemList',
  updatedAt: '2026-11-15',
};
