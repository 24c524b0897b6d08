import { sql, type SQL } from 'drizzle-orm';
import { photoHolders } from '../../content/photo-holders';

/**
 * The SQL condition "the upload `photo` may be shown to the viewer" (null: a visitor, i.e.
 * to everyone): not a message's photo, and either held by no item or by one the viewer may see,
 * by the holders the features registered (`server/content/photo-holders.ts`).
 *
 * Direct messages' photos are apart: never served at `/uploads`, only to the conversation's
 * participants through `/api/messages/photos/{id}` (the messages feature). A photo no item holds
 * (an avatar, a contest's cover, one just uploaded) is public, as an avatar is.
 */
export function photoVisibleTo(viewerId: string | null): SQL {
  const holders = photoHolders();
  if (holders.length === 0) throw new Error('No photo holder is registered');
  const held = sql.join(
    holders.map((holder) => holder.holds),
    sql` or `,
  );
  const visible = sql.join(
    holders.map((holder) => holder.visibleTo(viewerId)),
    sql` or `,
  );
  return sql`(photo.message_id is null and (not (${held}) or ${visible}))`;
}
