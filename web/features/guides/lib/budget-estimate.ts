/**
 * The budget calculator's arithmetic: what a Walt Disney World trip costs for a party, from
 * typical 2025 prices (base tickets, rooms before tax, food per person per day). Estimates,
 * not quotes: the guide says so beside the result.
 */
export const hotelTiers = ['Off-site', 'Value', 'Moderate', 'Deluxe'] as const;
export const diningStyles = ['Quick service', 'Mix', 'Table service', 'Signature'] as const;

export interface BudgetInput {
  adults: number;
  /** Ages 3–9 (Disney's child ticket price); under-3s are free and eat from a parent's plate. */
  children: number;
  nights: number;
  parkDays: number;
  hotelTier: (typeof hotelTiers)[number];
  diningStyle: (typeof diningStyles)[number];
  hasLightningLane: boolean;
}

export interface BudgetLine {
  label: string;
  amount: number;
}

export const BUDGET_LIMITS = { people: 10, nights: 21, parkDays: 10 } as const;

export const defaultBudgetInput: BudgetInput = {
  adults: 2,
  children: 2,
  nights: 5,
  parkDays: 4,
  hotelTier: 'Moderate',
  diningStyle: 'Mix',
  hasLightningLane: false,
};

/** Adult price per day of a multi-day base ticket: the more days, the cheaper each one. */
const ticketPerDay = [0, 150, 142, 133, 122, 110, 98, 88, 80, 74, 70];
const nightlyRate: Record<BudgetInput['hotelTier'], number> = {
  'Off-site': 150,
  Value: 180,
  Moderate: 310,
  Deluxe: 650,
};
const diningPerAdultPerDay: Record<BudgetInput['diningStyle'], number> = {
  'Quick service': 60,
  Mix: 95,
  'Table service': 140,
  Signature: 210,
};
const CHILD_TICKET_SHARE = 0.95;
const CHILD_DINING_SHARE = 0.6;
const LIGHTNING_LANE_PER_PERSON_PER_DAY = 25;
const EXTRAS_PER_PERSON_PER_DAY = 20;
const OFF_SITE_TRANSPORT_PER_DAY = 35;
const HOTEL_TAX = 0.125;

const clamp = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, Math.round(Number.isFinite(value) ? value : min)));

/** Keeps every number in range (park days never exceed nights + 1). */
export function normalizeBudgetInput(input: BudgetInput): BudgetInput {
  const adults = clamp(input.adults, 1, BUDGET_LIMITS.people);
  const nights = clamp(input.nights, 1, BUDGET_LIMITS.nights);
  return {
    ...input,
    adults,
    children: clamp(input.children, 0, BUDGET_LIMITS.people - adults),
    nights,
    parkDays: clamp(input.parkDays, 1, Math.min(BUDGET_LIMITS.parkDays, nights + 1)),
  };
}

/** The estimate, line by line, in whole dollars. */
export function estimateBudget(raw: BudgetInput): { lines: BudgetLine[]; total: number } {
  const input = normalizeBudgetInput(raw);
  const people = input.adults + input.children;
  const days = input.nights + 1;
  const ticketUnits = input.adults + input.children * CHILD_TICKET_SHARE;
  const diningUnits = input.adults + input.children * CHILD_DINING_SHARE;
  const rooms = Math.ceil(people / 4);
  const lines: BudgetLine[] = [
    { label: 'Park tickets', amount: ticketPerDay[input.parkDays]! * input.parkDays * ticketUnits },
    {
      label: `Hotel (${rooms} room${rooms > 1 ? 's' : ''}, with tax)`,
      amount: nightlyRate[input.hotelTier] * input.nights * rooms * (1 + HOTEL_TAX),
    },
    {
      label: 'Food and drink',
      amount: diningPerAdultPerDay[input.diningStyle] * days * diningUnits,
    },
    {
      label: 'Getting around',
      amount: input.hotelTier === 'Off-site' ? OFF_SITE_TRANSPORT_PER_DAY * input.parkDays : 0,
    },
    {
      label: 'Lightning Lane Multi Pass',
      amount: input.hasLightningLane
        ? LIGHTNING_LANE_PER_PERSON_PER_DAY * input.parkDays * people
        : 0,
    },
    { label: 'Souvenirs and snacks', amount: EXTRAS_PER_PERSON_PER_DAY * input.parkDays * people },
  ].map((line) => ({ ...line, amount: Math.round(line.amount) }));
  return { lines, total: lines.reduce((sum, line) => sum + line.amount, 0) };
}

/** Whole dollars as people write them: $4,210. */
export function formatDollars(amount: number): string {
  return `$${amount.toLocaleString('en-US')}`;
}
