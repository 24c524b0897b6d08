const PROBE_ORIGIN = 'https://app.invalid';

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * Where to go after an auth step, from an untrusted `next` parameter: only a path of this site
 * (a single leading '/', not '//' or '/\'), never another origin, so the callback cannot be used
 * as an open redirect. Anything else gives `fallback`.
 */
export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (!next || !next.startsWith('/')) return fallback;
  if (next.startsWith('//') || next.startsWith('/\\')) return fallback;
  // Browsers drop tabs and newlines from URLs ('/\t/evil.example' becomes '//evil.example').
  if (hasControlCharacter(next)) return fallback;
  let url: URL;
  try {
    url = new URL(next, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  // Dot segments can rebuild a protocol-relative path ('/..//evil.example' → '//evil.example').
  if (url.pathname.startsWith('//') || url.pathname.startsWith('/\\')) return fallback;
  // Going back to the callback would loop.
  if (url.pathname === '/auth/callback') return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
