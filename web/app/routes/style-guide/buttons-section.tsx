import { Heart, Loader2, Plus, Share2, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { Specimen, StyleSection } from './section';

const variants: { variant: NonNullable<ButtonProps['variant']>; label: string }[] = [
  { variant: 'default', label: 'Default' },
  { variant: 'secondary', label: 'Secondary' },
  { variant: 'outline', label: 'Outline' },
  { variant: 'accent', label: 'Accent' },
  { variant: 'ghost', label: 'Ghost' },
  { variant: 'link', label: 'Link' },
  { variant: 'destructive', label: 'Destructive' },
];

const sizes: { size: NonNullable<ButtonProps['size']>; label: string }[] = [
  { size: 'sm', label: 'Small' },
  { size: 'default', label: 'Default' },
  { size: 'lg', label: 'Large' },
];

const row = 'flex flex-wrap items-center gap-3';

/** Every button variant and size, with icons, disabled, pending and link forms. */
export function ButtonsSection() {
  return (
    <StyleSection
      id="buttons"
      title="Buttons"
      description="Default and larger sizes are at least 44 px tall for touch; the small size is for dense toolbars. Focus shows the ring colour."
    >
      <Specimen title="Variants">
        <div className={row}>
          {variants.map(({ variant, label }) => (
            <Button key={variant} variant={variant}>
              {label}
            </Button>
          ))}
        </div>
      </Specimen>
      <Specimen title="Sizes">
        <div className={row}>
          {sizes.map(({ size, label }) => (
            <Button key={size} size={size}>
              {label}
            </Button>
          ))}
          <Button size="icon" aria-label="Add to favourites">
            <Heart aria-hidden />
          </Button>
          <Button size="icon" variant="outline" aria-label="Share">
            <Share2 aria-hidden />
          </Button>
        </div>
      </Specimen>
      <Specimen title="Disabled">
        <div className={row}>
          {variants.map(({ variant, label }) => (
            <Button key={variant} variant={variant} disabled>
              {label}
            </Button>
          ))}
        </div>
      </Specimen>
      <Specimen title="With icons, pending and as a link">
        <div className={row}>
          <Button>
            <Plus aria-hidden />
            New post
          </Button>
          <Button variant="destructive">
            <Trash2 aria-hidden />
            Delete photo
          </Button>
          <Button disabled>
            <Loader2 aria-hidden className="animate-spin" />
            Saving…
          </Button>
          <Button asChild variant="outline">
            <Link to="/faq">Read the FAQ</Link>
          </Button>
        </div>
      </Specimen>
    </StyleSection>
  );
}
