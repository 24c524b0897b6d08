import { useEffect, useId, useRef, useState } from 'react';
import {
  BUDGET_LIMITS,
  defaultBudgetInput,
  diningStyles,
  estimateBudget,
  formatDollars,
  hotelTiers,
  normalizeBudgetInput,
  type BudgetInput,
} from '../lib/budget-estimate';

const fieldClass =
  'mt-1 block h-11 w-full rounded-md border border-input bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-ring';
const labelClass = 'block text-sm font-medium';

/**
 * The budget guide's calculator: party, nights, park days, hotel tier and dining style in, a
 * line-by-line estimate out. Works for visitors (no sign-in); rendered on the server with the
 * default party, then hydrated as an island. Plain class names keep the island light.
 */
type CountField = 'adults' | 'children' | 'nights' | 'parkDays';
const countFields: readonly CountField[] = ['adults', 'children', 'nights', 'parkDays'];
type Drafts = Record<CountField, string>;

const draftsOf = (input: BudgetInput): Drafts =>
  Object.fromEntries(countFields.map((name) => [name, String(input[name])])) as Drafts;

/** The form's values that differ from the server-rendered defaults; null when none do. */
function editsBeforeHydration(form: HTMLFormElement) {
  const drafts: Partial<Drafts> = {};
  const choices: Partial<BudgetInput> = {};
  const defaults = draftsOf(defaultBudgetInput);
  for (const name of countFields) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement && field.value !== defaults[name]) {
      drafts[name] = field.value;
    }
  }
  const hotel = form.elements.namedItem('hotelTier');
  if (hotel instanceof HTMLSelectElement && hotel.value !== defaultBudgetInput.hotelTier) {
    choices.hotelTier = hotel.value as BudgetInput['hotelTier'];
  }
  const dining = form.elements.namedItem('diningStyle');
  if (dining instanceof HTMLSelectElement && dining.value !== defaultBudgetInput.diningStyle) {
    choices.diningStyle = dining.value as BudgetInput['diningStyle'];
  }
  const lightningLane = form.elements.namedItem('hasLightningLane');
  if (
    lightningLane instanceof HTMLInputElement &&
    lightningLane.checked !== defaultBudgetInput.hasLightningLane
  ) {
    choices.hasLightningLane = lightningLane.checked;
  }
  return Object.keys(drafts).length + Object.keys(choices).length > 0 ? { drafts, choices } : null;
}

export function BudgetCalculator() {
  const id = useId();
  const [choices, setChoices] = useState<BudgetInput>(defaultBudgetInput);
  // What is typed in the number fields, kept as typed (a field may be empty for a moment); the
  // estimate uses the values brought into range, and a field shows that value once left.
  const [drafts, setDrafts] = useState<Drafts>(() => draftsOf(defaultBudgetInput));
  const input = normalizeBudgetInput({
    ...choices,
    ...Object.fromEntries(
      countFields.map((name) => [name, drafts[name].trim() === '' ? NaN : Number(drafts[name])]),
    ),
  });
  const { lines, total } = estimateBudget(input);
  const form = useRef<HTMLFormElement>(null);
  // The island wakes up when a visitor reaches for it: what they typed or chose before then is
  // in the form but not in the state, so the state takes it over once.
  useEffect(() => {
    const edited = form.current ? editsBeforeHydration(form.current) : null;
    if (!edited) return;
    setDrafts((current) => ({ ...current, ...edited.drafts }));
    setChoices((current) => ({ ...current, ...edited.choices }));
  }, []);
  const update = (patch: Partial<BudgetInput>) =>
    setChoices((current) => ({ ...current, ...patch }));
  const settle = () => setDrafts(draftsOf(input));
  const number = (name: CountField, label: string, min: number, max: number) => (
    <div>
      <label htmlFor={`${id}-${name}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        name={name}
        value={drafts[name]}
        onChange={(event) => setDrafts((current) => ({ ...current, [name]: event.target.value }))}
        onBlur={settle}
        className={fieldClass}
      />
    </div>
  );

  return (
    <div className="grid gap-6 rounded-xl border bg-card p-5 shadow-sm lg:grid-cols-2 sm:p-6">
      <form
        ref={form}
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(event) => event.preventDefault()}
      >
        {number('adults', 'Adults (10+)', 1, BUDGET_LIMITS.people)}
        {number('children', 'Children (3-9)', 0, BUDGET_LIMITS.people - 1)}
        {number('nights', 'Nights', 1, BUDGET_LIMITS.nights)}
        {number('parkDays', 'Park days', 1, BUDGET_LIMITS.parkDays)}
        <div>
          <label htmlFor={`${id}-hotel`} className={labelClass}>
            Hotel
          </label>
          <select
            id={`${id}-hotel`}
            name="hotelTier"
            value={input.hotelTier}
            onChange={(event) =>
              update({ hotelTier: event.target.value as BudgetInput['hotelTier'] })
            }
            className={fieldClass}
          >
            {hotelTiers.map((tier) => (
              <option key={tier}>{tier}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-dining`} className={labelClass}>
            Dining style
          </label>
          <select
            id={`${id}-dining`}
            name="diningStyle"
            value={input.diningStyle}
            onChange={(event) =>
              update({ diningStyle: event.target.value as BudgetInput['diningStyle'] })
            }
            className={fieldClass}
          >
            {diningStyles.map((style) => (
              <option key={style}>{style}</option>
            ))}
          </select>
        </div>
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium sm:col-span-2">
          <input
            type="checkbox"
            name="hasLightningLane"
            checked={input.hasLightningLane}
            onChange={(event) => update({ hasLightningLane: event.target.checked })}
            className="size-5 accent-[var(--color-primary)]"
          />
          Add Lightning Lane Multi Pass every park day
        </label>
      </form>
      <div aria-live="polite">
        <p className="text-sm font-medium text-muted-foreground">Estimated trip cost</p>
        <p className="text-4xl font-bold tracking-tight text-primary">{formatDollars(total)}</p>
        <p className="text-sm text-muted-foreground">
          about {formatDollars(Math.round(total / (input.adults + input.children)))} per person,
          before flights
        </p>
        <dl className="mt-4 divide-y border-t">
          {lines.map((line) => (
            <div key={line.label} className="flex justify-between gap-3 py-2 text-sm">
              <dt>{line.label}</dt>
              <dd className="font-medium tabular-nums">{formatDollars(line.amount)}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-xs text-muted-foreground">
          Typical 2025 prices; real ones change with dates and deals.
        </p>
      </div>
    </div>
  );
}
