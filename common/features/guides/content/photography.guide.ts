import type { GuidePageContent } from '../guide-content.schema';

/** Camera and phone techniques, the best photo spots in each park, PhotoPass, gear and etiquette. */
export const photographyGuide: GuidePageContent = {
  key: 'photography',
  heading: 'Disney Photography Guide: Techniques and Photo Spots',
  metaTitle: 'Disney Photography: Best Photo Spots and Tips',
  metaDescription:
    'Where and when to take the best Disney World photos: fireworks settings, golden hour, night shots, PhotoPass and photo spots in every park.',
  keywords: [
    'disney photography',
    'disney world photo spots',
    'cinderella castle photos',
    'disney fireworks photography',
    'disney photopass',
    'memory maker',
    'disney night photography',
    'epcot photo spots',
  ],
  breadcrumbs: [{ label: 'Disney Photography', href: '/disney-photography' }],
  hero: {
    lead: 'Better park photos come down to timing and where you stand more than the camera you own. Here are the techniques and spots our members use, whether you shoot on a phone or a full-frame camera.',
    badges: ['Photo Spots', 'Camera Settings', 'PhotoPass'],
    actions: [
      { label: 'Find Disney Photographers', href: '/photographers' },
      { label: 'Join Community', href: '/auth' },
    ],
  },
  sections: [
    {
      kind: 'cards',
      title: 'Photography Techniques',
      intro:
        'Techniques that work with a phone or a dedicated camera, tested across many park days.',
      items: [
        {
          title: 'Shoot in the golden hour',
          description:
            'The hour after park opening and the hour before sunset give soft, warm light and long shadows. Cinderella Castle glows pink and gold in the evening, while Spaceship Earth and the Tree of Life look best with low morning sun.',
        },
        {
          title: 'Fireworks on a camera',
          description:
            'Steady the camera on a small tripod or a railing, switch to manual, and start at ISO 100, f/8 to f/11 and 2-6 second exposures. Set focus manually on the castle, then use a 2-second timer or remote so you do not shake the shot.',
        },
        {
          title: 'Fireworks on a phone',
          description:
            'Turn off the flash, tap and hold on the castle to lock focus and exposure, then drag the exposure down so bursts are not blown out. On an iPhone, a Live Photo with the Long Exposure effect turns bursts into trails.',
        },
        {
          title: 'Night and blue-hour shots',
          description:
            'The 20-30 minutes after sunset give a deep blue sky that still shows detail. Brace against a railing or bin, use your phone’s Night mode, or on a camera try f/2.8 at ISO 800-1600 with 1/30 second.',
        },
        {
          title: 'Use PhotoPass photographers',
          description:
            'Disney PhotoPass photographers stand at the castle, in front of Spaceship Earth and at character meets. The photos link to your app for free to view; most will also take a shot on your own phone if you ask.',
        },
        {
          title: 'Collect ride photos',
          description:
            'Seven Dwarfs Mine Train, Tiana’s Bayou Adventure, Tower of Terror, Expedition Everest and Test Track take on-ride photos that appear in your app after you tap your MagicBand or ticket. Look at the camera on the final drop.',
        },
        {
          title: 'Work with the crowds',
          description:
            'Shoot upward to cut out heads, use a longer focal length to compress a busy street into the background, or wait for the gap after a group moves on. Main Street is at its emptiest in the first minutes after opening.',
        },
      ],
    },
    {
      kind: 'photoSpots',
      title: 'Best Photo Spots in Every Park',
      intro: 'Spots members come back to on every trip, with the time of day that suits each one.',
      items: [
        {
          name: 'Cinderella Castle from the Hub',
          park: 'Magic Kingdom',
          bestTime: 'Early morning or blue hour',
          difficulty: 'Easy',
          description:
            'Stand by the Partners statue of Walt and Mickey for the classic straight-on view. In the morning the area is nearly empty; at dusk the castle lights come on against a blue sky.',
        },
        {
          name: 'Main Street, U.S.A. at Opening',
          park: 'Magic Kingdom',
          bestTime: 'First 20 minutes after opening',
          difficulty: 'Medium',
          description:
            'Let the rope-drop crowd rush past and shoot back toward the train station, or hang back for a clear street with the castle at the end. It takes patience, but the empty-street shot is worth it.',
        },
        {
          name: 'Beast’s Castle Bridge',
          park: 'Magic Kingdom',
          bestTime: 'Late afternoon and after dark',
          difficulty: 'Easy',
          description:
            'The stone bridge to Be Our Guest Restaurant frames the castle on its hill, with gargoyles along the walls. After dark the windows glow and the shot feels like a film still.',
        },
        {
          name: 'Spaceship Earth from World Celebration',
          park: 'EPCOT',
          bestTime: 'After dark',
          difficulty: 'Easy',
          description:
            'At night the sphere is lit with color-changing patterns. The gardens behind it give room to step back and include the whole geodesic shape, with the fountains or planters as foreground.',
        },
        {
          name: 'Torii Gate at the Japan Pavilion',
          park: 'EPCOT',
          bestTime: 'Sunset',
          difficulty: 'Medium',
          description:
            'The red gate stands in the water of World Showcase Lagoon, and at sunset the sky over the lagoon turns orange behind it. Get low to catch reflections on calm evenings; the walkway is narrow, so step aside for passing guests.',
        },
        {
          name: 'Tree of Life from Discovery Island',
          park: "Disney's Animal Kingdom",
          bestTime: 'Morning light; after dark for the Awakenings projections',
          difficulty: 'Easy',
          description:
            'The bridges from the Oasis give a full view of the tree with its hundreds of carved animals. After sunset, the short Tree of Life Awakenings projection shows light up the trunk every few minutes.',
        },
        {
          name: 'Floating Mountains of Pandora',
          park: "Disney's Animal Kingdom",
          bestTime: 'Golden hour and after dark',
          difficulty: 'Medium',
          description:
            'The mountains look most striking from the path toward Avatar Flight of Passage. After dark the plants glow with bioluminescent color; brace your phone and use Night mode for the best result.',
        },
        {
          name: 'Expedition Everest from Asia',
          park: "Disney's Animal Kingdom",
          bestTime: 'Late afternoon',
          difficulty: 'Medium',
          description:
            'Stand on the walkway across the river from the ride to get the peak, the prayer flags and, with good timing, a train on the drop. Burst mode helps catch the coaster mid-plunge.',
        },
        {
          name: 'Millennium Falcon in Galaxy’s Edge',
          park: "Disney's Hollywood Studios",
          bestTime: 'Early morning or after dark',
          difficulty: 'Easy',
          description:
            'The full-size ship sits outside Millennium Falcon: Smugglers Run. Early on, the courtyard is nearly empty; at night the engines glow blue, which makes a strong wide-angle shot.',
        },
        {
          name: 'Tower of Terror from Sunset Boulevard',
          park: "Disney's Hollywood Studios",
          bestTime: 'Sunset and dusk',
          difficulty: 'Easy',
          description:
            'Walk up Sunset Boulevard and shoot the Hollywood Tower Hotel at the end of the street. The sky behind it changes color quickly at dusk, so take several frames a few minutes apart.',
        },
        {
          name: 'The Lake at Disney Springs',
          park: 'Disney Springs',
          bestTime: 'Blue hour',
          difficulty: 'Easy',
          description:
            'From the bridges near The Landing you can catch the lit buildings, the Aerophile balloon and their reflections on the water. There is no ticket needed, so it suits an arrival or departure evening.',
        },
      ],
    },
    {
      kind: 'prose',
      title: 'Gear That Works in the Parks',
      paragraphs: [
        'A recent phone covers most park photography, especially with Night mode and an ultra-wide lens for castles and large buildings. If you bring a camera, one versatile zoom in the 24-70 mm range and a fast prime for night scenes cover nearly everything. Heavy bags get tiring by the afternoon, so leave the extra lenses at the hotel.',
        'Pack a spare battery or a portable charger, since the app, mobile order and Lightning Lane also drain your phone. A wrist strap or a zip pocket keeps a phone safe on rides. A compact tabletop tripod or bean bag lets you rest a camera on a railing for fireworks without taking up space.',
        'Humidity is the hidden problem. Moving from an air-conditioned room into warm summer air fogs lenses for several minutes. Let your camera acclimatise in its bag before shooting, and keep a microfiber cloth handy for rain and water-ride splashes. Condensation clears on its own; wiping it too early just smears the lens.',
      ],
    },
    {
      kind: 'prose',
      title: 'Photo Etiquette and Park Rules',
      paragraphs: [
        'Flash photography is not allowed on dark rides or in indoor shows; it spoils the effects for everyone and can distract performers. Selfie sticks and extension poles are banned throughout the parks, and drones are not permitted anywhere on the property. On coasters, keep phones and cameras secured, since loose items can be lost or injure someone.',
        'Small tripods should only come out where they do not block a walkway, and cast members may ask you to pack them away in crowded viewing areas. During fireworks, hold your phone at chest height rather than above your head, so the people behind you can still enjoy the show they waited for.',
        'At popular spots such as the castle hub, take a few frames and move on, or offer to photograph another family in exchange. Ask before you photograph other guests’ children, and follow the directions of characters’ handlers and PhotoPass photographers at meet-and-greets, who keep the line moving for everyone.',
      ],
    },
    {
      kind: 'prose',
      title: 'Is Memory Maker Worth It?',
      paragraphs: [
        'Memory Maker unlocks downloads of every PhotoPass, ride and Magic Shot photo taken during your trip. It costs about $185 when bought at least three days before your trip and about $210 after that, and a one-day version is about $70. For a family of four who want photos of everyone together, it often pays for itself.',
        'Lightning Lane Multi Pass currently includes downloads of that day’s ride photos, so check what you already have before buying. If you plan only a couple of character meets and do most of your own shooting, the one-day option on your busiest Magic Kingdom day may be enough.',
      ],
    },
    {
      kind: 'topicLinks',
      title: 'Keep Exploring',
      links: [
        { label: 'Must-Do Attractions', href: '/disney-attractions' },
        { label: 'Disney World Tips', href: '/disney-world-tips' },
        { label: 'Disney Events Calendar', href: '/disney-events' },
        { label: 'Trip Planning Timeline', href: '/disney-trip-planning' },
      ],
    },
  ],
  faq: [
    {
      question: 'Can I bring a tripod to Disney World?',
      answer:
        'Compact tripods that fit in your bag are generally allowed, but selfie sticks and extension poles are not. Set a tripod up only where it does not block walkways, and expect to be asked to fold it away in busy fireworks viewing areas.',
    },
    {
      question: 'Where is the best place to photograph Cinderella Castle?',
      answer:
        'The hub near the Partners statue gives the classic straight-on view, and it is almost empty right after opening. For something different, try the bridge to Be Our Guest or the walkway from Tomorrowland at dusk.',
    },
    {
      question: 'What camera settings should I use for Disney fireworks?',
      answer:
        'Start with a tripod or steady surface, ISO 100, f/8 to f/11 and exposures of 2-6 seconds with manual focus. Shorten the exposure if the bursts look blown out, especially during the bright finale.',
    },
    {
      question: 'Can I take photos on rides?',
      answer:
        'Yes, on most rides without flash, but keep your phone secured on coasters and fast rides. Many headliners also take an automatic ride photo that you can view in the My Disney Experience app.',
    },
    {
      question: 'Are PhotoPass photos free?',
      answer:
        'Having a PhotoPass photographer take your picture is free, and the previews appear in your app. Downloading the full-resolution images requires Memory Maker, a one-day Memory Maker, or, for that day’s ride photos, a Lightning Lane Multi Pass purchase.',
    },
  ],
  cta: {
    title: 'Share Your Best Park Photos',
    body: 'Members post their favorite shots with the spot, time and settings, so you can recreate them on your next trip. Join to share yours and find photographers who know the parks.',
    actions: [
      { label: 'Join Community', href: '/auth' },
      { label: 'Meet Photographers', href: '/photographers' },
    ],
  },
  memberAction: { label: 'Share Your Photos', href: '/feed' },
  topics: ['photos', 'parks', 'tips', 'events', 'rides', 'planning'],
  structuredData: 'ItemList',
  updatedAt: '2026-11-15',
};
