import { describedBy, FormField } from '../../../components/ui/form-field';
import { selectClass } from '../../../components/ui/labeled-select';
import { useTripCatalogue } from '../api/trips-api';

const OFF_SITE = '';

/** The resorts' tiers (Value, Moderate, Deluxe…) in the catalogue's order. */
const tiersOf = (resorts: { tier: string }[]) => [...new Set(resorts.map((resort) => resort.tier))];

/** Where the party stays: a Disney resort hotel of the catalogue, or off-site (null). */
export function ResortSelect({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string | null;
  onChange: (slug: string | null) => void;
  error?: string;
}) {
  const catalogue = useTripCatalogue();
  const resorts = catalogue.data?.resorts ?? [];
  return (
    <FormField id={id} label="Resort" error={error}>
      <select
        id={id}
        value={value ?? OFF_SITE}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, { error })}
        aria-busy={catalogue.isPending}
        onChange={(event) => onChange(event.target.value === OFF_SITE ? null : event.target.value)}
        className={selectClass}
      >
        <option value={OFF_SITE}>Off-site</option>
        {value && !resorts.some((resort) => resort.slug === value) && (
          <option value={value}>{value}</option>
        )}
        {tiersOf(resorts).map((tier) => (
          <optgroup key={tier} label={`${tier} resorts`}>
            {resorts
              .filter((resort) => resort.tier === tier)
              .map((resort) => (
                <option key={resort.slug} value={resort.slug}>
                  {resort.name}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
    </FormField>
  );
}
