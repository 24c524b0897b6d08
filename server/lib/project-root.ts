import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root (the folder holding package.json), found from this file's location so it
 * is right whether the server runs from `server/` sources or the bundled `dist/server`.
 */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the project root (no package.json above)');
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot();

/** Resolves a path inside the repository. */
export function fromProjectRoot(...segments: string[]): string {
  return path.join(projectRoot, ...segments);
}
