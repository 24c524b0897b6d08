/**
 * Addresses that come from a third-party app's registration (its website, its redirect URI),
 * checked before the consent page or the Connected apps card uses them.
 */

const WEB_PROTOCOLS = new Set(['http:', 'https:']);
/** Schemes that would run or embed something in our page instead of leaving it. */
const UNSAFE_REDIRECT_PROTOCOLS = new Set(['javascript:', 'data:', 'vbscript:', 'blob:', 'file:']);

function parse(address: string | null | undefined): URL | null {
  if (!address) return null;
  try {
    return new URL(address.trim());
  } catch {
    return null;
  }
}

/** The app's website as a link target: only a full http or https address, else null. */
export function safeWebLink(address: string | null | undefined): string | null {
  const url = parse(address);
  return url && WEB_PROTOCOLS.has(url.protocol) && url.hostname ? url.href : null;
}

/**
 * Where the member is sent back to, as they would recognise it: the host of a web address
 * ('app.example.com'), or the whole address of an app's own scheme ('com.example.app:/done').
 */
export function redirectDestination(redirectUri: string): string {
  const url = parse(redirectUri);
  if (!url) return redirectUri;
  return WEB_PROTOCOLS.has(url.protocol) && url.host ? url.host : `${url.protocol}${url.pathname}`;
}

/**
 * Whether the browser may be sent to `redirectUrl` (the server's answer after a choice):
 * any absolute address except the schemes that would run in our page.
 */
export function isSafeRedirect(redirectUrl: string | null | undefined): redirectUrl is string {
  const url = parse(redirectUrl);
  return !!url && !UNSAFE_REDIRECT_PROTOCOLS.has(url.protocol);
}

/**
 * The request id of the consent page's address (`?authorization_id=`): letters, digits, '-' and
 * '_' only (it goes into a request path), else null.
 */
export function readAuthorizationId(search: string): string | null {
  const id = new URLSearchParams(search).get('authorization_id')?.trim();
  return id && /^[A-Za-z0-9_-]{1,128}$/.test(id) ? id : null;
}
