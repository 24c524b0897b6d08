import { writeFile, mkdir } from 'node:fs/promises';
import { dataExports } from '../db/schema';
import { exportFilePath, exportsDirectory } from '../features/data-export/data-export.storage';
import { testConfig, type TestContext } from './build-test-app';
import { type MatrixRequest, type MatrixRow, anyMember, jsonRequest } from './matrix-row';
import type { TestMember } from './sign-in';

/**
 * "Download my data" rows of the authorization matrix (`server/authorization-matrix.test.ts`):
 * every route is the signed-in member's own (no id in the path), so each persona asks about
 * their own archive; only the member of the matrix has a ready one to download.
 */

type Row = MatrixRow;
interface Scene {
  ctx: TestContext;
  member: TestMember;
}

/** The member's own archive; to anyone else there is none (404). */
const ownerElseMissing = (status: number): Row => [401, status, 404, 403, 401, 404, 401];

/** A ready archive of the member's, its file in the test apps' data folder. */
async function readyArchiveOf(scene: Scene): Promise<void> {
  const [row] = await scene.ctx.db
    .insert(dataExports)
    .values({
      userId: scene.member.id,
      state: 'ready',
      readyAt: new Date(),
      expiresAt: new Date(Date.now() + 60 * 60_000),
      fileName: 'magic-community-data-matrix.tar.gz',
      byteSize: 4,
    })
    .returning({ id: dataExports.id });
  const { dataDir } = testConfig();
  await mkdir(exportsDirectory(dataDir), { recursive: true });
  await writeFile(exportFilePath(dataDir, row!.id), 'test');
}

// prettier-ignore
export const dataExportMatrixRows: Record<string, Row> = {
  'POST /api/me/data-export':                     anyMember(202),
  'GET /api/me/data-export':                      anyMember(200),
  'GET /api/me/data-export/download':             ownerElseMissing(200),
};

export const dataExportMatrixRequests: Record<string, (scene: Scene) => Promise<MatrixRequest>> = {
  // Each persona's first request of the day: earlier cells' requests are forgotten.
  'POST /api/me/data-export': async (s) => {
    await s.ctx.db.delete(dataExports);
    return jsonRequest('POST', '/api/me/data-export');
  },
  'GET /api/me/data-export': async () => jsonRequest('GET', '/api/me/data-export'),
  'GET /api/me/data-export/download': async (s) => {
    await s.ctx.db.delete(dataExports);
    await readyArchiveOf(s);
    return jsonRequest('GET', '/api/me/data-export/download');
  },
};
