import type { FastifyRequest } from 'fastify';
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

function toClientError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (typeof code === 'string' && formErrorCodes.has(code)) return badForm();
  // Busboy's own errors: no boundary, malformed headers, a body cut short.
  return new AppError('bad_request', 'The upload could not be read as multipart/form-data.');
}

/**
 * Reads the one file of a `multipart/form-data` request (field `file`) into memory, reading
 * the whole form so the connection stays usable.
 * @throws AppError 400 when the request is not multipart, has no file, more than one part or
 *   a part under another name; 413 when the file is larger than {@link UPLOAD_MAX_BYTES}.
 */
export async function readSingleFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badForm();
  let data: Buffer | null = null;
  let problem: AppError | null = null;
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file' && part.fieldname === UPLOAD_FIELD_NAME && !data && !problem) {
        data = await part.toBuffer();
      } else {
        problem = badForm();
        if (part.type === 'file') part.file.resume();
      }
    }
  } catch (err) {
    throw toClientError(err);
  }
  if (problem) throw problem;
  if (!data || data.length === 0) throw badForm();
  return data;
}
