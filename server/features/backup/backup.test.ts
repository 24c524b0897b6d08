import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../../db/client';
import { posts, uploads } from '../../db/schema';
import { fromProjectRoot } from '../../lib/project-root';
import {
  acknowledgedPostIds,
  createPostRequests,
  createPostingMembers,
} from '../../test/post-load';
import { createProcessDatabase, type ProcessDatabase } from '../../test/process-database';
import { startRequestLoad } from '../../test/request-load';
import { startServerProcess } from '../../test/server-process';
import { uploadsDirectory } from '../uploads/local-photo-storage';
import { uploadFileNames } from '../uploads/photo-storage';
import {
  publishPost,
  runBackupCli,
  servedBytes,
  signUp,
  uploadPhoto,
  type SignedUpMember,
} from '../../test/backup-test-support';
import { readBackupArchive } from './read-archive';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Post ids and upload ids (with their files) in a PGlite data folder no process has open. */
async function readFolder(dataDir: string) {
  const handle = await openPglite(path.join(dataDir, 'pglite'));
  try {
    const db: Database = handle.db;
    const postIds = (await db.select({ id: posts.id }).from(posts)).map((row) => row.id);
    const uploadIds = (await db.select({ id: uploads.id }).from(uploads)).map((row) => row.id);
    return { postIds: new Set(postIds), uploadIds };
  } finally {
    await handle.close();
  }
}

describe('npm run backup and npm run restore (PGlite)', () => {
  let database: ProcessDatabase | undefined;
  let workDir = '';

  beforeAll(async () => {
    database = await createProcessDatabase('pglite');
    workDir = await mkdtemp(path.join(tmpdir(), 'magic-backup-test-'));
  }, 60_000);

  afterAll(async () => {
    await database?.remove();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  }, 30_000);

  it('backs up the running app during writes, restores into an empty folder, and the restored app has every post, member and photo', async () => {
    const writers = await database!.use((db) => createPostingMembers(db, 12));
    const server = await startServerProcess(null, {
      dataDir: database!.dataDir,
      env: { AUTH_RATE_LIMIT_OTP_PER_5_MIN: '1000' },
    });
    const members: SignedUpMember[] = [];
    const created: { postId: string; uploadId: string; member: SignedUpMember }[] = [];
    const photoBytes = new Map<string, Buffer>();
    let acknowledgedBeforeBackup: string[] = [];
    let backupFile = '';
    try {
      // Members, photos and posts made through the API, as the web app makes them.
      for (const [index, colour] of [
        { r: 200, g: 30, b: 40 },
        { r: 20, g: 120, b: 220 },
        { r: 250, g: 200, b: 10 },
      ].entries()) {
        const member = await signUp(server.origin, `backup_fan_${Date.now().toString(36)}${index}`);
        members.push(member);
        const uploadId = await uploadPhoto(server.origin, member, colour);
        const postId = await publishPost(server.origin, member, `Castle at dusk ${index}`, [
          uploadId,
        ]);
        created.push({ postId, uploadId, member });
        for (const name of Object.values(uploadFileNames(uploadId))) {
          photoBytes.set(name, (await servedBytes(server.origin, `/uploads/${name}`))!);
        }
      }

      // The backup is made while posts keep being written.
      const load = startRequestLoad({
        origin: server.origin,
        clients: 4,
        next: createPostRequests(writers, { label: 'during the backup', readEvery: 4 }),
        timeoutMs: 10_000,
      });
      await sleep(500);
      const backupStartedAt = Date.now();
      const backup = await runBackupCli('backup', ['--out', `${path.join(workDir, 'online')}/`], {
        DATA_DIR: database!.dataDir,
      });
      await sleep(300);
      const outcomes = await load.stop();
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      expect(backup.stdout).toContain('taken by the running server');
      acknowledgedBeforeBackup = acknowledgedPostIds(
        outcomes.filter((outcome) => outcome.endedAt < backupStartedAt),
      );
      expect(acknowledgedBeforeBackup.length).toBeGreaterThan(0);
      expect(acknowledgedPostIds(outcomes).length).toBeGreaterThan(acknowledgedBeforeBackup.length);
      const [name] = await readdir(path.join(workDir, 'online'));
      expect(name).toMatch(/^magic-community-backup-\d{8}T\d{6}Z\.tar\.gz$/);
      backupFile = path.join(workDir, 'online', name!);

      // Only one process may open the folder: a second server on it is refused.
      const second = await runServerOnce(database!.dataDir);
      expect(second.code).toBe(1);
      expect(second.output).toContain('Another process is using the data folder');
    } finally {
      await server.stop();
    }
    // The server removed its socket when it closed.
    expect(existsSync(path.join(database!.dataDir, 'backup.sock'))).toBe(false);

    const archive = await readBackupArchive(backupFile);
    expect(archive.manifest).toMatchObject({
      format: 'magic-community-backup',
      engine: 'pglite',
      migration: expect.stringMatching(/^\d{4}_/),
    });
    expect(archive.uploadFiles).toBe(archive.manifest.uploadFiles.files);

    // A non-empty folder is refused and left as it was.
    const before = await readdir(database!.dataDir);
    const refused = await runBackupCli('restore', [backupFile], { DATA_DIR: database!.dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('is not empty');
    expect(await readdir(database!.dataDir)).toEqual(before);

    const restoredDir = path.join(workDir, 'restored');
    const restore = await runBackupCli('restore', [backupFile], { DATA_DIR: restoredDir });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(`${archive.manifest.counts.posts} posts`);
    expect((await readdir(workDir)).sort()).toEqual(['online', 'restored']);

    // The restored database is the snapshot: every post acknowledged before the backup began,
    // nothing the original never had, as many as the manifest says, and every photo's files.
    const original = await readFolder(database!.dataDir);
    const restored = await readFolder(restoredDir);
    expect(acknowledgedBeforeBackup.filter((id) => !restored.postIds.has(id))).toEqual([]);
    expect([...restored.postIds].filter((id) => !original.postIds.has(id))).toEqual([]);
    expect(restored.postIds.size).toBe(archive.manifest.counts.posts);
    const restoredFiles = new Set(await readdir(uploadsDirectory(restoredDir)));
    const missingFiles = restored.uploadIds
      .flatMap((id) => Object.values(uploadFileNames(id)))
      .filter((file) => !restoredFiles.has(file));
    expect(missingFiles).toEqual([]);

    // The app starts on the restored folder and serves every member, post and photo.
    const revived = await startServerProcess(null, { dataDir: restoredDir });
    try {
      for (const { postId, uploadId, member } of created) {
        const post = await fetch(`${revived.origin}/api/posts/${postId}`);
        expect(post.status).toBe(200);
        expect(await post.json()).toMatchObject({ images: [{ id: uploadId }] });
        const profile = await fetch(`${revived.origin}/api/profiles/${member.id}`);
        expect(await profile.json()).toMatchObject({ username: member.username });
        const signIn = await fetch(`${revived.origin}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: member.email, password: member.password }),
        });
        expect(signIn.status).toBe(200);
      }
      for (const [name, bytes] of photoBytes) {
        expect((await servedBytes(revived.origin, `/uploads/${name}`))?.equals(bytes)).toBe(true);
      }
      for (const id of acknowledgedBeforeBackup.slice(0, 20)) {
        expect((await fetch(`${revived.origin}/api/posts/${id}`)).status).toBe(200);
      }
    } finally {
      await revived.stop();
    }
  }, 150_000);

  it('backs up the data folder itself when no server runs on it', async () => {
    const offline = await runBackupCli('backup', ['--out', path.join(workDir, 'offline.tar.gz')], {
      DATA_DIR: database!.dataDir,
    });
    expect(offline.stderr).toBe('');
    expect(offline.code).toBe(0);
    expect(offline.stdout).toContain('from the data folder (no server running)');
    const archive = await readBackupArchive(path.join(workDir, 'offline.tar.gz'));
    const current = await readFolder(database!.dataDir);
    expect(archive.manifest.counts.posts).toBe(current.postIds.size);
    expect(archive.uploadFiles).toBe(current.uploadIds.length * 2);
    expect(existsSync(path.join(database!.dataDir, 'backup.sock'))).toBe(false);
    // Photos kept in a bucket are not in the file: the command says how to copy them.
    const withBucket = await runBackupCli(
      'backup',
      ['--out', path.join(workDir, 'with-bucket.tar.gz')],
      { DATA_DIR: database!.dataDir, STORAGE_URL: 's3://photos' },
    );
    expect(withBucket.code).toBe(0);
    expect(withBucket.stdout).toContain(
      'Photos are in the bucket s3://photos (STORAGE_URL), not in DATA_DIR',
    );
    expect(withBucket.stdout).toContain('aws s3 sync s3://photos/ ./magic-community-photos\n');
  }, 90_000);

  it('refuses a file that is not a whole backup', async () => {
    const damaged = path.join(workDir, 'damaged.tar.gz');
    const whole = await readFile(path.join(workDir, 'offline.tar.gz'));
    await writeFile(damaged, whole.subarray(0, Math.floor(whole.length / 2)));
    const result = await runBackupCli('restore', [damaged], {
      DATA_DIR: path.join(workDir, 'never'),
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('is not a complete backup');
    expect(existsSync(path.join(workDir, 'never'))).toBe(false);
  }, 60_000);
});

describe('npm run backup and npm run restore with DATABASE_URL', () => {
  const env = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/magic', DATA_DIR: '/srv/magic' };

  it('explain pg_dump and pg_restore instead of making a backup', async () => {
    const backup = await runBackupCli('backup', [], env);
    expect(backup.code).toBe(1);
    expect(backup.stderr).toContain('pg_dump -Fc');
    expect(backup.stderr).toContain(
      'tar -czf magic-community-uploads.tar.gz -C /srv/magic uploads',
    );
    const restore = await runBackupCli('restore', ['magic-community.dump'], env);
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain('pg_restore --no-owner -d "$DATABASE_URL"');
  }, 60_000);

  it('point at the bucket for photos kept in one (STORAGE_URL), not at DATA_DIR', async () => {
    const inBucket = {
      ...env,
      STORAGE_URL: 's3://photos/site?endpoint=http://127.0.0.1:9000',
      STORAGE_ACCESS_KEY_ID: 'key',
      STORAGE_SECRET_ACCESS_KEY: 'secret',
    };
    const backup = await runBackupCli('backup', [], inBucket);
    expect(backup.code).toBe(1);
    expect(backup.stderr).toContain('pg_dump -Fc');
    expect(backup.stderr).toContain(
      'aws s3 sync s3://photos/site/ ./magic-community-photos --endpoint-url http://127.0.0.1:9000',
    );
    expect(backup.stderr).not.toContain('tar -czf');
    expect(backup.stderr).not.toContain('secret');
    const restore = await runBackupCli('restore', ['magic-community.dump'], inBucket);
    expect(restore.stderr).toContain(
      'aws s3 sync ./magic-community-photos s3://photos/site/ --endpoint-url http://127.0.0.1:9000',
    );
  }, 60_000);
});

/** Starts `server/main.ts` on `dataDir` and waits for it to exit (a refused start exits at once). */
function runServerOnce(dataDir: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fromProjectRoot('server', 'main.ts')], {
    cwd: fromProjectRoot(),
    env: { PATH: process.env.PATH, NODE_ENV: 'test', PORT: '0', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGTERM'), 30_000);
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}
