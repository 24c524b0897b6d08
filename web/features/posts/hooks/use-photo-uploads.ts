import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadCreated } from '../../../../common/features/uploads/uploads.contract';
import { uploadPhoto } from '../api/upload-photo';
import { POST_IMAGES_MAX } from '../lib/post-limits';
import { findPhotoProblem, PHOTO_UPLOAD_FAILED } from '../lib/upload-errors';

/** A photo picked for a post: its preview, upload progress and, when done, the stored photo. */
export interface PickedPhoto {
  key: string;
  name: string;
  /** An object URL of the picked file; null when the file is not an image. */
  previewUrl: string | null;
  status: 'uploading' | 'done' | 'error';
  /** 0 to 1. */
  progress: number;
  upload?: UploadCreated;
  error?: string;
}

/**
 * The composer's photos (at most `max`): each picked file gets an object-URL preview (revoked
 * when removed, reset or unmounted) and uploads at once with its own progress; `onError` hears
 * each failure.
 */
export function usePhotoUploads(onError: (message: string) => void, max = POST_IMAGES_MAX) {
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const uploads = useRef(
    new Map<string, { controller: AbortController; previewUrl: string | null }>(),
  );
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });

  const patch = useCallback((key: string, change: Partial<PickedPhoto>) => {
    setPhotos((current) =>
      current.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)),
    );
  }, []);

  const forget = useCallback((key: string) => {
    const entry = uploads.current.get(key);
    if (!entry) return;
    entry.controller.abort();
    if (entry.previewUrl) URL.revokeObjectURL(entry.previewUrl);
    uploads.current.delete(key);
  }, []);

  /** Adds files up to the limit (ten for a post); answers how many did not fit. */
  const addFiles = useCallback(
    (files: File[]): number => {
      const room = Math.max(0, max - uploads.current.size);
      const accepted = files.slice(0, room);
      const added = accepted.map((file): PickedPhoto => {
        const key = crypto.randomUUID();
        const isImage = !file.type || file.type.startsWith('image/');
        const previewUrl = isImage ? URL.createObjectURL(file) : null;
        const controller = new AbortController();
        uploads.current.set(key, { controller, previewUrl });
        const problem = findPhotoProblem(file);
        if (problem) {
          onErrorRef.current(problem);
          return { key, name: file.name, previewUrl, status: 'error', progress: 0, error: problem };
        }
        uploadPhoto(file, (progress) => patch(key, { progress }), controller.signal).then(
          (upload) => patch(key, { status: 'done', progress: 1, upload }),
          (error: unknown) => {
            if (controller.signal.aborted) return;
            const message = error instanceof Error ? error.message : PHOTO_UPLOAD_FAILED;
            patch(key, { status: 'error', error: message });
            onErrorRef.current(message);
          },
        );
        return { key, name: file.name, previewUrl, status: 'uploading', progress: 0 };
      });
      setPhotos((current) => [...current, ...added]);
      return files.length - accepted.length;
    },
    [patch, max],
  );

  /** Keeps the stored photo as the server answered it after a change (its description). */
  const updateUpload = useCallback(
    (key: string, upload: UploadCreated) => patch(key, { upload }),
    [patch],
  );

  const removePhoto = useCallback(
    (key: string) => {
      forget(key);
      setPhotos((current) => current.filter((photo) => photo.key !== key));
    },
    [forget],
  );

  const reset = useCallback(() => {
    [...uploads.current.keys()].forEach(forget);
    setPhotos([]);
  }, [forget]);

  useEffect(() => {
    const entries = uploads.current;
    return () => {
      entries.forEach(({ controller, previewUrl }) => {
        controller.abort();
        if (previewUrl) URL.revokeObjectURL(previewUrl);
      });
      entries.clear();
    };
  }, []);

  return { photos, addFiles, removePhoto, updateUpload, reset };
}
