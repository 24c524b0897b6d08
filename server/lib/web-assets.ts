import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The built files a server-rendered page links: its script, its styles and their imports. */
export interface PageAssets {
  script: string | null;
  styles: string[];
  preloads: string[];
  /** The body font's Latin file, fetched early so text does not shift when it arrives. */
  fonts: string[];
}

interface ManifestChunk {
  file: string;
  css?: string[];
  assets?: string[];
  imports?: string[];
  isEntry?: boolean;
}

const LATIN_BODY_FONT = /inter-latin-wght-normal-[\w-]+\.woff2$/;

/** The script of every server-rendered page (islands; members' app takeover) in Vite's manifest (key = path from `web/`). */
export const PAGE_ENTRY = 'page-main.tsx';

/**
 * Reads Vite's build manifest for `entry`: the hashed script, every stylesheet it and its
 * imports need, and the imported chunks to preload. No build (API-only tests) → nothing linked.
 */
export async function readPageAssets(
  webDistDir: string | null,
  entry: string,
): Promise<PageAssets> {
  const none: PageAssets = { script: null, styles: [], preloads: [], fonts: [] };
  if (!webDistDir) return none;
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(
      await readFile(path.join(webDistDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, ManifestChunk>;
  } catch {
    return none;
  }
  const chunk = manifest[entry];
  if (!chunk) return none;
  const styles = new Set<string>();
  const fonts = new Set<string>();
  const preloads = new Set<string>();
  const visit = (key: string, isRoot: boolean) => {
    const current = manifest[key];
    if (!current) return;
    for (const css of current.css ?? []) styles.add(`/${css}`);
    for (const file of current.assets ?? []) {
      if (LATIN_BODY_FONT.test(file)) fonts.add(`/${file}`);
    }
    if (!isRoot) {
      if (preloads.has(`/${current.file}`)) return;
      preloads.add(`/${current.file}`);
    }
    for (const imported of current.imports ?? []) visit(imported, false);
  };
  visit(entry, true);
  return {
    script: `/${chunk.file}`,
    styles: [...styles],
    preloads: [...preloads],
    fonts: [...fonts],
  };
}
