import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The encodings the document is kept in; `identity` is the JSON itself. */
export type DocumentEncoding = 'br' | 'gzip' | 'identity';

/** A JSON document serialised once, compressed once per encoding, with its strong ETag. */
export interface CachedDocument {
  etag: string;
  bodies: Record<DocumentEncoding, Buffer>;
}

/**
 * Serialises `build()` on first use and keeps it, with gzip and Brotli copies (compressed off
 * the event loop), for the life of the process: every answer sends the same buffers, so a
 * thousand requests cost no more memory than one. Callers during the first build share it.
 */
export function createDocumentCache(build: () => unknown): () => Promise<CachedDocument> {
  let cached: Promise<CachedDocument> | null = null;
  const compute = async (): Promise<CachedDocument> => {
    const identity = Buffer.from(JSON.stringify(build()), 'utf8');
    const [gzipped, brotli] = await Promise.all([
      gzipAsync(identity, { level: 9 }),
      brotliAsync(identity, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
    ]);
    const digest = createHash('sha256').update(identity).digest('base64url').slice(0, 32);
    return { etag: `"${digest}"`, bodies: { br: brotli, gzip: gzipped, identity } };
  };
  return () => {
    cached ??= compute().catch((err: unknown) => {
      cached = null;
      throw err;
    });
    return cached;
  };
}

/** The `q` of each coding an `Accept-Encoding` header names (`*` included). */
function readQualities(header: string): Map<string, number> {
  const qualities = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    const quality = q === undefined ? 1 : Number(q);
    qualities.set(name, Number.isFinite(quality) ? quality : 0);
  }
  return qualities;
}

/**
 * The encoding to answer `acceptEncoding` with: the accepted one of higher `q` among Brotli and
 * gzip (Brotli on a tie), else the document as it is.
 */
export function chooseEncoding(acceptEncoding: string | undefined): DocumentEncoding {
  if (!acceptEncoding) return 'identity';
  const qualities = readQualities(acceptEncoding);
  const qualityOf = (name: string) => qualities.get(name) ?? qualities.get('*') ?? 0;
  const br = qualityOf('br');
  const gz = qualityOf('gzip');
  if (br <= 0 && gz <= 0) return 'identity';
  return br >= gz ? 'br' : 'gzip';
}

/** Whether an `If-None-Match` header names `etag` (weak or strong) or is `*`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
