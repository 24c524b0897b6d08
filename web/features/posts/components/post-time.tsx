import { Link } from 'react-router';
import { formatFullDate, formatRelativeTime } from '../lib/relative-time';

/** When something was written: relative ('5 minutes ago'), the full date on hover and for machines. */
export function PostTime({ iso, to }: { iso: string; to?: string }) {
  const full = formatFullDate(iso);
  const time = (
    <time dateTime={iso} title={full}>
      {formatRelativeTime(iso)}
    </time>
  );
  if (!to) return time;
  return (
    <Link to={to} className="hover:underline">
      {time}
    </Link>
  );
}
