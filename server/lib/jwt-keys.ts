import { randomUUID } from 'node:crypto';
import { link, mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { z } from 'zod';

/** The file in the data folder that keeps the generated signing keys (mode 600). */
export const SIGNING_KEYS_FILE = 'jwt-signing-keys.json';

/** The algorithms an access token may be signed with. */
export const tokenAlgorithms = ['ES256', 'RS256', 'HS256'] as const;
export type TokenAlgorithm = (typeof tokenAlgorithms)[number];

/**
 * One key of `JWT_KEYS`, as GoTrue's `GOTRUE_JWT_KEYS` has them: a JSON Web Key with its `kid`,
 * `alg` and `key_ops` (`sign` for the one key that signs new tokens, `verify` for every key whose
 * tokens are still accepted). Private keys are given whole; their public half is published.
 */
const jwtKeySchema = z
  .object({
    kty: z.enum(['EC', 'RSA', 'oct']),
    kid: z.string().trim().min(1, 'every key needs a kid'),
    alg: z.enum(tokenAlgorithms, { message: `alg must be one of ${tokenAlgorithms.join(', ')}` }),
    key_ops: z.array(z.enum(['sign', 'verify'])).min(1),
  })
  .loose();

/** `JWT_KEYS`: a JSON array of keys, at most one of which signs, with distinct key ids. */
export const jwtKeySetSchema = z
  .array(jwtKeySchema)
  .min(1, 'must list at least one key')
  .refine((keys) => keys.filter((key) => key.key_ops.includes('sign')).length <= 1, {
    message: 'at most one key may sign (key_ops "sign")',
  })
  .refine(
    (keys) => keys.every((key) => !key.key_ops.includes('sign') || key.key_ops.includes('verify')),
    {
      message: 'the key that signs must verify too (key_ops ["sign", "verify"])',
    },
  )
  .refine((keys) => new Set(keys.map((key) => key.kid)).size === keys.length, {
    message: 'key ids (kid) must be distinct',
  });

/** Parses `JWT_KEYS` text; throws with what is wrong. */
export function parseJwtKeys(text: string): JWK[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error('must be a JSON array of JSON Web Keys');
  }
  const parsed = jwtKeySetSchema.safeParse(value);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'is not a key set');
  return parsed.data as JWK[];
}

/** A new ES256 key pair as one private JWK that signs and verifies, with a fresh key id. */
export async function generateSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  return {
    ...(await exportJWK(privateKey)),
    kid: randomUUID(),
    alg: 'ES256',
    key_ops: ['sign', 'verify'],
  };
}

/** The keys kept in `file`, or null when there is no such file. */
export async function readKeysFile(file: string): Promise<JWK[] | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return null;
  }
  try {
    return parseJwtKeys(text);
  } catch (err) {
    throw new Error(`${file} ${(err as Error).message}`);
  }
}

/** Writes `keys` to `file` (mode 600) whole, through a temporary file renamed into place. */
export async function writeKeysFile(file: string, keys: JWK[]): Promise<void> {
  const temp = `${file}.${process.pid}.${randomUUID()}.tmp`;
  await writeFile(temp, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  await rename(temp, file);
}

/**
 * The access tokens' keys: `JWT_KEYS` when configured (every process of a deployment is given
 * the same), else the ones kept in `dataDir`, generated on the first start (one ES256 pair),
 * like the HS256 secret beside them. Several processes starting on one new folder agree: the
 * first file linked into place wins and the others read it.
 */
export async function resolveJwtKeys(configured: JWK[] | undefined, dataDir: string) {
  if (configured) return configured;
  const file = path.join(dataDir, SIGNING_KEYS_FILE);
  const stored = await readKeysFile(file);
  if (stored) return stored;
  await mkdir(dataDir, { recursive: true });
  const temp = `${file}.${process.pid}.${randomUUID()}.tmp`;
  await writeFile(temp, `${JSON.stringify([await generateSigningKey()], null, 2)}\n`, {
    mode: 0o600,
  });
  try {
    await link(temp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    await unlink(temp).catch(() => undefined);
  }
  const kept = await readKeysFile(file);
  if (!kept) throw new Error(`${file} could not be read after it was written`);
  return kept;
}

/**
 * A key change: a new ES256 key signs from now on; the key that signed until now only verifies
 * (the tokens it signed stay good until they expire); a key already retired by the change
 * before is dropped. Keys given only to verify by hand (an `oct` key, say) are dropped too.
 */
export async function rotateJwtKeys(keys: readonly JWK[]): Promise<JWK[]> {
  const retired = keys
    .filter((key) => key.key_ops?.includes('sign'))
    .map((key) => ({ ...key, key_ops: ['verify'] }));
  return [await generateSigningKey(), ...retired];
}
