import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { navigationItems } from '../../db/schema';

/** Every navigation item except the one titled `excludedTitle`, oldest first. */
export function listNavigationItems(db: Database, excludedTitle: string) {
  return db
    .select()
    .from(navigationItems)
    .where(ne(navigationItems.title, excludedTitle))
    .orderBy(asc(navigationItems.createdAt), asc(navigationItems.id));
}

/** Inserts the items whose titles are not there yet; returns how many were added. */
export async function insertMissingNavigationItems(
  db: Database,
  items: { title: string; url: string; icon: string; createdAt: Date }[],
): Promise<number> {
  const inserted = await db
    .insert(navigationItems)
    .values(items)
    .onConflictDoNothing({ target: navigationItems.title })
    .returning({ id: navigationItems.id });
  return inserted.length;
}

/**
 * Moves the item titled `title` from `fromUrl` to `toUrl`, only while it still has `fromUrl`
 * (an item edited since keeps its address); returns how many rows changed (0 or 1).
 */
export async function moveNavigationItemUrl(
  db: Database,
  move: { title: string; fromUrl: string; toUrl: string },
): Promise<number> {
  const moved = await db
    .update(navigationItems)
    .set({ url: move.toUrl })
    .where(and(eq(navigationItems.title, move.title), eq(navigationItems.url, move.fromUrl)))
    .returning({ id: navigationItems.id });
  return moved.length;
}
