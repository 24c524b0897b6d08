/**
 * A thin bar across the top of the window while the next page is on its way: indeterminate (the
 * size of a page's code is not known ahead), announced to screen readers as loading.
 */
export function NavigationProgress({ active }: { active: boolean }) {
  if (!active) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      data-testid="navigation-progress"
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-primary/20"
    >
      <div className="h-full w-2/5 bg-primary motion-safe:animate-[navigation-progress_1.1s_ease-in-out_infinite]" />
    </div>
  );
}
