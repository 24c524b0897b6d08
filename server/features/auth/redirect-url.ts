const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a redirect target is allowed (reference §1): the site's scheme and host, and its port
 * too unless the site is on loopback.
 */
export function isAllowedRedirect(requested: string | null | undefined, siteUrl: string): boolean {
  if (!requested) return false;
  try {
    const target = new URL(requested, siteUrl);
    const site = new URL(siteUrl);
    const isSameHost = target.protocol === site.protocol && target.hostname === site.hostname;
    const isSamePort = target.port === site.port || LOOPBACK.has(site.hostname);
    return isSameHost && isSamePort;
  } catch {
    return false;
  }
}

/**
 * GoTrue's redirect rule (reference §1): `redirect_to` is used when it has the site's scheme and
 * host (any port on loopback); anything else is silently replaced by the site URL.
 */
export function resolveRedirect(requested: string | null | undefined, siteUrl: string): string {
  return requested && isAllowedRedirect(requested, siteUrl)
    ? new URL(requested, siteUrl).toString()
    : siteUrl;
}

/** Adds query parameters to a URL, keeping the ones it has. */
export function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
}
