/**
 * The address the app was opened with: auth-js removes `code` from the address bar once it has
 * exchanged it, which can happen before a lazy page renders. The auth provider records it as
 * the app starts.
 */
let landing: URL | null = null;

export function rememberLandingUrl(): void {
  landing = new URL(window.location.href);
}

/** The query the app was opened with, if it was opened on `pathname` (read once). */
export function takeLandingQuery(pathname: string): URLSearchParams | null {
  const url = landing;
  landing = null;
  return url && url.pathname === pathname ? url.searchParams : null;
}
