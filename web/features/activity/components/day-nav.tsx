import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatDay } from '../../../../common/features/activity/activity-dates';
import { Button } from '../../../components/ui/button';

/** The day shown between links to the day before and after (none past today, none before the first post). */
export function DayNav({
  date,
  previousDate,
  nextDate,
  isToday,
}: {
  date: string;
  previousDate: string | null;
  nextDate: string | null;
  isToday: boolean;
}) {
  return (
    <nav aria-label="Days" className="flex items-center justify-between gap-2">
      {previousDate ? (
        <Button asChild variant="outline">
          <Link
            to={`/activity/${previousDate}`}
            aria-label={`Previous day, ${formatDay(previousDate)}`}
          >
            <ChevronLeft aria-hidden />
            Previous day
          </Link>
        </Button>
      ) : (
        <span />
      )}
      <p className="text-center font-semibold">
        {isToday ? 'Today, ' : ''}
        {formatDay(date)}
      </p>
      {nextDate ? (
        <Button asChild variant="outline">
          <Link to={`/activity/${nextDate}`} aria-label={`Next day, ${formatDay(nextDate)}`}>
            Next day
            <ChevronRight aria-hidden />
          </Link>
        </Button>
      ) : (
        <span />
      )}
    </nav>
  );
}
