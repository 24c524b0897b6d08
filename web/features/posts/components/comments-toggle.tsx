import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { countLabel, formatCount } from '../../../../common/count-format';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

const comments = (count: number) => countLabel(count, 'comment', 'comments');

type Props =
  | { count: number; href: string }
  | { count: number; isOpen: boolean; controls: string; onToggle: () => void };

/**
 * A post's comment count: on the post page a link to its thread; in lists a disclosure button
 * (`aria-expanded`) that opens the comments under the card.
 */
export function CommentsToggle(props: Props) {
  const content = (
    <>
      <MessageCircle
        aria-hidden
        className={cn('isOpen' in props && props.isOpen && 'text-primary')}
      />
      <span aria-hidden className="tabular-nums">
        {formatCount(props.count)}
      </span>
    </>
  );
  if ('href' in props) {
    return (
      <Button asChild variant="ghost" size="sm" className="h-11 min-w-11">
        <Link to={props.href} aria-label={comments(props.count)}>
          {content}
        </Link>
      </Button>
    );
  }
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      className={cn('h-11 min-w-11', props.isOpen && 'bg-muted')}
      aria-label={comments(props.count)}
      aria-expanded={props.isOpen}
      aria-controls={props.isOpen ? props.controls : undefined}
      onClick={props.onToggle}
    >
      {content}
    </Button>
  );
}
