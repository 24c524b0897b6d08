import { readFile } from 'node:fs/promises';
import { fromProjectRoot } from './project-root';

let cached: string | undefined;

/** The app's version from package.json (read once). */
export async function readAppVersion(): Promise<string> {
  if (cached) return cached;
  const pkg = JSON.parse(await readFile(fromProjectRoot('package.json'), 'utf8')) as {
    version?: string;
  };
  cached = pkg.version ?? '0.0.0';
  return cached;
}
