import { Quote } from 'lucide-react';
import { Link } from 'react-router';
import type { ActivityPost } from '../../../../common/features/activity/activity.contract';
import { PostCounts } from '../../../components/post-counts';
import { formatTimeOfDay } from './activity-format';
import { formatCount } from '../../../../common/count-format';

/** A post of the day: its photo or a quote mark, the start of its text, author, time, counts. */
function ActivityPostItem({ post, timeZone }: { post: ActivityPost; timeZone: string }) {
  const { author, photo } = post;
  return (
    <article
      aria-label={`Post by ${author.username}`}
      className="flex gap-3 rounded-xl border bg-card p-3 text-card-foreground shadow-sm"
    >
      <Link
        to={`/post/${post.id}`}
        aria-label={`Open the post by ${author.username}`}
        className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-secondary text-secondary-foreground sm:size-20"
      >
        {photo ? (
          <img
            src={photo.thumbnailUrl}
            alt=""
            width={photo.width}
            height={photo.height}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <Quote aria-hidden className="size-6 opacity-70" />
        )}
      </Link>
      <div className="grid min-w-0 flex-1 content-start gap-1">
        <p className="line-clamp-2 break-words">
          {post.excerpt || (
            <span className="text-muted-foreground">
              {post.photoCount === 1 ? 'A photo' : `${formatCount(post.photoCount)} photos`}
            </span>
          )}
        </p>
        <div className="flex flex-wrap items-center gap-x-3 text-sm text-muted-foreground">
          <Link
            to={`/profile/${author.id}`}
            className="inline-flex min-h-11 items-center font-semibold text-foreground hover:underline"
          >
            {author.username}
          </Link>
          <time dateTime={post.createdAt}>{formatTimeOfDay(post.createdAt, timeZone)}</time>
          {post.park && <span>{post.park}</span>}
          <PostCounts likeCount={post.likeCount} commentCount={post.commentCount} />
        </div>
      </div>
    </article>
  );
}

/** Posts of the day, in the order given. */
export function ActivityPostList({
  posts,
  timeZone,
}: {
  posts: readonly ActivityPost[];
  timeZone: string;
}) {
  return (
    <ol className="grid gap-3">
      {posts.map((post) => (
        <li key={post.id}>
          <ActivityPostItem post={post} timeZone={timeZone} />
        </li>
      ))}
    </ol>
  );
}
