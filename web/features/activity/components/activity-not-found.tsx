import { CalendarX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

/** The not-found page of a day that is not one, or has not come yet. */
export function ActivityNotFound({ message }: { message: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-12 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <CalendarX aria-hidden className="size-8" />
      </span>
      <p className="text-sm font-semibold text-primary">404</p>
      <h2 className="text-2xl font-bold">Day not found</h2>
      <p className="text-muted-foreground">{message}</p>
      <Button asChild>
        <Link to="/activity">See today’s activity</Link>
      </Button>
    </div>
  );
}
