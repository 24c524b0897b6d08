import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { PostSearchResult } from '../../../../common/features/search/search.contract';
import { AuthorLink } from '../../../components/author-link';
import { PostCounts } from '../../../components/post-counts';
import { Badge } from '../../../components/ui/badge';
import { HighlightedText } from './highlighted-text';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** One post found: author, date and park, the passage with its matches marked, tags, counts. */
export function PostResultCard({ post }: { post: PostSearchResult }) {
  const { author, photo } = post;
  const postPath = `/post/${post.id}`;
  return (
    <article
      aria-label={`Post by ${author.username}`}
      className="flex gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
    >
      <div className="grid min-w-0 flex-1 gap-2">
        <div className="flex flex-wrap items-center gap-x-2 text-sm">
          <AuthorLink author={author} size="sm" />
          <time dateTime={post.createdAt} className="text-muted-foreground">
            {dateFormat.format(new Date(post.createdAt))}
          </time>
          {post.park && (
            <Badge variant="secondary">
              <MapPin aria-hidden className="size-3" />
              {post.park}
            </Badge>
          )}
        </div>
        {post.snippet.length > 0 && (
          <p className="whitespace-pre-line break-words leading-relaxed">
            <HighlightedText segments={post.snippet} />
          </p>
        )}
        {post.tags.length > 0 && (
          <ul aria-label="Tags" className="flex flex-wrap gap-1.5 text-sm">
            {post.tags.map(({ tag, isMatch }) => (
              <li key={tag} className="rounded-full bg-muted px-2 py-0.5 text-muted-foreground">
                {isMatch ? (
                  <HighlightedText segments={[{ text: `#${tag}`, isMatch }]} />
                ) : (
                  `#${tag}`
                )}
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap items-center gap-4 text-sm text-muted-foreground">
          <PostCounts likeCount={post.likeCount} commentCount={post.commentCount} />
          <Link
            to={postPath}
            className="ml-auto inline-flex min-h-11 items-center rounded-md font-medium text-primary hover:underline"
          >
            Open post<span className="sr-only"> by {author.username}</span>
          </Link>
        </div>
      </div>
      {photo && (
        <Link
          to={postPath}
          className="block size-20 shrink-0 overflow-hidden rounded-lg bg-muted sm:size-28"
        >
          <img
            src={photo.thumbnailUrl}
            alt={
              photo.alt ??
              `Photo by ${author.username}${post.photoCount > 1 ? `, 1 of ${post.photoCount}` : ''}`
            }
            width={photo.width}
            height={photo.height}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        </Link>
      )}
    </article>
  );
}
