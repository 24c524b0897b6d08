import type { UploadCreated } from '../../../../common/features/uploads/uploads.contract';
import { ApiError } from '../../../lib/api-error';
import {
  createIdempotencyKey,
  IDEMPOTENCY_KEY_HEADER,
  retryOnNetworkFailure,
} from '../../../lib/idempotent-retry';
import { withAccessToken } from '../../../lib/with-access-token';
import { UPLOAD_FIELD_NAME } from '../lib/post-limits';
import { uploadErrorMessage } from '../lib/upload-errors';

/**
 * Uploads one photo (`POST /api/uploads`, multipart field `file`) with XMLHttpRequest so the
 * progress of the upload can be shown (`onProgress` gets 0–1). Failures become an
 * {@link ApiError} whose message is the one to show (413 and 415 have their own); aborting
 * through `signal` rejects with an `AbortError`. One Idempotency-Key covers the call: after a
 * network failure the photo is sent again (up to twice) and the server stores it once.
 */
export async function uploadPhoto(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadCreated> {
  const idempotencyKey = createIdempotencyKey();
  return retryOnNetworkFailure(
    () =>
      withAccessToken((token) => sendPhoto(file, { token, idempotencyKey }, onProgress, signal)),
    { signal },
  );
}

function sendPhoto(
  file: File,
  { token, idempotencyKey }: { token: string | null; idempotencyKey: string },
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadCreated> {
  signal?.throwIfAborted();
  return new Promise<UploadCreated>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/uploads');
    request.responseType = 'json';
    request.setRequestHeader('accept', 'application/json');
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.setRequestHeader(IDEMPOTENCY_KEY_HEADER, idempotencyKey);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const payload = request.response as
        UploadCreated | { error?: { code?: string; message?: string } } | null;
      if (request.status >= 200 && request.status < 300 && payload && 'id' in payload) {
        onProgress(1);
        resolve(payload);
        return;
      }
      const error = payload && 'error' in payload ? payload.error : undefined;
      reject(
        new ApiError(
          request.status,
          error?.code ?? 'upload_failed',
          uploadErrorMessage(request.status, error?.message),
        ),
      );
    });
    request.addEventListener('error', () =>
      reject(new ApiError(0, 'network_error', uploadErrorMessage(0))),
    );
    request.addEventListener('abort', () =>
      reject(new DOMException('The upload was cancelled', 'AbortError')),
    );
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append(UPLOAD_FIELD_NAME, file, file.name);
    request.send(form);
  });
}
