import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extract, list } from 'tar';
import { writeTarGz, type TarEntry } from './tar-archive';

describe('writeTarGz', () => {
  let dir = '';

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'magic-tar-archive-'));
  });

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('writes text, bytes and files on disk that tar lists and extracts as they were', async () => {
    const photo = Buffer.alloc(200_000);
    for (let i = 0; i < photo.length; i += 1) photo[i] = (i * 7919) % 251;
    await writeFile(path.join(dir, 'photo.webp'), photo);
    const profile = '{"username":"castle_fan","bio":"Château ✨"}\n';
    async function* entries(): AsyncGenerator<TarEntry> {
      yield { name: 'profile.json', content: profile };
      yield { name: 'posts/empty.txt', content: Buffer.alloc(0) };
      yield { name: 'photos/photo.webp', filePath: path.join(dir, 'photo.webp') };
    }
    const archive = path.join(dir, 'my-data.tar.gz');
    const { bytes } = await writeTarGz(archive, entries());
    expect(bytes).toBe((await stat(archive)).size);

    const listed: { path: string; size: number; type: string }[] = [];
    await list({
      file: archive,
      onReadEntry: (e) => listed.push({ path: e.path, size: e.size, type: e.type }),
    });
    expect(listed).toEqual([
      { path: 'profile.json', size: Buffer.byteLength(profile), type: 'File' },
      { path: 'posts/empty.txt', size: 0, type: 'File' },
      { path: 'photos/photo.webp', size: photo.length, type: 'File' },
    ]);

    const out = path.join(dir, 'out');
    await mkdir(out);
    await extract({ file: archive, cwd: out, strict: true });
    expect(await readFile(path.join(out, 'profile.json'), 'utf8')).toBe(profile);
    expect((await readFile(path.join(out, 'posts', 'empty.txt'))).length).toBe(0);
    expect((await readFile(path.join(out, 'photos', 'photo.webp'))).equals(photo)).toBe(true);
  });

  it('refuses absolute names and names with .. and leaves no file behind', async () => {
    for (const name of ['/etc/passwd', '../outside.txt', 'a/../../b', 'a//b', 'C:/x']) {
      const archive = path.join(dir, 'refused.tar.gz');
      await expect(
        writeTarGz(archive, [
          { name: 'fine.txt', content: 'ok' },
          { name, content: 'no' },
        ]),
      ).rejects.toThrow('unsafe name');
      expect(existsSync(archive)).toBe(false);
    }
  });
});
