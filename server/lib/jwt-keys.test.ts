import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { generateSigningKey, resolveJwtKeys, rotateJwtKeys, SIGNING_KEYS_FILE } from './jwt-keys';

const folders: string[] = [];
async function freshFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'jwt-keys-'));
  folders.push(folder);
  return folder;
}
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('the access tokens’ keys', () => {
  it('are generated once in the data folder (mode 600), the same for processes starting together', async () => {
    const folder = await freshFolder();
    const [first, second, third] = await Promise.all([
      resolveJwtKeys(undefined, folder),
      resolveJwtKeys(undefined, folder),
      resolveJwtKeys(undefined, folder),
    ]);
    expect(first).toEqual(second);
    expect(first).toEqual(third);
    expect(first).toEqual([
      expect.objectContaining({
        kty: 'EC',
        crv: 'P-256',
        alg: 'ES256',
        key_ops: ['sign', 'verify'],
      }),
    ]);
    const file = path.join(folder, SIGNING_KEYS_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await resolveJwtKeys(undefined, folder)).toEqual(first);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(first);
  });

  it('come from JWT_KEYS when set, in GoTrue’s format, with clear errors', async () => {
    const key = await generateSigningKey();
    const folder = await freshFolder();
    const configured = loadConfig({ JWT_KEYS: JSON.stringify([key]), DATA_DIR: folder });
    expect(configured.jwtKeys).toEqual([key]);
    expect(await resolveJwtKeys(configured.jwtKeys, folder)).toEqual([key]);

    const refused = (value: string) => {
      try {
        loadConfig({ JWT_KEYS: value, DATA_DIR: folder });
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as Error).message;
      }
      throw new Error(`JWT_KEYS=${value} was accepted`);
    };
    expect(refused('not json')).toContain('must be a JSON array of JSON Web Keys');
    expect(refused(JSON.stringify([key, { ...key, kid: 'second' }]))).toContain(
      'at most one key may sign',
    );
    expect(refused(JSON.stringify([{ ...key, key_ops: ['sign'] }]))).toContain(
      'the key that signs must verify too',
    );
    expect(refused(JSON.stringify([{ ...key, alg: 'HS512' }]))).toContain('alg must be one of');
    expect(
      refused(
        JSON.stringify([
          { ...key, key_ops: ['verify'] },
          { ...key, key_ops: ['verify'] },
        ]),
      ),
    ).toContain('key ids (kid) must be distinct');
  });

  it('rotate: a new key signs, the old one verifies, the one retired before leaves', async () => {
    const original = await generateSigningKey();
    const once = await rotateJwtKeys([original]);
    expect(once).toHaveLength(2);
    expect(once[0]).toMatchObject({ alg: 'ES256', key_ops: ['sign', 'verify'] });
    expect(once[0]!.kid).not.toBe(original.kid);
    expect(once[1]).toEqual({ ...original, key_ops: ['verify'] });

    const twice = await rotateJwtKeys(once);
    expect(twice.map((key) => key.kid)).toEqual([twice[0]!.kid, once[0]!.kid]);
    expect(twice.map((key) => key.key_ops)).toEqual([['sign', 'verify'], ['verify']]);
  });
});
