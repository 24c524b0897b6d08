import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { splitRichText } from '../lib/rich-text';

/**
 * Text a member wrote, rendered as text: http(s) addresses become links that open in a new
 * tab without passing on this page, and @mentions search for the name.
 */
export function MemberText({ text, className }: { text: string; className?: string }) {
  return (
    <p className={cn('whitespace-pre-line break-words', className)}>
      {splitRichText(text).map((part, index) => {
        if (part.type === 'text') return part.text;
        if (part.type === 'mention') {
          return (
            <Link
              key={index}
              to={part.href}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {part.text}
            </Link>
          );
        }
        return (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="break-all text-primary underline underline-offset-4"
          >
            {part.text}
          </a>
        );
      })}
    </p>
  );
}
