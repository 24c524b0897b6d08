import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { readTestDatabaseUrl } from '../../config';
import { openPostgres, type DatabaseHandle } from '../../db/client';
import { seedDemo } from '../../db/seed/demo-seed';
import { seedNavigation } from '../navigation/navigation.seed';
import { testConfig } from '../../test/build-test-app';
import { createProcessDatabase, type ProcessDatabase } from '../../test/process-database';
import { startS3TestServer } from '../../test/s3-test-server';
import { createScratchDatabase } from '../../test/server-process';
import { tableDigests } from '../../test/table-fingerprint';
import { runTool } from '../../test/tool-process';
import { canvas } from '../../test/uploads-test-support';
import { withDataFolderClaim } from '../data-folder/data-folder-tool';
import { createLocalPhotoStorage } from '../uploads/local-photo-storage';
import { createUpload } from '../uploads/uploads.service';
import { ImageJobQueue } from '../uploads/uploads.queue';
import { readCatalog } from './table-catalog';

const adminUrl = readTestDatabaseUrl();

// The move is from the embedded database to a PostgreSQL server: it needs one to move to.
if (adminUrl) {
  describe('npm run move-to-postgres', () => {
    let source: ProcessDatabase;
    let target: { url: string; drop(): Promise<void> };
    let s3: Awaited<ReturnType<typeof startS3TestServer>>;
    let photoUrl = '';
    const env = () => ({
      DATA_DIR: source.dataDir,
      STORAGE_URL: `s3://photos/moved?endpoint=${s3.settings().endpoint}`,
      STORAGE_ACCESS_KEY_ID: 'S3RVER',
      STORAGE_SECRET_ACCESS_KEY: 'S3RVER',
    });

    beforeAll(async () => {
      [source, target, s3] = await Promise.all([
        createProcessDatabase('pglite'),
        createScratchDatabase(adminUrl),
        startS3TestServer(),
      ]);
      await source.use(async (db) => {
        await seedNavigation(db);
        await seedDemo(db);
        const member = await db.query.profiles.findFirst();
        const photo = await createUpload(db, {
          ownerId: member!.id,
          source: await canvas(300, 200).jpeg().toBuffer(),
          storage: createLocalPhotoStorage(source.dataDir),
          imageQueue: new ImageJobQueue(),
        });
        photoUrl = photo.url;
      });
    }, 120_000);

    afterAll(async () => {
      await Promise.all([source?.remove(), target?.drop(), s3?.close()]);
    });

    it('copies every table and the photos into an empty database, checked; the app runs on it', async () => {
      const moved = await runTool('move-to-postgres', ['--to', target.url], env());
      expect(moved.stderr).not.toMatch(/failed/);
      expect(moved.code).toBe(0);
      expect(moved.stdout).toMatch(/every table's row count and checksum match/);
      expect(moved.stdout).toMatch(/Photos: 2 files .* 2 copied now/);
      expect(moved.stdout).toContain(`DATABASE_URL=${target.url}`);
      expect(moved.stdout).toContain(`STORAGE_URL=${env().STORAGE_URL}`);

      // Every table, read independently on both sides, holds the same rows.
      const movedTo: DatabaseHandle = openPostgres(target.url, 2);
      try {
        const tables = await source.use(async (db) => {
          const names = (await readCatalog(db)).tables.map((table) => table.label.split('.')[1]!);
          return { names, digests: await tableDigests(db, names) };
        });
        expect(tables.names.length).toBeGreaterThan(60);
        expect(await tableDigests(movedTo.db, tables.names)).toEqual(tables.digests);
      } finally {
        await movedTo.close();
      }

      // The app on the moved database: the demo admin signs in, the photo comes from the store.
      const app = await buildApp(
        testConfig({
          databaseUrl: target.url,
          dataDir: source.dataDir,
          storage: { ...s3.settings('moved/') },
        }),
      );
      try {
        const signIn = await app.inject({
          method: 'POST',
          url: '/auth/v1/token?grant_type=password',
          payload: { email: 'castlekeeper@demo.magic-community.test', password: 'MagicDemo!2026' },
        });
        expect(signIn.statusCode).toBe(200);
        const photo = await app.inject({ method: 'GET', url: photoUrl });
        expect(photo.statusCode).toBe(200);
        expect(photo.headers['content-type']).toBe('image/webp');
      } finally {
        await app.close();
      }
    }, 120_000);

    it('refuses a database that is not empty, and a data folder in use', async () => {
      const again = await runTool('move-to-postgres', ['--to', target.url], env());
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/is not empty \(public\.\w+ has rows\)/);

      const busy = await withDataFolderClaim(source.dataDir, 'seed:demo', () =>
        runTool('move-to-postgres', ['--to', target.url], env()),
      );
      expect(busy.code).toBe(1);
      expect(busy.stderr).toMatch(/Another process is using the data folder/);

      const noTarget = await runTool('move-to-postgres', [], env());
      expect(noTarget.code).toBe(1);
      expect(noTarget.stderr).toMatch(/Usage: npm run move-to-postgres -- --to postgres:\/\//);
    }, 60_000);
  });
}
