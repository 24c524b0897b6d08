import { useId, useState } from 'react';
import { ALT_BADGE_TEXT } from '../../../common/features/uploads/upload-limits';
import { cn } from '../../lib/cn';

/**
 * The visible 'ALT' badge of a photo that has a description: pressing it shows the text over
 * the photo (pressing again, or Escape, hides it); hovering shows it as a tooltip. Screen
 * readers already hear the text as the image's alt.
 */
export function AltBadge({ alt, className }: { alt: string; className?: string }) {
  const [isShown, setIsShown] = useState(false);
  const id = useId();
  return (
    <>
      <button
        type="button"
        title={alt}
        aria-expanded={isShown}
        aria-controls={id}
        aria-label="Photo description"
        onClick={(event) => {
          event.stopPropagation();
          setIsShown((shown) => !shown);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && isShown) {
            event.stopPropagation();
            setIsShown(false);
          }
        }}
        className={cn(
          'absolute bottom-1.5 left-1.5 z-10 inline-flex min-h-6 min-w-11 items-center justify-center rounded bg-black/75 px-1.5 text-[0.6875rem] font-bold tracking-wide text-white hover:bg-black/90 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
          className,
        )}
      >
        {ALT_BADGE_TEXT}
      </button>
      <p
        id={id}
        hidden={!isShown}
        className="absolute inset-x-1.5 bottom-9 z-10 max-h-[70%] overflow-y-auto rounded bg-black/85 p-2 text-left text-xs text-white"
      >
        {alt}
      </p>
    </>
  );
}
