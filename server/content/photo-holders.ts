import type { SQL } from 'drizzle-orm';

/**
 * Photos follow their item (issue 26): every kind of item a photo can belong to declares how to
 * find the items holding an upload and who may see them — the kind's own visibility rule — so a
 * photo is served exactly to whoever may see one of its items. Each holder reads the upload row
 * under the alias `photo`. Features declare their holders beside their content kinds and
 * register them where the app is built (`server/content-kinds.ts`); the uploads feature reads
 * them here and imports no feature (issue 27).
 */
export interface PhotoHolder {
  kind: 'post' | 'review' | 'event_cover' | 'group_cover' | 'contest_entry' | 'portfolio';
  /** True when an item of this kind holds the upload `photo`. */
  holds: SQL;
  /** True when an item of this kind holding `photo` may be seen by the viewer (null: visitor). */
  visibleTo(viewerId: string | null): SQL;
}

const holders = new Map<PhotoHolder['kind'], PhotoHolder>();

/** Adds a holder; the same object again is a no-op, another one under its kind is a bug. */
export function registerPhotoHolder(holder: PhotoHolder): void {
  const known = holders.get(holder.kind);
  if (known && known !== holder)
    throw new Error(`Photo holder "${holder.kind}" is registered twice`);
  holders.set(holder.kind, holder);
}

/** Every registered holder, in registration order. */
export function photoHolders(): PhotoHolder[] {
  return [...holders.values()];
}
