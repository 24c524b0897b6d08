import { useState } from 'react';
import { cn } from '../../../../lib/cn';
import { safeWebLink } from '../../lib/oauth-links';

const sizes = {
  large: 'size-16 text-2xl',
  small: 'size-10 text-base',
} as const;

/**
 * Our own origin's address for a logo, or null. The site's pages load images from their own
 * origin only (CSP `img-src 'self'`): a logo hosted by the app itself would be blocked (and
 * would tell its host who opens the consent screen), so it is shown as the app's initial.
 */
function ownOriginLogo(logoUri: string | null | undefined): string | null {
  const link = safeWebLink(logoUri);
  if (!link) return null;
  return new URL(link).origin === window.location.origin ? link : null;
}

/**
 * A third-party app's logo when our own site serves it, or the first letter of its name when
 * it has none, it is hosted elsewhere, or it does not load.
 */
export function AppLogo({
  name,
  logoUri,
  size = 'small',
}: {
  name: string;
  logoUri?: string | null;
  size?: keyof typeof sizes;
}) {
  const source = ownOriginLogo(logoUri);
  const [hasFailed, setHasFailed] = useState(false);
  const frame = cn(
    'flex shrink-0 items-center justify-center overflow-hidden rounded-xl border bg-secondary',
    sizes[size],
  );

  if (source && !hasFailed) {
    return (
      <span className={frame}>
        <img
          src={source}
          alt={`${name} logo`}
          className="size-full object-contain"
          onError={() => setHasFailed(true)}
        />
      </span>
    );
  }
  return (
    <span aria-hidden className={cn(frame, 'font-semibold text-secondary-foreground')}>
      {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
    </span>
  );
}
