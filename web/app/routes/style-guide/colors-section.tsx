import { cn } from '../../../lib/cn';
import { StyleSection } from './section';

interface Swatch {
  token: string;
  /** Literal Tailwind classes, so the compiler sees every one of them. */
  className: string;
  usage: string;
  /** The text colour meant to sit on this surface, when there is one. */
  pairedText?: string;
}

const swatches: Swatch[] = [
  {
    token: 'background',
    className: 'bg-background text-foreground',
    pairedText: 'foreground',
    usage: 'Page surface, warm off-white or deep night blue.',
  },
  {
    token: 'foreground',
    className: 'bg-foreground text-background',
    usage: 'Body text and icons on the page surface.',
  },
  {
    token: 'card',
    className: 'bg-card text-card-foreground',
    pairedText: 'card-foreground',
    usage: 'Cards, menus and popovers raised above the page.',
  },
  {
    token: 'muted',
    className: 'bg-muted text-muted-foreground',
    pairedText: 'muted-foreground',
    usage: 'Quiet fills: skeletons, tab lists, secondary text.',
  },
  {
    token: 'primary',
    className: 'bg-primary text-primary-foreground',
    pairedText: 'primary-foreground',
    usage: 'Castle blue: the main action and links. One per view.',
  },
  {
    token: 'secondary',
    className: 'bg-secondary text-secondary-foreground',
    pairedText: 'secondary-foreground',
    usage: 'Soft blue tint for supporting actions and badges.',
  },
  {
    token: 'accent',
    className: 'bg-accent text-accent-foreground',
    pairedText: 'accent-foreground',
    usage: 'Pixie gold: highlights and celebratory badges, used sparingly.',
  },
  {
    token: 'destructive',
    className: 'bg-destructive text-destructive-foreground',
    pairedText: 'destructive-foreground',
    usage: 'Errors, deletion, “Extremely High” and “Required”. Nothing else.',
  },
  {
    token: 'border',
    className: 'bg-border text-foreground',
    usage: 'Hairlines around cards, fields and sections.',
  },
  {
    token: 'input',
    className: 'bg-input text-foreground',
    usage: 'Outline of form fields, slightly stronger than borders.',
  },
  {
    token: 'ring',
    className: 'bg-ring text-primary-foreground',
    usage: 'Focus outline shown on every keyboard-focused control.',
  },
];

/** Every colour token as a live swatch, drawn with the token classes only. */
export function ColorsSection() {
  return (
    <StyleSection
      id="colors"
      title="Colour tokens"
      description="Defined once as CSS variables for each theme and used through Tailwind classes such as bg-primary. Components never use raw colour values."
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {swatches.map((swatch) => (
          <li key={swatch.token} className="overflow-hidden rounded-xl border bg-card">
            <div
              className={cn(
                'flex h-24 items-end justify-between border-b p-3 text-sm font-semibold',
                swatch.className,
              )}
            >
              <span>Aa</span>
              <span className="font-mono text-xs font-normal">bg-{swatch.token}</span>
            </div>
            <div className="space-y-1 p-3">
              <p className="font-mono text-sm font-semibold">--{swatch.token}</p>
              {swatch.pairedText && (
                <p className="font-mono text-xs text-muted-foreground">
                  text: --{swatch.pairedText}
                </p>
              )}
              <p className="text-sm text-muted-foreground">{swatch.usage}</p>
            </div>
          </li>
        ))}
      </ul>
    </StyleSection>
  );
}
