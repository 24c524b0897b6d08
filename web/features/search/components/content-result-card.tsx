import { Link } from 'react-router';
import type { ContentSearchResult } from '../../../../common/features/search/search.contract';
import { MemberAvatar } from '../../../components/member-avatar';
import { HighlightedText } from './highlighted-text';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/**
 * One checklist, tip, event, contest, creator listing or guide page found: its title and best
 * passage with the matches marked, a line of short facts, who made it and a photo when it has
 * one. The whole card opens the item's page; it is named by its title.
 */
export function ContentResultCard({ item }: { item: ContentSearchResult }) {
  const { author } = item;
  const titleId = `content-result-${item.id}`;
  const metaId = `${titleId}-meta`;
  return (
    <Link
      to={item.path}
      aria-labelledby={titleId}
      aria-describedby={item.meta.length > 0 ? metaId : undefined}
      className="flex gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm transition-colors hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-ring motion-reduce:transition-none"
    >
      <div className="grid min-w-0 flex-1 content-start gap-1.5">
        <h3 id={titleId} className="font-semibold leading-snug [overflow-wrap:anywhere]">
          <HighlightedText
            segments={
              item.titleParts.length > 0 ? item.titleParts : [{ text: item.title, isMatch: false }]
            }
          />
        </h3>
        {item.meta.length > 0 && (
          <ul
            id={metaId}
            aria-label="Details"
            className="flex flex-wrap gap-x-2 text-sm text-muted-foreground"
          >
            {item.meta.map((fact, index) => (
              <li key={index} className="[overflow-wrap:anywhere]">
                {index > 0 && (
                  <span aria-hidden className="mr-2">
                    ·
                  </span>
                )}
                {fact}
              </li>
            ))}
          </ul>
        )}
        {item.snippet.length > 0 && (
          <p className="line-clamp-3 whitespace-pre-line text-sm leading-relaxed [overflow-wrap:anywhere]">
            <HighlightedText segments={item.snippet} />
          </p>
        )}
        {author && (
          <span className="mt-1 flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <span className="inline-flex min-w-0 items-center gap-2 font-medium">
              <MemberAvatar member={author} className="size-6" />
              <span className="truncate">{author.username}</span>
            </span>
            {item.createdAt && (
              <time dateTime={item.createdAt} className="text-muted-foreground">
                {dateFormat.format(new Date(item.createdAt))}
              </time>
            )}
          </span>
        )}
      </div>
      {item.imageUrl && (
        <span className="block size-20 shrink-0 overflow-hidden rounded-lg bg-muted sm:size-24">
          <img
            src={item.imageUrl}
            alt=""
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        </span>
      )}
    </Link>
  );
}
