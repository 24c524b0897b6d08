import { mkdir, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { fromProjectRoot } from '../lib/project-root';
import { createTestDatabase } from './test-database';

/**
 * Where `npm run lint:openapi` and the OpenAPI tools test write the document (gitignored).
 * `.redocly.lint-ignore.yaml` names this path, so both lint the same file.
 */
export const OPENAPI_DOCUMENT_PATH = fromProjectRoot('.openapi', 'openapi.json');

/**
 * The document that `GET /api/openapi.json` serves, as JSON text: the app is built on a fresh
 * in-memory PGlite database (quiet, API only) and closed again. Needs no vitest, so scripts use
 * it too.
 */
export async function generateOpenApiDocument(): Promise<string> {
  const handle = await createTestDatabase('pglite');
  try {
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: path.join(os.tmpdir(), 'magic-community-openapi'),
      },
      { jwtSecret: 'openapi-document-secret-not-used-for-anything', serveWeb: false },
    );
    const app = await buildApp(config, { database: handle });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
      if (res.statusCode !== 200) {
        throw new Error(`GET /api/openapi.json answered ${res.statusCode}: ${res.body}`);
      }
      return `${JSON.stringify(res.json(), null, 2)}\n`;
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
  }
}

/** Writes `json` to `file` whole (through a temporary file), creating its folder. */
export async function writeOpenApiDocument(
  json: string,
  file = OPENAPI_DOCUMENT_PATH,
): Promise<string> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, json);
  await rename(partial, file);
  return file;
}
