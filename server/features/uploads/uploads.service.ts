import { randomUUID } from 'node:crypto';
import type { PostImage } from '../../../common/features/uploads/uploads.contract';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { processImage } from './uploads.image';
import { presentImage, presentMessageImage, uploadUrl } from './uploads.presenter';
import type { ImageJobQueue } from './uploads.queue';
import {
  attachUploadsToMessage,
  attachUploadsToPost,
  deleteUnusedUploadRows,
  detachUploadsFromPost,
  findImagesOfMessages,
  findImagesOfPosts,
  insertUpload,
  markPortfolioUploadsUsed,
  markUploadUsed,
  updateUploadAlt,
} from './uploads.repository';
import type { PhotoStorage } from './photo-storage';

export type { PostImage };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 422 `invalid_upload`: an upload id that is unknown, someone else's, or already used. */
function invalidUpload(): AppError {
  return new AppError('invalid_upload', 'One or more photos could not be attached');
}

/**
 * Stores a member's photo (`source`: its bytes, or the temporary file the upload was streamed
 * to): checked by content, re-encoded in its turn in `imageQueue` (see `processImage`), written
 * to `storage` and recorded as an unused upload of `ownerId`.
 * @throws AppError 415 for a file that is not a supported image, 422 for a damaged or
 *   oversized one, 503 when too many photos are already being processed. Nothing is stored
 *   when it throws.
 */
export async function createUpload(
  db: Executor,
  input: {
    ownerId: string;
    source: Buffer | string;
    storage: PhotoStorage;
    imageQueue: ImageJobQueue;
  },
): Promise<PostImage> {
  const image = await processImage(input.source, input.imageQueue);
  const id = randomUUID();
  await input.storage.writeUpload(id, {
    large: image.large.data,
    thumbnail: image.thumbnail.data,
  });
  try {
    const row = await insertUpload(db, {
      id,
      ownerId: input.ownerId,
      width: image.large.width,
      height: image.large.height,
      thumbnailWidth: image.thumbnail.width,
      thumbnailHeight: image.thumbnail.height,
      byteSize: image.large.data.length + image.thumbnail.data.length,
    });
    return presentImage(row);
  } catch (err) {
    await input.storage.removeUploads([id]);
    throw err;
  }
}

/**
 * Attaches the member's uploads to a post, in the given order (`position` 0..n-1), and marks
 * them used. Each must belong to `ownerId` and be unused, or already be on this same post
 * (so an edit can resend and reorder them). Run it in the post's write transaction.
 * @throws AppError 422 `invalid_upload` when any id is unknown, someone else's, used
 *   elsewhere (another post, an avatar) or repeated; nothing is attached then.
 */
export async function claimPostUploads(
  tx: Executor,
  input: { ownerId: string; uploadIds: string[]; postId: string },
): Promise<void> {
  const ids = input.uploadIds;
  if (ids.length === 0) return;
  if (new Set(ids).size !== ids.length || !ids.every((id) => UUID.test(id))) {
    throw invalidUpload();
  }
  const attached = await attachUploadsToPost(tx, {
    ownerId: input.ownerId,
    ids: ids.map((id) => id.toLowerCase()),
    postId: input.postId,
  });
  // Throwing rolls the caller's transaction back, undoing the rows already attached.
  if (attached.length !== ids.length) throw invalidUpload();
}

/**
 * Attaches the sender's uploads to a direct message, in the given order, and marks them used.
 * Each must be the sender's and unused (not on a post, another message or an avatar). Run it in
 * the message's write transaction; answers the photos as the participants see them.
 * @throws AppError 422 `invalid_upload` when any id is unknown, someone else's, used or
 *   repeated; nothing is attached then.
 */
export async function claimMessageUploads(
  tx: Executor,
  input: { ownerId: string; uploadIds: string[]; messageId: string },
): Promise<PostImage[]> {
  const ids = input.uploadIds.map((id) => id.toLowerCase());
  if (ids.length === 0) return [];
  if (new Set(ids).size !== ids.length || !ids.every((id) => UUID.test(id))) {
    throw invalidUpload();
  }
  const attached = await attachUploadsToMessage(tx, {
    ownerId: input.ownerId,
    ids,
    messageId: input.messageId,
  });
  if (attached.length !== ids.length) throw invalidUpload();
  const images = (await findImagesOfMessages(tx, [input.messageId])).map(presentMessageImage);
  return images;
}

/**
 * The photos of each message, in their order, read in one query (participants-only URLs).
 * Every requested message id has an entry (an empty array when it has no photos).
 */
export async function listMessageImages(
  db: Executor,
  messageIds: string[],
): Promise<Map<string, PostImage[]>> {
  const ids = [...new Set(messageIds)];
  const byMessage = new Map<string, PostImage[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byMessage;
  for (const row of await findImagesOfMessages(db, ids)) {
    if (row.messageId) byMessage.get(row.messageId)?.push(presentMessageImage(row));
  }
  return byMessage;
}

/**
 * Sets (or, with null, removes) the alt text of one of the member's uploads, wherever it is
 * used; answers the photo with it.
 * @throws AppError 404 when the upload is unknown or someone else's.
 */
export async function setUploadAlt(
  db: Executor,
  input: { ownerId: string; uploadId: string; alt: string | null },
): Promise<PostImage> {
  const row = UUID.test(input.uploadId)
    ? await updateUploadAlt(db, {
        ownerId: input.ownerId,
        id: input.uploadId.toLowerCase(),
        altText: input.alt,
      })
    : null;
  if (!row) throw notFound('No such photo.');
  return row.messageId ? presentMessageImage(row) : presentImage(row);
}

/**
 * Detaches the post's uploads whose ids are not in `keepIds` (a post edit dropped them): they
 * become unused again and are removed by the clean-up once they are a day old.
 */
export async function releasePostUploads(
  tx: Executor,
  postId: string,
  keepIds: string[],
): Promise<void> {
  await detachUploadsFromPost(
    tx,
    postId,
    keepIds.filter((id) => UUID.test(id)),
  );
}

/**
 * The photos of each post, in their order, read in one query. Every requested post id has an
 * entry (an empty array when it has no photos).
 */
export async function listPostImages(
  db: Executor,
  postIds: string[],
): Promise<Map<string, PostImage[]>> {
  const ids = [...new Set(postIds)];
  const byPost = new Map<string, PostImage[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byPost;
  for (const row of await findImagesOfPosts(db, ids)) {
    if (row.postId) byPost.get(row.postId)?.push(presentImage(row));
  }
  return byPost;
}

/**
 * Marks the member's upload as used for their avatar and returns its public URL
 * (`/uploads/<id>.webp`). Claiming the same upload again is fine.
 * @throws AppError 422 `invalid_upload` when it is unknown, someone else's or on a post.
 */
export async function claimAvatarUpload(
  tx: Executor,
  input: { ownerId: string; uploadId: string },
): Promise<string> {
  if (!UUID.test(input.uploadId)) throw invalidUpload();
  const id = input.uploadId.toLowerCase();
  if (!(await markUploadUsed(tx, { ownerId: input.ownerId, id }))) throw invalidUpload();
  return uploadUrl(id);
}

/**
 * Marks the member's uploads as used for their creator portfolio (photos on their posts and
 * reviews may be reused; photos sent in direct messages may not).
 * @throws AppError 422 `invalid_upload` when any id is unknown, someone else's or a message's.
 */
export async function claimPortfolioUploads(
  tx: Executor,
  input: { ownerId: string; uploadIds: readonly string[] },
): Promise<void> {
  const ids = input.uploadIds.map((id) => id.toLowerCase());
  if (ids.some((id) => !UUID.test(id))) throw invalidUpload();
  const matched = await markPortfolioUploadsUsed(tx, { ownerId: input.ownerId, ids });
  if (new Set(matched).size !== new Set(ids).size) throw invalidUpload();
}

/**
 * Removes uploads never used (not on a post, not an avatar) created before `olderThan`: their
 * rows, then their files in `storage`. Returns how many were removed.
 */
export async function deleteUnusedUploads(
  db: Executor,
  olderThan: Date,
  storage: PhotoStorage,
): Promise<number> {
  const ids = await deleteUnusedUploadRows(db, olderThan);
  await storage.removeUploads(ids);
  return ids.length;
}
