import { useMemo } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { linkifyText } from '../lib/linkify-text';

/**
 * Text a member wrote, rendered as text (React escapes it) with http(s) links opened safely in a
 * new tab and @mentions leading to the member search. Line breaks are kept.
 */
export function LinkifiedText({ text, className }: { text: string; className?: string }) {
  const segments = useMemo(() => linkifyText(text), [text]);
  return (
    <p className={cn('whitespace-pre-wrap [overflow-wrap:anywhere]', className)}>
      {segments.map((segment, index) => {
        if (segment.kind === 'text') return segment.text;
        if (segment.kind === 'mention') {
          return (
            <Link
              key={index}
              to={segment.href}
              className="font-medium text-primary hover:underline"
            >
              {segment.text}
            </Link>
          );
        }
        return (
          <a
            key={index}
            href={segment.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="text-primary underline underline-offset-2"
          >
            {segment.text}
          </a>
        );
      })}
    </p>
  );
}
