import { Specimen, StyleSection } from './section';

const scale = [
  {
    name: 'Page title',
    classes: 'text-3xl font-bold tracking-tight sm:text-4xl',
    sample: 'Magic Kingdom at rope drop',
  },
  {
    name: 'Section title',
    classes: 'text-2xl font-semibold tracking-tight',
    sample: 'Where to watch the fireworks',
  },
  { name: 'Subsection', classes: 'text-xl font-semibold', sample: 'Best spots near the hub' },
  {
    name: 'Card title',
    classes: 'text-lg font-semibold leading-tight',
    sample: 'Space Mountain after dark',
  },
  {
    name: 'Body',
    classes: 'text-base leading-relaxed',
    sample: 'Arrive forty minutes early, bring a poncho and keep the lens wide.',
  },
  { name: 'Small', classes: 'text-sm', sample: 'Posted by Maya · 2 hours ago' },
  {
    name: 'Caption',
    classes: 'text-xs text-muted-foreground',
    sample: 'Photo location removed on upload',
  },
];

/** The type scale, weights and inline text styles. */
export function TypographySection() {
  return (
    <StyleSection
      id="typography"
      title="Typography"
      description="Inter Variable, self-hosted from npm, with system sans-serif fonts as the fallback. Sizes step down from the page title; body copy uses relaxed line height."
    >
      <Specimen title="Scale">
        <dl className="space-y-4">
          {scale.map((step, index) => (
            <div key={step.name} className={index > 0 ? 'border-t pt-4' : undefined}>
              <dt className="font-mono text-xs text-muted-foreground">
                {step.name} · {step.classes}
              </dt>
              <dd className={step.classes}>{step.sample}</dd>
            </div>
          ))}
        </dl>
      </Specimen>
      <Specimen title="Weights and inline styles" className="space-y-2">
        <p className="font-normal">Regular 400: the default for reading.</p>
        <p className="font-medium">Medium 500: labels and buttons.</p>
        <p className="font-semibold">Semibold 600: titles and emphasis.</p>
        <p className="font-bold">Bold 700: the page title only.</p>
        <p className="text-muted-foreground">Muted text for supporting details.</p>
        <p>
          A{' '}
          <a
            href="#typography"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            text link
          </a>
          , some <strong>strong words</strong> and{' '}
          <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-sm">inline code</code>.
        </p>
      </Specimen>
    </StyleSection>
  );
}
