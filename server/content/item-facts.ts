import { AppError, notFound } from '../lib/app-error';

/** The longest excerpt moderation shows of an item. */
const EXCERPT_MAX = 280;

/** The start of a text, on one line, for the moderation queue. */
export function excerptOf(text: string | null | undefined, max = EXCERPT_MAX): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** The one answer for an item a member may not see (or that does not exist). */
export const itemNotVisible = () => notFound('This item does not exist or you cannot see it.');

/**
 * Runs a feature's read for `ContentKind.assertVisibleTo`; nothing found, or any 404 or 403 it
 * throws, becomes {@link itemNotVisible}.
 */
export async function visibleThrough(read: () => Promise<unknown>): Promise<void> {
  try {
    const found = await read();
    if (found === undefined || found === null) throw itemNotVisible();
  } catch (err) {
    if (err instanceof AppError && (err.statusCode === 404 || err.statusCode === 403)) {
      throw itemNotVisible();
    }
    throw err;
  }
}
