import { Skeleton } from '../../components/ui/skeleton';

/** Holds the navigation bar's place while its items load, so the header does not jump. */
export function NavigationSkeleton() {
  return (
    <div aria-hidden className="flex items-center gap-1">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-9 w-11 xl:w-24" />
      ))}
    </div>
  );
}
