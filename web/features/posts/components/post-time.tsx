import { Link } from 'react-router';
import { formatFullDate, formatRelativeTime } from '../lib/relative-time';

/**
 * When something was written: relative ('5 minutes ago'), the full date on hover and for
 * machines. As a link (to the post) it is at least 24 px tall (WCAG target size) and its touch area
 * reaches 44 px around the small text.
 */
export function PostTime({ iso, to }: { iso: string; to?: string }) {
  const full = formatFullDate(iso);
  const time = (
    <time dateTime={iso} title={full}>
      {formatRelativeTime(iso)}
    </time>
  );
  if (!to) return time;
  return (
    <Link
      to={to}
      className="relative inline-flex min-h-6 items-center rounded-sm after:absolute after:-inset-x-1 after:-inset-y-3 hover:underline"
    >
      {time}
    </Link>
  );
}
