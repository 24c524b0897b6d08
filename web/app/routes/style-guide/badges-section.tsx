import { Badge, type badgeVariants } from '../../../components/ui/badge';
import type { VariantProps } from 'class-variance-authority';
import { Specimen, StyleSection } from './section';

type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>['variant']>;

const popularityLevels = ['Moderate', 'High', 'Very High', 'Extremely High'] as const;

/** Spec: popularity Extremely High → destructive, Very High → default, anything else → secondary. */
function popularityVariant(level: (typeof popularityLevels)[number]): BadgeVariant {
  if (level === 'Extremely High') return 'destructive';
  if (level === 'Very High') return 'default';
  return 'secondary';
}

/** Spec: ticket Required → destructive, Not Required → default. */
const ticketVariant = (isRequired: boolean): BadgeVariant =>
  isRequired ? 'destructive' : 'default';

const variants: BadgeVariant[] = ['default', 'secondary', 'accent', 'destructive', 'outline'];

/** Badge variants and the product's meaning-to-variant mappings. */
export function BadgesSection() {
  return (
    <StyleSection
      id="badges"
      title="Badges"
      description="Short labels on cards. Red is reserved for meanings that call for caution, as the event mappings below show."
    >
      <Specimen title="Variants">
        <div className="flex flex-wrap gap-2">
          {variants.map((variant) => (
            <Badge key={variant} variant={variant}>
              {variant}
            </Badge>
          ))}
        </div>
      </Specimen>
      <div className="grid gap-6 md:grid-cols-2">
        <Specimen title="Event popularity">
          <ul className="space-y-2">
            {popularityLevels.map((level) => (
              <li key={level} className="flex items-center justify-between gap-3 text-sm">
                <Badge variant={popularityVariant(level)}>{level}</Badge>
                <span className="font-mono text-xs text-muted-foreground">
                  {popularityVariant(level)}
                </span>
              </li>
            ))}
          </ul>
        </Specimen>
        <Specimen title="Event ticket">
          <ul className="space-y-2">
            {[true, false].map((isRequired) => (
              <li
                key={String(isRequired)}
                className="flex items-center justify-between gap-3 text-sm"
              >
                <Badge variant={ticketVariant(isRequired)}>
                  {isRequired ? 'Required' : 'Not Required'}
                </Badge>
                <span className="font-mono text-xs text-muted-foreground">
                  {ticketVariant(isRequired)}
                </span>
              </li>
            ))}
          </ul>
        </Specimen>
      </div>
    </StyleSection>
  );
}
