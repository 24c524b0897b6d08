import type { BulkDeletePreview } from '../../../../common/features/admin/bulk-delete.contract';
import { countLabel } from '../../../../common/count-format';
import { Badge } from '../../../components/ui/badge';
import { itemsSentence } from '../lib/bulk-delete-text';
import { formatStaffTime } from './dashboard-format';

/** What a filter matches: the counts and the newest ten items, before anything is deleted. */
export function BulkDeletePreviewList({ preview }: { preview: BulkDeletePreview }) {
  return (
    <section aria-labelledby="bulk-preview-title" className="grid gap-3">
      <h2 id="bulk-preview-title" className="text-lg font-semibold" aria-live="polite">
        {preview.total === 0
          ? 'Nothing matches these filters.'
          : `${itemsSentence(preview.total, 'matches', 'match')}: ${countLabel(preview.posts, 'post', 'posts')}, ${countLabel(preview.comments, 'comment', 'comments')}`}
      </h2>
      {preview.runsAsJob && (
        <p className="text-sm text-muted-foreground">
          More than 10,000 items: the delete runs in the background, with its progress below.
        </p>
      )}
      {preview.sample.length > 0 && (
        <>
          <p className="text-sm text-muted-foreground">
            {preview.total > preview.sample.length
              ? `The newest ${preview.sample.length}:`
              : 'All of them:'}
          </p>
          <ul className="divide-y rounded-xl border" aria-label="Sample of matching items">
            {preview.sample.map((item) => (
              <li key={`${item.kind}-${item.id}`} className="flex flex-col gap-1 p-3 text-sm">
                <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                  <Badge variant="outline">{item.kind === 'post' ? 'Post' : 'Comment'}</Badge>@
                  {item.author.username} ·{' '}
                  <time dateTime={item.createdAt}>{formatStaffTime(item.createdAt)}</time>
                </span>
                <span className="break-words">{item.excerpt || '(photo only)'}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
