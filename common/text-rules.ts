/**
 * Text PostgreSQL can store: no NUL character (refused in `text` and `jsonb`) and no UTF-16
 * surrogate without its partner (not valid Unicode, refused when encoded as UTF-8). Shared by
 * the JSON body check and the query and path schemas, so every door refuses the same text.
 */

/** A UTF-16 surrogate without its partner: text that is not valid Unicode. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

/** Message for text refused by {@link isStorableText}. */
export const UNSTORABLE_TEXT_MESSAGE = 'must not contain NUL characters or unpaired surrogates';

/** Whether `text` has neither a NUL character nor an unpaired surrogate. */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}
