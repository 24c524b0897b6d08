import { lazy, Suspense, useState } from 'react';
import { useToasts } from './use-toast';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/**
 * The app's toaster, whose code (Radix Toast) loads with the first toast rather than with the
 * page; from then on it stays, so later toasts show at once.
 */
export function ToasterSlot() {
  const hasToasts = useToasts().length > 0;
  const [needed, setNeeded] = useState(hasToasts);
  if (hasToasts && !needed) setNeeded(true);
  if (!needed && !hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
