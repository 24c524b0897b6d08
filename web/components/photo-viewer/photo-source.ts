import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-error';
import { withAccessToken } from '../../lib/with-access-token';

/** Object URLs of private photos already fetched this session, by their API address. */
const privateSources = new Map<string, Promise<string>>();

/** Fetches a private photo with the member's access token; its object URL. */
function fetchPrivatePhoto(url: string): Promise<string> {
  let pending = privateSources.get(url);
  if (!pending) {
    pending = withAccessToken(async (token) => {
      const response = await fetch(url, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      if (!response.ok)
        throw new ApiError(response.status, 'photo_unavailable', 'Photo unavailable');
      return URL.createObjectURL(await response.blob());
    });
    // A failure is not kept: the next viewer of the photo tries again.
    pending.catch(() => privateSources.delete(url));
    privateSources.set(url, pending);
  }
  return pending;
}

/**
 * The `src` to show a photo with: a public photo's URL as it is; a direct message's photo
 * (`isPrivate`) fetched with the member's access token (the API answers only the
 * conversation's participants, and `<img>` cannot send the token) and shown from memory.
 * `status` is 'error' when it could not be loaded (a deleted message's photo, say).
 */
export function usePhotoSource(
  url: string,
  isPrivate = false,
): { src: string | null; status: 'loading' | 'ready' | 'error' } {
  const [loaded, setLoaded] = useState<{ url: string; src: string | null } | null>(null);
  useEffect(() => {
    if (!isPrivate) return;
    let isCurrent = true;
    fetchPrivatePhoto(url).then(
      (src) => isCurrent && setLoaded({ url, src }),
      () => isCurrent && setLoaded({ url, src: null }),
    );
    return () => {
      isCurrent = false;
    };
  }, [url, isPrivate]);
  if (!isPrivate) return { src: url, status: 'ready' };
  if (loaded?.url !== url) return { src: null, status: 'loading' };
  return loaded.src ? { src: loaded.src, status: 'ready' } : { src: null, status: 'error' };
}
