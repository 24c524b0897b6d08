import path from 'node:path';
import { loadConfig } from '../config';
import { readKeysFile, rotateJwtKeys, SIGNING_KEYS_FILE, writeKeysFile } from './jwt-keys';

/**
 * `npm run auth:rotate-keys`: changes the access tokens' signing key kept in `DATA_DIR`. The new
 * key signs the tokens issued after the servers restart; the old one still verifies, so members
 * stay signed in (their next refresh gets a token of the new key). Run it again no sooner than
 * one access-token lifetime later (`AUTH_ACCESS_TOKEN_TTL_SECONDS`), as it drops the key retired
 * the time before. With `JWT_KEYS` set, the keys are the environment's to change instead.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.jwtKeys) {
    process.stderr.write(
      'JWT_KEYS is set: change the keys there (add the new key with key_ops ["sign", "verify"], ' +
        'keep the old one with ["verify"] until its tokens expire) and restart every process.\n',
    );
    process.exit(1);
  }
  const file = path.join(config.dataDir, SIGNING_KEYS_FILE);
  const keys = await rotateJwtKeys((await readKeysFile(file)) ?? []);
  await writeKeysFile(file, keys);
  const [signing, ...verifying] = keys;
  process.stdout.write(
    `New signing key ${signing!.kid} in ${file}` +
      (verifying.length > 0 ? `; still verifying ${verifying.map((k) => k.kid).join(', ')}` : '') +
      '.\nRestart the server for it to take effect.\n',
  );
}

main().catch((err: unknown) => {
  process.stderr.write(
    `Key rotation failed: ${err instanceof Error ? err.message : String(err)}\n`,
  );
  process.exit(1);
});
