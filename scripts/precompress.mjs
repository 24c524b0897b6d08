// Writes .br and .gz copies of the built web assets, so the server sends them without
// compressing on every request (@fastify/static serves them with `preCompressed`).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = 'dist/web';
const compressible = /\.(js|css|html|svg|json|webmanifest|txt|map)$/;
let files = 0;
let before = 0;
let after = 0;

for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.test(entry.name) || entry.name.endsWith('.map')) continue;
  const file = path.join(entry.parentPath, entry.name);
  const content = await readFile(file);
  if (content.length < 1024) continue;
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  await writeFile(`${file}.br`, brotli);
  await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
  files += 1;
  before += content.length;
  after += brotli.length;
}
console.log(
  `precompressed ${files} files: ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB brotli`,
);
