import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../db/client';
import { createProcessDatabase, type ProcessDatabase } from '../../test/process-database';
import { createMember } from '../../test/sign-in';
import { uploadsDirectory } from '../uploads/local-photo-storage';
import { DATABASE_ENTRY, MANIFEST_ENTRY } from './backup-manifest';
import { takeSnapshot } from './backup-snapshot';
import { readBackupArchive } from './read-archive';
import { restoreBackup } from './restore-backup';

/**
 * Archives as the backup wrote them before it used node-tar: its own ustar writer (a header per
 * file with mode 0600, uid/gid 0, a `ustar\0` `00` magic, names over 100 bytes split into the
 * prefix field, two empty blocks at the end). Kept here only to write such archives.
 */
function oldTarHeader(name: string, size: number, typeflag = '0', linkname = ''): Buffer {
  const block = Buffer.alloc(512);
  const octal = (offset: number, length: number, value: number) =>
    block.write(`${value.toString(8).padStart(length - 1, '0')}\0`, offset, 'latin1');
  let prefix = '';
  let rest = name;
  if (Buffer.byteLength(name) > 100) {
    const slash = name.lastIndexOf('/', 155);
    prefix = name.slice(0, slash);
    rest = name.slice(slash + 1);
  }
  block.write(rest, 0, 100, 'utf8');
  octal(100, 8, 0o600);
  octal(108, 8, 0);
  octal(116, 8, 0);
  octal(124, 12, size);
  octal(136, 12, Math.floor(Date.now() / 1000));
  block.fill(' ', 148, 156);
  block.write(typeflag, 156, 'latin1');
  block.write(linkname, 157, 100, 'utf8');
  block.write('ustar\0', 257, 'latin1');
  block.write('00', 263, 'latin1');
  block.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'latin1');
  return block;
}

interface OldEntry {
  name: string;
  data?: Buffer;
  typeflag?: string;
  linkname?: string;
}

function oldTar(entries: OldEntry[], end = Buffer.alloc(1024)): Buffer {
  return Buffer.concat([
    ...entries.flatMap(({ name, data = Buffer.alloc(0), typeflag, linkname }) => [
      oldTarHeader(name, data.length, typeflag, linkname),
      data,
      Buffer.alloc((512 - (data.length % 512)) % 512),
    ]),
    end,
  ]);
}

const photoName = '6ba7b810-9dad-11d1-80b4-00c04fd430c8.webp';
const thumbName = '6ba7b810-9dad-11d1-80b4-00c04fd430c8-thumb.webp';

describe('backups written by the old tar writer', () => {
  let database: ProcessDatabase | undefined;
  let workDir = '';
  let manifest = Buffer.alloc(0);
  let dump = Buffer.alloc(0);

  beforeAll(async () => {
    database = await createProcessDatabase('pglite');
    workDir = await mkdtemp(path.join(tmpdir(), 'magic-old-backup-'));
    await database.use(async (db) => {
      await createMember(db);
      await createMember(db);
    });
    const handle = await openPglite(path.join(database.dataDir, 'pglite'));
    try {
      const snapshot = await takeSnapshot(handle, database.dataDir);
      manifest = Buffer.from(`${JSON.stringify(snapshot.manifest, null, 2)}\n`);
      dump = Buffer.from(await snapshot.database.arrayBuffer());
    } finally {
      await handle.close();
    }
  }, 120_000);

  afterAll(async () => {
    await database?.remove();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  }, 30_000);

  /** Writes the gzip'd `tar` to a file of the work folder; answers its path. */
  async function archiveFile(name: string, tar: Buffer): Promise<string> {
    const file = path.join(workDir, name);
    await writeFile(file, gzipSync(tar));
    return file;
  }

  it('restores: the database with the manifest counts, and the photos byte for byte', async () => {
    const photo = Buffer.alloc(3000, 0xab);
    const thumb = Buffer.from('thumbnail bytes');
    const file = await archiveFile(
      'old.tar.gz',
      oldTar([
        { name: MANIFEST_ENTRY, data: manifest },
        { name: DATABASE_ENTRY, data: dump },
        { name: `uploads/${photoName}`, data: photo },
        { name: `uploads/${thumbName}`, data: thumb },
      ]),
    );
    const target = path.join(workDir, 'restored');
    const restored = await restoreBackup(file, target);
    expect(restored.restoredCounts).toEqual(restored.manifest.counts);
    expect(restored.manifest.counts.members).toBe(2);
    expect(restored).toMatchObject({ databaseBytes: dump.length, uploadFiles: 2 });
    expect(restored.uploadBytes).toBe(photo.length + thumb.length);
    expect((await readdir(uploadsDirectory(target))).sort()).toEqual([thumbName, photoName]);
    expect((await readFile(path.join(uploadsDirectory(target), photoName))).equals(photo)).toBe(
      true,
    );
    expect(existsSync(path.join(target, 'pglite', 'PG_VERSION'))).toBe(true);
  }, 60_000);

  it('are refused as before when they are not a backup, or hold something else', async () => {
    const db = Buffer.from('not read until restore');
    const head = [
      { name: MANIFEST_ENTRY, data: manifest },
      { name: DATABASE_ENTRY, data: db },
    ];
    /** The message `readBackupArchive` refuses the file of these bytes with, without its name. */
    const refused = async (name: string, bytes: Buffer) => {
      const file = path.join(workDir, name);
      await writeFile(file, bytes);
      return readBackupArchive(file).then(
        () => 'accepted',
        (err: Error) => err.message.replace(`${file} `, ''),
      );
    };
    const cases: [OldEntry[], string][] = [
      [[{ name: DATABASE_ENTRY, data: db }, ...head], 'is not a Magic Community backup'],
      [[...head, { name: 'uploads/../../escape.webp', data: db }], 'holds an unexpected entry'],
      [[...head, { name: '../escape.webp', data: db }], 'holds an unexpected entry'],
      [[...head, { name: `/uploads/${photoName}`, data: db }], 'holds an unexpected entry'],
      [[...head, { name: 'uploads/notes.txt', data: db }], 'holds an unexpected entry'],
      [[...head, { name: DATABASE_ENTRY, data: db }], 'holds an unexpected entry'],
      [
        [{ name: MANIFEST_ENTRY, data: manifest }],
        'is not a complete backup: it holds no database',
      ],
    ];
    for (const [entries, message] of cases) {
      expect(await refused('case.tar.gz', gzipSync(oldTar(entries)))).toContain(message);
    }

    // A damaged header, a tar without its end blocks, a cut-off gzip file, not gzip at all.
    const damaged = oldTar(head);
    damaged[5] = 'X'.charCodeAt(0);
    expect(await refused('damaged.tar.gz', gzipSync(damaged))).toBe(
      'is not a complete backup: not a backup archive (damaged or not a tar file)',
    );
    expect(await refused('open.tar.gz', gzipSync(oldTar(head, Buffer.alloc(0))))).toBe(
      'is not a complete backup: the backup ends early: the file is incomplete',
    );
    const whole = gzipSync(oldTar(head));
    expect(await refused('cut.tar.gz', whole.subarray(0, whole.length - 10))).toContain(
      'is not a complete backup: unexpected end of file',
    );
    expect(await refused('plain.tar', oldTar(head))).toContain(
      'is not a complete backup: incorrect header check',
    );

    // Links and folders are skipped, never written or followed, as before.
    const links = await archiveFile(
      'links.tar.gz',
      oldTar([
        ...head,
        { name: 'uploads/', typeflag: '5' },
        { name: `uploads/${photoName}`, typeflag: '2', linkname: '/etc/passwd' },
        { name: `uploads/${thumbName}`, typeflag: '1', linkname: DATABASE_ENTRY },
      ]),
    );
    expect(await readBackupArchive(links)).toMatchObject({ uploadFiles: 0, uploadBytes: 0 });

    // A refused restore leaves no folder behind.
    const escape = await archiveFile(
      'escape.tar.gz',
      oldTar([...head, { name: `uploads/../${photoName}`, data: db }]),
    );
    const target = path.join(workDir, 'never');
    await expect(restoreBackup(escape, target)).rejects.toThrow('holds an unexpected entry');
    expect(existsSync(target)).toBe(false);
    expect((await readdir(workDir)).filter((name) => name.startsWith('never'))).toEqual([]);
  }, 60_000);
});
