import { Loader2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** 'Load more' under a staff list, while there is a next page. */
export function DashboardLoadMore({
  hasMore,
  isLoading,
  onLoad,
}: {
  hasMore: boolean;
  isLoading: boolean;
  onLoad: () => void;
}) {
  if (!hasMore) return null;
  return (
    <div className="flex justify-center pt-3">
      <Button type="button" variant="outline" size="sm" onClick={onLoad} disabled={isLoading}>
        {isLoading && <Loader2 aria-hidden className="animate-spin" />}
        Load more
      </Button>
    </div>
  );
}
