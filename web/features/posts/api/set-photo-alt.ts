import type { PostImage } from '../../../../common/features/uploads/uploads.contract';
import { apiRequest } from '../../../lib/api-client';

/** `PATCH /api/uploads/{id}`: sets (or with '' removes) the description of one of your photos. */
export function setPhotoAlt(uploadId: string, alt: string): Promise<PostImage> {
  return apiRequest<PostImage>(`/api/uploads/${encodeURIComponent(uploadId)}`, {
    method: 'PATCH',
    body: { alt },
  });
}
