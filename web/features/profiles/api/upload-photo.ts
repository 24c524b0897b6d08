import { useMutation } from '@tanstack/react-query';
import type { ErrorBody } from '../../../../common/errors';
import {
  UPLOAD_FIELD_NAME,
  type UploadCreated,
} from '../../../../common/features/uploads/uploads.contract';
import { ApiError } from '../../../lib/api-error';
import {
  createIdempotencyKey,
  IDEMPOTENCY_KEY_HEADER,
  retryOnNetworkFailure,
} from '../../../lib/idempotent-retry';
import { withAccessToken } from '../../../lib/with-access-token';

const NETWORK_MESSAGE = 'Connection problem. Please check your internet connection and try again.';

/**
 * `POST /api/uploads`: sends one photo as multipart form data and reports upload progress
 * (0 to 1) as it goes; answers the processed photo. XMLHttpRequest, because fetch cannot
 * report upload progress. Errors become {@link ApiError} like every other call. One
 * Idempotency-Key covers the call: after a network failure the photo is sent again (up to
 * twice) and the server stores it once.
 */
export async function uploadPhoto(
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<UploadCreated> {
  const form = new FormData();
  form.append(UPLOAD_FIELD_NAME, file);
  const idempotencyKey = createIdempotencyKey();
  return retryOnNetworkFailure(
    () => withAccessToken((token) => sendPhoto(form, { token, idempotencyKey }, options)),
    { signal: options.signal },
  );
}

function sendPhoto(
  form: FormData,
  { token, idempotencyKey }: { token: string | null; idempotencyKey: string },
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal },
): Promise<UploadCreated> {
  return new Promise<UploadCreated>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/uploads');
    request.responseType = 'json';
    request.setRequestHeader('accept', 'application/json');
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.setRequestHeader(IDEMPOTENCY_KEY_HEADER, idempotencyKey);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.min(1, event.loaded / event.total));
      }
    };
    request.onload = () => {
      const payload = request.response as unknown;
      if (request.status >= 200 && request.status < 300) {
        options.onProgress?.(1);
        resolve(payload as UploadCreated);
        return;
      }
      const body = payload as Partial<ErrorBody> | null;
      reject(
        new ApiError(
          request.status,
          body?.error?.code ?? 'http_error',
          body?.error?.message ?? 'There was a problem uploading your file. Please try again.',
          body?.error?.details,
        ),
      );
    };
    request.onerror = () => reject(new ApiError(0, 'network_error', NETWORK_MESSAGE));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    if (options.signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

/** The avatar upload: one photo at a time, never retried (the member can pick it again). */
export function useUploadPhoto() {
  return useMutation({
    mutationFn: (input: {
      file: File;
      onProgress?: (fraction: number) => void;
      signal?: AbortSignal;
    }) => uploadPhoto(input.file, { onProgress: input.onProgress, signal: input.signal }),
  });
}
