import type { ActionItem } from '../../../components/item-actions/item-actions';

/** The few words of the item a dialog acts on, quoted, so it is clear which one it is. */
export function ItemExcerpt({ item }: { item: ActionItem }) {
  if (!item.excerpt && !item.authorName) return null;
  return (
    <figure className="grid gap-1 rounded-md border-l-4 border-primary/40 bg-muted/60 px-3 py-2 text-sm">
      {item.excerpt && (
        <blockquote className="line-clamp-3 whitespace-pre-line [overflow-wrap:anywhere]">
          {item.excerpt}
        </blockquote>
      )}
      {item.authorName && (
        <figcaption className="text-xs text-muted-foreground">@{item.authorName}</figcaption>
      )}
    </figure>
  );
}
