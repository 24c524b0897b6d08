/**
 * The two cookies the web app keeps beside the session auth-js stores in local storage (the
 * session itself never travels in a cookie to `/api`, which reads only `Authorization`):
 *
 * - {@link SIGNED_IN_COOKIE}: `1` while this browser holds a session (`Path=/`,
 *   `SameSite=Lax`). No secret: it only tells the server that a page load comes from a
 *   member's browser, which then gets the app shell (status 200) instead of a visitor's 404 for
 *   what a visitor may not see; the app, signed in, decides what to show.
 * - {@link PHOTO_TOKEN_COOKIE}: the session's current access token, sent only with photo
 *   requests (`Path=/uploads`, `SameSite=Strict`, expiring with the token), because `<img>`
 *   cannot send an `Authorization` header: a private group's photos are served to its members.
 */
export const SIGNED_IN_COOKIE = 'mc_signed_in';

/** See {@link SIGNED_IN_COOKIE}. */
export const PHOTO_TOKEN_COOKIE = 'mc_photo_token';

/** The only path the photo cookie is sent to. */
export const PHOTO_TOKEN_COOKIE_PATH = '/uploads';

/** The value of the first cookie named `name` in a `Cookie` header, or null. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}
