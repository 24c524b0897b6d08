/**
 * Every attraction and show of Walt Disney World's four theme parks as they run in 2026 (rides,
 * stage shows, nighttime spectaculars, parades, walk-throughs and the main character meets),
 * with the facts members plan by. Written by us as plain facts; names are spelled as the guides
 * spell them (`common/features/guides/content/attractions.guide.ts`), so the catalogue slugs made
 * from them stay the same and the reviews stay attached. Temporarily closed rides that are due
 * back (a refurbishment) are listed; rides that closed for good or for a new land are not.
 */

/** The theme parks the attractions belong to (the guides' names). */
export const attractionParks = [
  'Magic Kingdom',
  'EPCOT',
  "Disney's Hollywood Studios",
  "Disney's Animal Kingdom",
] as const;
export type AttractionPark = (typeof attractionParks)[number];

/** What kind of experience an attraction is (the catalogue's 'Type' fact). */
export const attractionTypes = [
  'Roller coaster',
  'Dark ride',
  'Boat ride',
  'Water ride',
  'Thrill ride',
  'Simulator',
  'Spinner',
  'Vehicle ride',
  'Transport',
  'Show',
  'Nighttime spectacular',
  'Parade',
  'Walk-through',
  'Play area',
  'Character meet',
] as const;
export type AttractionType = (typeof attractionTypes)[number];

/** How Lightning Lane sells skip-the-line entry to it. */
export const lightningLaneOptions = ['Multi Pass', 'Single Pass', 'None'] as const;
export type LightningLaneOption = (typeof lightningLaneOptions)[number];

export interface CatalogueAttraction {
  name: string;
  park: AttractionPark;
  /** The land, or the EPCOT neighbourhood and pavilion. */
  land: string;
  type: AttractionType;
  /** The minimum height to ride, or null when anyone may go. */
  heightInches: number | null;
  heightCm: number | null;
  /** Anything the height alone does not say (two versions of one ride). */
  heightNote?: string;
  lightningLane: LightningLaneOption;
  description: string;
}

type Entry = Omit<CatalogueAttraction, 'park' | 'heightCm'>;

/** Disney's own conversions of the heights it posts. */
const CENTIMETRES: Record<number, number> = {
  32: 81,
  35: 89,
  38: 97,
  40: 102,
  42: 107,
  44: 112,
  48: 122,
};

function inPark(park: AttractionPark, entries: Entry[]): CatalogueAttraction[] {
  return entries.map((entry) => ({
    ...entry,
    park,
    heightCm:
      entry.heightInches === null
        ? null
        : (CENTIMETRES[entry.heightInches] ?? Math.round(entry.heightInches * 2.54)),
  }));
}

const MAIN_STREET = 'Main Street, U.S.A.';

const magicKingdom = inPark('Magic Kingdom', [
  {
    name: 'Walt Disney World Railroad',
    land: MAIN_STREET,
    type: 'Transport',
    heightInches: null,
    lightningLane: 'None',
    description:
      'Steam trains circle the park from the Main Street station with stops in Frontierland and Fantasyland; a relaxed way to rest your feet and see the park from its edge.',
  },
  {
    name: 'Main Street Vehicles',
    land: MAIN_STREET,
    type: 'Transport',
    heightInches: null,
    lightningLane: 'None',
    description:
      'A horse-drawn trolley, an omnibus and vintage cars run one way along Main Street in the morning. Short, free and only while the street is clear of parades.',
  },
  {
    name: 'Meet Mickey at Town Square Theater',
    land: MAIN_STREET,
    type: 'Character meet',
    heightInches: null,
    lightningLane: 'Multi Pass',
    description:
      'Mickey Mouse greets guests one party at a time in a backstage magician’s set, with a PhotoPass photographer on hand.',
  },
  {
    name: 'Happily Ever After',
    land: MAIN_STREET,
    type: 'Nighttime spectacular',
    heightInches: null,
    lightningLane: 'None',
    description:
      'Fireworks over Cinderella Castle with projections on the castle and along Main Street, set to songs from the animated films.',
  },
  {
    name: 'Disney Festival of Fantasy Parade',
    land: MAIN_STREET,
    type: 'Parade',
    heightInches: null,
    lightningLane: 'None',
    description:
      'The afternoon parade of floats from the princess and fairy-tale films, led by a fire-breathing Maleficent dragon, from Frontierland to Main Street.',
  },
  {
    name: 'Disney Starlight: Dream the Night Away',
    land: MAIN_STREET,
    type: 'Parade',
    heightInches: null,
    lightningLane: 'None',
    description:
      'The nighttime parade of lit floats and costumes, running along the same route as the afternoon parade on selected evenings.',
  },
  {
    name: 'Jungle Cruise',
    land: 'Adventureland',
    type: 'Boat ride',
    heightInches: null,
    lightningLane: 'Multi Pass',
    description:
      'A skipper steers a tramp steamer past mechanical elephants, hippos and a lost expedition, telling deliberately bad jokes all the way.',
  },
  {
    name: 'Pirates of the Caribbean',
    land: 'Adventureland',
    type: 'Boat ride',
    heightInches: null,
    lightningLane: 'Multi Pass',
    description:
      'Boats drift through caves and a burning port town raided by singing pirates, with Captain Jack Sparrow hiding from the crew. One short drop near the start.',
  },
  {
    name: 'The Magic Carpets of Aladdin',
    land: 'Adventureland',
    type: 'Spinner',
    heightInches: null,
    lightningLane: 'Multi Pass',
    description:
      'Flying carpets circle a giant lamp; the front seat moves the carpet up and down and the back one tilts it, while camels spit water at riders.',
  },
  {
    name: "Walt Disney's Enchanted Tiki Room",
    land: 'Adventureland',
    type: 'Show',
    heightInches: null,
    lightningLane: 'None',
    description:
      'Singing birds, flowers and tiki totems perform a short musical show in an air-conditioned room; it first played at Magic Kingdom on opening day in 1971.',
  },
  {
    name: 'Swiss Family Treehouse',
    land: 'Adventureland',
    type: 'Walk-through',
    heightInches: null,
    lightningLane: 'None',
    description:
      'Stairs climb through the shipwrecked family’s treehouse with its bedrooms, kitchen and water wheel. Many steps and no queue to speak of.',
  },
  {
    name: 'Big Thunder Mountain Railroad',
    land: 'Frontierland',
    type: 'Roller coaster',
    heightInches: 40,
    lightningLane: 'Multi Pass',
    description:
      'A runaway mine train rattles around red rock buttes and through a flooded mining town; a fast family coaster with no big drops, back in 2026 after a long refurbishment.',
  },
  {
    name: "Tiana's Bayou Adventure",
    land: 'Frontierland',
    type: 'Water ride',
    heightInches: 40,
    lightningLane: 'Multi Pass',
    description:
      'A log flume through the Louisiana bayou that follows Tiana preparing a Mardi Gras party, ending with a steep 50-foot drop.',
  },
  {
    name: 'Country Bear Musical Jamboree',
    land: 'Frontierland',
    type: 'Show',
    heightInches: null,
    lightningLane: 'None',
    description:
      'Animatronic bears play country versions of Disney songs in a wooden music hall; a cool, seated break of about 15 minutes.',
  },
  {
    name: 'Haunted Mansion',
    land: 'Liberty Square',
    type: 'Dark ride',
    heightInches: null,
    lightningLane: 'Multi Pass',
    description:
      'Doom Buggies carry riders through a mansion of 999 happy haunts, from the stretching room to the ghostly ballroom and the singing graveyard.',
  },
  {
    name: 'The Hall of Presidents',
    land: 'Liberty Square',
    type: 'Show',
    heightInches: null,
    lightningLane: 'None',
    description:
      'A film on American history followed by every U.S. president as an audio-animatronic figure on stage together.',
  },
  {
    name: 'Seven Dwarfs Mine Train',
    land: 'Fantasyland',
    type: 'Roller coaster',
    heightInches: 38,
    lightningLane: 'Single Pass',
    description:
      'A family coaster whose cars swing from side to side, with a slow pass through the dwarfs’ jewel mine in the middle.',
  },
  {
    name: "Peter Pan's Flight",
    land: 'Fantasyland',
    type: 'Dark ride',
    heightInches: null,
    lightningLane: 'Multi Pass',
    description:
      'Ships hang from an overhead track and fly over London at night to Neverland and Captain Hook’s ship.',
  },
  {
    name: '"it\'s a small world"',
    land: 'Fantasyland',
    type: 'Boat ride',
    heightInches: null,
    lightningLane: 'Multi Pass',
    description:
      'A gentle boat ride past hundreds of singing dolls in costumes from around the world, all to one very catchy song.',
  },
  {
    name: 'The Many Adventures of Winnie the Pooh',
    land: 'Fantasyland',
    type: 'Dark ride',
    heightInches: null,
    lightningLane: 'Multi Pass',
    description:
      'Honey pots ride through the Hundred Acre Wood on a blustery day, with a bouncing scene with Tigger and a dream of heffalumps and woozles.',
  },
  {
    name: 'Under the Sea ~ Journey of The Little Mermaid',
    land: 'Fantasyland',
    type: 'Dark ride',
    heightInches: null,
    lightningLane: 'Multi Pass',
    description:
      'Clamshell cars dip under the sea to retell Ariel’s story, with a large "Under the Sea" scene and Ursula in her lair.',
  },
  {
    name: 'Enchanted Tales with Belle',
    land: 'Fantasyland',
    type: 'Character meet',
    heightInches: null,
    lightningLane: 'Multi Pass',
    description:
      'A magic mirror leads guests into the Beast’s castle, where children are cast in a short retelling of the story with Belle and Lumiere.',
  },
  {
    name: "Mickey's PhilharMagic",
    land: 'Fantasyland',
    type: 'Show',
    heightInches: null,
    lightningLane: 'Multi Pass',
    description:
      'A 3D film in which Donald chases Mickey’s stolen hat through scenes from the animated musicals, with water and scents in the theatre.',
  },
  {
    name: 'Prince Charming Regal Carrousel',
    land: 'Fantasyland',
    type: 'Spinner',
    heightInches: null,
    lightningLane: 'None',
    description:
      'A hand-carved carousel of white horses behind Cinderella Castle, built in 1917 and playing organ versions of Disney songs.',
  },
  {
    name: 'Mad Tea Party',
    land: 'Fantasyland',
    type: 'Spinner',
    heightInches: null,
    lightningLane: 'Multi Pass',
    description:
      'Giant teacups spin on a turning floor; a wheel in the middle lets riders spin themselves as fast as they dare.',
  },
  {
    name: 'Dumbo the Flying Elephant',
    land: 'Fantasyland',
    type: 'Spinner',
    heightInches: null,
    lightningLane: 'Multi Pass',
    description:
      'Two rings of flying elephants that riders raise and lower; the indoor circus-tent queue has a play area for children.',
  },
  {
    name: 'The Barnstormer',
    land: 'Fantasyland',
    type: 'Roller coaster',
    heightInches: 35,
    lightningLane: 'Multi Pass',
    description:
      'A short junior coaster flown by the Great Goofini, often the first coaster for young children; it lasts under a minute.',
  },
  {
    name: 'Casey Jr. Splash ’N’ Soak Station',
    land: 'Fantasyland',
    type: 'Play area',
    heightInches: null,
    lightningLane: 'None',
    description:
      'A splash area of circus train cars that spray water, for cooling off young children on hot afternoons.',
  },
  {
    name: 'Princess Fairytale Hall',
    land: 'Fantasyland',
    type: 'Character meet',
    heightInches: null,
    lightningLane: 'Multi Pass',
    description:
      'Cinderella and a visiting princess greet guests in a royal portrait hall inside the castle courtyard.',
  },
  {
    name: "Pete's Silly Sideshow",
    land: 'Fantasyland',
    type: 'Character meet',
    heightInches: null,
    lightningLane: 'None',
    description:
      'Minnie, Daisy, Goofy and Donald meet guests in their circus costumes in Storybook Circus.',
  },
  {
    name: "Mickey's Magical Friendship Faire",
    land: 'Fantasyland',
    type: 'Show',
    heightInches: null,
    lightningLane: 'None',
    description:
      'A stage show in front of Cinderella Castle in which Mickey and friends host characters from several films, several times a day.',
  },
  {
    name: 'Space Mountain',
    land: 'Tomorrowland',
    type: 'Roller coaster',
    heightInches: 44,
    lightningLane: 'Multi Pass',
    description:
      'A coaster in near darkness under a starfield, with quick turns and small drops; riders sit one behind the other.',
  },
  {
    name: 'TRON Lightcycle / Run',
    land: 'Tomorrowland',
    type: 'Roller coaster',
    heightInches: 48,
    lightningLane: 'Single Pass',
    description:
      'Riders lean forward on motorbike-style seats and launch out under a glowing canopy before racing through the Grid indoors; the park’s fastest coaster.',
  },
  {
    name: "Buzz Lightyear's Space Ranger Spin",
    land: 'Tomorrowland',
    type: 'Dark ride',
    heightInches: null,
    lightningLane: 'Multi Pass',
    description:
      'An interactive ride in which riders aim blasters at Zurg’s targets for points while spinning their car with a joystick.',
  },
  {
    name: 'Tomorrowland Transit Authority PeopleMover',
    land: 'Tomorrowland',
    type: 'Transport',
    heightInches: null,
    lightningLane: 'None',
    description:
      'An elevated, always-moving tour of Tomorrowland that passes through Space Mountain; about ten quiet minutes with a breeze.',
  },
  {
    name: 'Astro Orbiter',
    land: 'Tomorrowland',
    type: 'Spinner',
    heightInches: null,
    lightningLane: 'None',
    description:
      'Rockets circle high above the Tomorrowland entrance, reached by a lift; riders control how high they fly.',
  },
  {
    name: 'Tomorrowland Speedway',
    land: 'Tomorrowland',
    type: 'Vehicle ride',
    heightInches: 32,
    heightNote: '32 in (81 cm) to ride; 54 in (137 cm) to drive alone',
    lightningLane: 'Multi Pass',
    description:
      'Petrol race cars on a guide rail around a winding track; children can steer while an adult works the pedal.',
  },
  {
    name: "Walt Disney's Carousel of Progress",
    land: 'Tomorrowland',
    type: 'Show',
    heightInches: null,
    lightningLane: 'None',
    description:
      'A rotating theatre visits one family through four eras of the 20th century and the gadgets that changed home life.',
  },
  {
    name: 'Monsters, Inc. Laugh Floor',
    land: 'Tomorrowland',
    type: 'Show',
    heightInches: null,
    lightningLane: 'Multi Pass',
    description:
      'Mike Wazowski hosts an improvised comedy show in which animated monsters talk to the audience and pick on a few guests.',
  },
]);

const WORLD_SHOWCASE = 'World Showcase';

const epcot = inPark('EPCOT', [
  {
    name: 'Spaceship Earth',
    land: 'World Celebration',
    type: 'Dark ride',
    heightInches: null,
    lightningLane: 'Multi Pass',
    description:
      'A slow climb inside the giant geodesic sphere through the history of human communication, from cave paintings to computers.',
  },
  {
    name: 'Journey Into Imagination With Figment',
    land: 'World Celebration',
    type: 'Dark ride',
    heightInches: null,
    lightningLane: 'Multi Pass',
    description:
      'Figment the purple dragon gatecrashes a tour of the Imagination Institute’s sensory labs in a silly, short dark ride.',
  },
  {
    name: 'Disney and Pixar Short Film Festival',
    land: 'World Celebration',
    type: 'Show',
    heightInches: null,
    lightningLane: 'Multi Pass',
    description:
      'A few animated shorts shown in 3D with water, wind and scents in the Imagination pavilion’s theatre.',
  },
  {
    name: 'Guardians of the Galaxy: Cosmic Rewind',
    land: 'World Discovery',
    type: 'Roller coaster',
    heightInches: 42,
    lightningLane: 'Single Pass',
    description:
      'An indoor coaster whose cars rotate to face the action, starting with a backward launch and set to one of several pop songs of the 1970s and 1980s.',
  },
  {
    name: 'Test Track',
    land: 'World Discovery',
    type: 'Thrill ride',
    heightInches: 40,
    lightningLane: 'Multi Pass',
    description:
      'Six-seat cars speed through a design studio and out onto a banked loop around the pavilion at up to 65 mph.',
  },
  {
    name: 'Mission: SPACE',
    land: 'World Discovery',
    type: 'Simulator',
    heightInches: 40,
    heightNote: '40 in (102 cm) for the Green mission; 44 in (112 cm) for the Orange mission',
    lightningLane: 'Multi Pass',
    description:
      'A centrifuge simulates a launch and a trip to Mars on the intense Orange mission; the Green mission orbits Earth without the spinning.',
  },
  {
    name: "Soarin' Around the World",
    land: 'World Nature',
    type: 'Simulator',
    heightInches: 40,
    lightningLane: 'Multi Pass',
    description:
      'A hang-glider seat lifts riders in front of a domed screen for a flight over landmarks of six continents, with scents along the way.',
  },
  {
    name: 'Living with the Land',
    land: 'World Nature',
    type: 'Boat ride',
    heightInches: null,
    lightningLane: 'Multi Pass',
    description:
      'Boats tour the working greenhouses of The Land pavilion, where fruit and vegetables for the park’s restaurants grow in unusual ways.',
  },
  {
    name: 'Awesome Planet',
    land: 'World Nature',
    type: 'Show',
    heightInches: null,
    lightningLane: 'None',
    description:
      'A film narrated by Pumbaa about the Earth’s landscapes and living things, with wind and water effects.',
  },
  {
    name: 'The Seas with Nemo & Friends',
    land: 'World Nature',
    type: 'Dark ride',
    heightInches: null,
    lightningLane: 'Multi Pass',
    description:
      'Clamshells carry riders past animated Nemo characters projected into a real aquarium; the ride ends at the pavilion’s large saltwater tank.',
  },
  {
    name: 'Turtle Talk With Crush',
    land: 'World Nature',
    type: 'Show',
    heightInches: null,
    lightningLane: 'Multi Pass',
    description:
      'Crush the sea turtle chats live with the audience from the screen, answering children’s questions about life in the ocean.',
  },
  {
    name: 'Journey of Water, Inspired by Moana',
    land: 'World Nature',
    type: 'Walk-through',
    heightInches: null,
    lightningLane: 'None',
    description:
      'A garden trail of water that jumps, hides and responds to visitors, following the water cycle through a Moana setting.',
  },
  {
    name: 'Gran Fiesta Tour Starring The Three Caballeros',
    land: 'World Showcase – Mexico',
    type: 'Boat ride',
    heightInches: null,
    lightningLane: 'None',
    description:
      'A boat ride inside the Mexico pyramid in which José and Panchito search for Donald across screens of Mexican towns and festivals.',
  },
  {
    name: 'Frozen Ever After',
    land: 'World Showcase – Norway',
    type: 'Boat ride',
    heightInches: null,
    lightningLane: 'Multi Pass',
    description:
      'Boats sail through Arendelle and Elsa’s ice palace with songs from Frozen, a short backward slide and a small final drop.',
  },
  {
    name: 'Royal Sommerhus',
    land: 'World Showcase – Norway',
    type: 'Character meet',
    heightInches: null,
    lightningLane: 'None',
    description: 'Anna and Elsa greet guests in their summer cabin in the Norway pavilion.',
  },
  {
    name: 'Reflections of China',
    land: 'World Showcase – China',
    type: 'Show',
    heightInches: null,
    lightningLane: 'None',
    description:
      'A 360-degree film of China’s cities and landscapes, watched standing in the Temple of Heaven replica.',
  },
  {
    name: 'The American Adventure',
    land: 'World Showcase – The American Adventure',
    type: 'Show',
    heightInches: null,
    lightningLane: 'None',
    description:
      'Benjamin Franklin and Mark Twain as audio-animatronic figures narrate American history on a changing stage, with the Voices of Liberty singers often performing in the rotunda before.',
  },
  {
    name: 'Impressions de France',
    land: 'World Showcase – France',
    type: 'Show',
    heightInches: null,
    lightningLane: 'None',
    description:
      'A wide-screen film of French countryside, villages and cities set to French classical music, shown in turn with the Beauty and the Beast sing-along.',
  },
  {
    name: 'Beauty and the Beast Sing-Along',
    land: 'World Showcase – France',
    type: 'Show',
    heightInches: null,
    lightningLane: 'None',
    description:
      'The story of Belle and the Beast retold on screen by the village, with the songs’ words on screen for the audience.',
  },
  {
    name: "Remy's Ratatouille Adventure",
    land: 'World Showcase – France',
    type: 'Dark ride',
    heightInches: null,
    lightningLane: 'Multi Pass',
    description:
      'Trackless rat-shaped cars chase Remy through Gusteau’s kitchen and dining room in 3D, shrunk to a rat’s size.',
  },
  {
    name: 'Canada Far and Wide in Circle-Vision 360',
    land: 'World Showcase – Canada',
    type: 'Show',
    heightInches: null,
    lightningLane: 'None',
    description:
      'A film on screens all around the standing audience that travels across Canada’s cities, coasts and mountains.',
  },
  {
    name: 'Mariachi Cobre',
    land: 'World Showcase – Mexico',
    type: 'Show',
    heightInches: null,
    lightningLane: 'None',
    description:
      'A mariachi band plays sets of traditional Mexican music on the plaza in front of the Mexico pyramid.',
  },
  {
    name: 'Matsuriza',
    land: 'World Showcase – Japan',
    type: 'Show',
    heightInches: null,
    lightningLane: 'None',
    description:
      'Taiko drummers perform short, loud sets on the steps of the Japan pavilion’s pagoda.',
  },
  {
    name: 'Voices of Liberty',
    land: 'World Showcase – The American Adventure',
    type: 'Show',
    heightInches: null,
    lightningLane: 'None',
    description:
      'An a cappella group sings American folk and patriotic songs in the rotunda of The American Adventure, known for its acoustics.',
  },
  {
    name: 'Luminous The Symphony of Us',
    land: WORLD_SHOWCASE,
    type: 'Nighttime spectacular',
    heightInches: null,
    lightningLane: 'None',
    description:
      'Fireworks, fountains and lighted barges over World Showcase Lagoon, with an orchestral score and songs from Disney films.',
  },
]);

const GALAXYS_EDGE = "Star Wars: Galaxy's Edge";

const hollywoodStudios = inPark("Disney's Hollywood Studios", [
  {
    name: "Mickey & Minnie's Runaway Railway",
    land: 'Hollywood Boulevard',
    type: 'Dark ride',
    heightInches: null,
    lightningLane: 'Multi Pass',
    description:
      'Riders step through the screen of the Chinese Theatre into a Mickey cartoon and a trackless train trip through it.',
  },
  {
    name: 'Wonderful World of Animation',
    land: 'Hollywood Boulevard',
    type: 'Nighttime spectacular',
    heightInches: null,
    lightningLane: 'None',
    description:
      'Projections on the Chinese Theatre celebrate a century of Disney animation, from Steamboat Willie to recent films.',
  },
  {
    name: 'Star Tours – The Adventures Continue',
    land: 'Echo Lake',
    type: 'Simulator',
    heightInches: 40,
    lightningLane: 'Multi Pass',
    description:
      'A 3D flight simulator with C-3PO at the controls, mixing scenes from the Star Wars films differently on each ride.',
  },
  {
    name: 'Indiana Jones Epic Stunt Spectacular!',
    land: 'Echo Lake',
    type: 'Show',
    heightInches: null,
    lightningLane: 'Multi Pass',
    description:
      'Stunt performers recreate the rolling boulder, a street fight and an exploding plane while explaining how film stunts are done.',
  },
  {
    name: 'For the First Time in Forever: A Frozen Sing-Along Celebration',
    land: 'Echo Lake',
    type: 'Show',
    heightInches: null,
    lightningLane: 'Multi Pass',
    description:
      'Two royal historians retell Frozen with film clips and songs for the audience to sing, joined on stage by Anna, Elsa and Kristoff.',
  },
  {
    name: 'The Twilight Zone Tower of Terror',
    land: 'Sunset Boulevard',
    type: 'Thrill ride',
    heightInches: 40,
    lightningLane: 'Multi Pass',
    description:
      'A haunted hotel’s service lift drops and rises in a random sequence after a trip through the Twilight Zone.',
  },
  {
    name: "Rock 'n' Roller Coaster",
    land: 'Sunset Boulevard',
    type: 'Roller coaster',
    heightInches: 48,
    lightningLane: 'Multi Pass',
    description:
      'A launched indoor coaster that goes from 0 to about 57 mph in under three seconds, with loops and a loud soundtrack; Disney is re-theming it around the Muppets.',
  },
  {
    name: 'Beauty and the Beast – Live on Stage',
    land: 'Sunset Boulevard',
    type: 'Show',
    heightInches: null,
    lightningLane: 'Multi Pass',
    description:
      'A Broadway-style condensed version of the film’s story and songs in an open-air theatre.',
  },
  {
    name: 'Fantasmic!',
    land: 'Sunset Boulevard',
    type: 'Nighttime spectacular',
    heightInches: null,
    lightningLane: 'None',
    description:
      'Mickey’s dream battles the villains with water screens, fire, boats and fireworks in a large lakeside amphitheatre.',
  },
  {
    name: 'Disney Villains: Unfairly Ever After',
    land: 'Sunset Boulevard',
    type: 'Show',
    heightInches: null,
    lightningLane: 'Multi Pass',
    description:
      'Disney villains put the heroes on trial in a stage musical at the Sunset Showcase theatre.',
  },
  {
    name: 'The Little Mermaid – A Musical Adventure',
    land: 'Animation Courtyard',
    type: 'Show',
    heightInches: null,
    lightningLane: 'Multi Pass',
    description:
      'Ariel’s story told with puppets, projections and live singers in an indoor theatre.',
  },
  {
    name: 'Disney Jr. Play and Dance!',
    land: 'Animation Courtyard',
    type: 'Show',
    heightInches: null,
    lightningLane: 'Multi Pass',
    description:
      'A dance party show for young children with characters from the Disney Jr. programmes.',
  },
  {
    name: 'Walt Disney Presents',
    land: 'Animation Courtyard',
    type: 'Walk-through',
    heightInches: null,
    lightningLane: 'None',
    description:
      'A gallery of Walt Disney’s life with models, artefacts and a short film, plus character greetings at the back.',
  },
  {
    name: 'Red Carpet Dreams',
    land: 'Commissary Lane',
    type: 'Character meet',
    heightInches: null,
    lightningLane: 'None',
    description:
      'Mickey and Minnie in their movie-premiere outfits greet guests in a Hollywood dressing-room set.',
  },
  {
    name: 'Celebrity Spotlight',
    land: 'Echo Lake',
    type: 'Character meet',
    heightInches: null,
    lightningLane: 'None',
    description: 'Olaf meets guests in a cool indoor room by the Echo Lake lagoon.',
  },
  {
    name: 'Slinky Dog Dash',
    land: 'Toy Story Land',
    type: 'Roller coaster',
    heightInches: 38,
    lightningLane: 'Multi Pass',
    description:
      'A family coaster with two launches that winds around Andy’s backyard; the land’s longest waits.',
  },
  {
    name: 'Toy Story Mania!',
    land: 'Toy Story Land',
    type: 'Dark ride',
    heightInches: null,
    lightningLane: 'Multi Pass',
    description:
      'A 3D shooting game of carnival midway booths; riders aim spring-action shooters at screens and compare scores at the end.',
  },
  {
    name: 'Alien Swirling Saucers',
    land: 'Toy Story Land',
    type: 'Spinner',
    heightInches: 32,
    lightningLane: 'Multi Pass',
    description:
      'The Little Green Men’s rockets whip riders around a toy space set; stronger than it looks.',
  },
  {
    name: 'Star Wars: Rise of the Resistance',
    land: GALAXYS_EDGE,
    type: 'Dark ride',
    heightInches: 40,
    lightningLane: 'Single Pass',
    description:
      'A captured Resistance crew escapes a First Order Star Destroyer in several scenes, riding trackless vehicles past life-size walkers and a drop at the end.',
  },
  {
    name: 'Millennium Falcon: Smugglers Run',
    land: GALAXYS_EDGE,
    type: 'Simulator',
    heightInches: 38,
    lightningLane: 'Multi Pass',
    description:
      'Six riders fly the Falcon as pilots, gunners and engineers, each with a real job in the cockpit during a smuggling mission.',
  },
]);

const PANDORA = 'Pandora – The World of Avatar';

const animalKingdom = inPark("Disney's Animal Kingdom", [
  {
    name: 'The Oasis Exhibits',
    land: 'Oasis',
    type: 'Walk-through',
    heightInches: null,
    lightningLane: 'None',
    description:
      'Shaded paths at the park entrance past small animals such as anteaters, spoonbills and wallabies.',
  },
  {
    name: 'Discovery Island Trails',
    land: 'Discovery Island',
    type: 'Walk-through',
    heightInches: null,
    lightningLane: 'None',
    description:
      'Paths around the base of the Tree of Life with otters, tortoises, lemurs and close views of the carved animals in its trunk.',
  },
  {
    name: 'Zootopia: Better Zoogether!',
    land: 'Discovery Island',
    type: 'Show',
    heightInches: null,
    lightningLane: 'Multi Pass',
    description:
      'A 3D film in the theatre under the Tree of Life in which Judy Hopps and Nick Wilde tour Zootopia’s neighbourhoods.',
  },
  {
    name: 'Adventurers Outpost',
    land: 'Discovery Island',
    type: 'Character meet',
    heightInches: null,
    lightningLane: 'Multi Pass',
    description:
      'Mickey and Minnie in safari clothes greet guests in a room of their travel souvenirs.',
  },
  {
    name: 'Winged Encounters – The Kingdom Takes Flight',
    land: 'Discovery Island',
    type: 'Show',
    heightInches: null,
    lightningLane: 'None',
    description:
      'Macaws fly over the lawn near the Tree of Life while their keepers talk about the birds.',
  },
  {
    name: 'Tree of Life Awakenings',
    land: 'Discovery Island',
    type: 'Nighttime spectacular',
    heightInches: null,
    lightningLane: 'None',
    description:
      'Short projection stories on the Tree of Life after dark that make the carved animals in its trunk come alive.',
  },
  {
    name: 'Avatar Flight of Passage',
    land: PANDORA,
    type: 'Simulator',
    heightInches: 44,
    lightningLane: 'Single Pass',
    description:
      'Riders straddle a motorbike-style seat and fly a banshee over Pandora’s forests and seas in front of a huge screen.',
  },
  {
    name: "Na'vi River Journey",
    land: PANDORA,
    type: 'Boat ride',
    heightInches: null,
    lightningLane: 'Multi Pass',
    description:
      'A gentle boat ride through a glowing rainforest to the Na’vi Shaman of Songs, one of the most detailed animatronic figures Disney has built.',
  },
  {
    name: 'Kilimanjaro Safaris',
    land: 'Africa',
    type: 'Vehicle ride',
    heightInches: null,
    lightningLane: 'Multi Pass',
    description:
      'Open trucks drive through a savanna of giraffes, elephants, lions, rhinos and hippos; the animals move differently every trip.',
  },
  {
    name: 'Gorilla Falls Exploration Trail',
    land: 'Africa',
    type: 'Walk-through',
    heightInches: null,
    lightningLane: 'None',
    description:
      'A walking trail past gorillas, okapi, hippos under water, meerkats and an aviary.',
  },
  {
    name: 'Festival of the Lion King',
    land: 'Africa',
    type: 'Show',
    heightInches: null,
    lightningLane: 'Multi Pass',
    description:
      'Singers, acrobats, stilt walkers and giant floats perform the Lion King’s songs in the round.',
  },
  {
    name: 'Wildlife Express Train',
    land: 'Africa',
    type: 'Transport',
    heightInches: null,
    lightningLane: 'None',
    description:
      'A train from Harambe to Rafiki’s Planet Watch that passes the animal night houses along the way.',
  },
  {
    name: "Rafiki's Planet Watch",
    land: "Rafiki's Planet Watch",
    type: 'Walk-through',
    heightInches: null,
    lightningLane: 'None',
    description:
      'Conservation Station’s veterinary windows, a petting yard of goats and an animation class, reached only by train.',
  },
  {
    name: 'Expedition Everest',
    land: 'Asia',
    type: 'Roller coaster',
    heightInches: 44,
    lightningLane: 'Multi Pass',
    description:
      'A mountain train climbs into the Himalayas, stops at broken track, runs backward in the dark and meets the yeti before a steep drop.',
  },
  {
    name: 'Kali River Rapids',
    land: 'Asia',
    type: 'Water ride',
    heightInches: 38,
    lightningLane: 'Multi Pass',
    description:
      'Round rafts spin down a river through a burning logging site; some riders get soaked and others stay almost dry.',
  },
  {
    name: 'Maharajah Jungle Trek',
    land: 'Asia',
    type: 'Walk-through',
    heightInches: null,
    lightningLane: 'None',
    description:
      'A trail through temple ruins past tigers, Komodo dragons, flying foxes and a bird aviary.',
  },
  {
    name: 'Feathered Friends in Flight!',
    land: 'Asia',
    type: 'Show',
    heightInches: null,
    lightningLane: 'Multi Pass',
    description:
      'Hawks, owls, parrots and other birds fly low over the audience in an open-air theatre while keepers talk about them.',
  },
  {
    name: 'Finding Nemo: The Big Blue... and Beyond!',
    land: 'DinoLand U.S.A.',
    type: 'Show',
    heightInches: null,
    lightningLane: 'Multi Pass',
    description:
      'A stage musical of Finding Nemo with large puppets operated by performers in view of the audience.',
  },
]);

/** Every attraction and show of the four theme parks, park by park and land by land. */
export const parkAttractions: readonly CatalogueAttraction[] = [
  ...magicKingdom,
  ...epcot,
  ...hollywoodStudios,
  ...animalKingdom,
];

/** An attraction's height requirement as its page shows it ('38 in (97 cm)', 'Any height'). */
export function heightRequirementText(attraction: CatalogueAttraction): string {
  if (attraction.heightNote) return attraction.heightNote;
  if (attraction.heightInches === null) return 'Any height';
  return `${attraction.heightInches} in (${attraction.heightCm} cm)`;
}
