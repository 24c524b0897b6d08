import { ApiError } from './api-error';
import { withAccessToken } from './with-access-token';

/**
 * Fetches a file only the member may have (a private event's .ics, their data archive) with their
 * access token — a plain link would carry none — and saves it under `fileName`. The browser holds
 * it in memory until it is saved. @throws ApiError with the server's error when it is refused.
 */
export async function downloadWithToken(path: string, fileName: string): Promise<void> {
  const blob = await withAccessToken(async (token) => {
    const response = await fetch(path, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as {
        error?: { code?: string; message?: string };
      } | null;
      throw new ApiError(
        response.status,
        body?.error?.code ?? 'http_error',
        body?.error?.message ?? 'An unexpected error occurred. Please try again.',
      );
    }
    return response.blob();
  });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Long enough for a large file to be handed to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
