import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  UPLOAD_FIELD_NAME,
  UPLOAD_MAX_BYTES,
} from '../../../common/features/uploads/uploads.contract';
import { AppError } from '../../lib/app-error';

const oneFileMessage = `Send exactly one photo, as multipart/form-data in the field "${UPLOAD_FIELD_NAME}".`;
const badForm = () => new AppError('bad_request', oneFileMessage);
const tooLarge = () =>
  new AppError(
    'payload_too_large',
    `This photo is too large. The limit is ${UPLOAD_MAX_BYTES / 1024 / 1024} MB.`,
  );

/** Busboy limits: the file size, and a few parts at most (anything beyond is refused). */
const limits = {
  fileSize: UPLOAD_MAX_BYTES,
  files: 2,
  fields: 5,
  parts: 8,
  fieldSize: 1024,
  headerPairs: 20,
};

/** @fastify/multipart's error codes that mean "the form is not one photo". */
const formErrorCodes = new Set([
  'FST_PARTS_LIMIT',
  'FST_FILES_LIMIT',
  'FST_FIELDS_LIMIT',
  'FST_PROTO_VIOLATION',
  'FST_INVALID_JSON_FIELD_ERROR',
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
]);

const unreadableFormMessage = 'The upload could not be read as multipart/form-data.';

function toClientError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (typeof code === 'string' && formErrorCodes.has(code)) return badForm();
  // Busboy's own errors: no boundary, malformed headers, a body cut short.
  return new AppError('bad_request', unreadableFormMessage);
}

/** The received photo, on disk until `remove` (called once the request is done with it). */
export interface ReceivedFile {
  path: string;
  size: number;
  remove(): Promise<void>;
}

/** A folder of this process's own for photos being received (mode 0700). */
let receivingFolder: Promise<string> | null = null;
export function uploadReceivingDirectory(): Promise<string> {
  receivingFolder ??= mkdtemp(path.join(tmpdir(), 'magic-community-uploads-'));
  return receivingFolder;
}

/**
 * Receives the one file of a `multipart/form-data` request (field `file`), streaming it to a
 * temporary file (never whole in memory), and reads the whole form so the connection stays
 * usable. Nothing is left on disk when it throws.
 * @throws AppError 400 when the request is not multipart, has no file, more than one part or
 *   a part under another name; 413 when the file is larger than {@link UPLOAD_MAX_BYTES}.
 */
export async function receiveSingleFile(request: FastifyRequest): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw badForm();
  // The parser is attached before anything is awaited: a body already ended by then (a short
  // one) would never reach it.
  const parts = request.parts({ limits });
  const file = path.join(await uploadReceivingDirectory(), `${randomUUID()}.upload`);
  const remove = () => rm(file, { force: true });
  let received = false;
  let problem: AppError | null = null;
  try {
    for await (const part of parts) {
      if (part.type === 'file' && part.fieldname === UPLOAD_FIELD_NAME && !received && !problem) {
        received = true;
        // A body that ended before the file did: the parser has already closed the stream.
        if (part.file.destroyed) throw new AppError('bad_request', unreadableFormMessage);
        await pipeline(part.file, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
        // Busboy ends a file cut at the limit quietly: the flag says it was too large.
        if (part.file.truncated) throw tooLarge();
      } else {
        problem = badForm();
        if (part.type === 'file') part.file.resume();
      }
    }
    if (problem) throw problem;
    const size = received ? (await stat(file)).size : 0;
    if (size === 0) throw badForm();
    return { path: file, size, remove };
  } catch (err) {
    await remove();
    throw toClientError(err);
  }
}
