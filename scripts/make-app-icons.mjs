// Draws the installable app's icons (web/public/icons/*.png) from the site's favicon, once; the
// PNGs are committed. Run again after changing web/public/favicon.svg:
//   node scripts/make-app-icons.mjs
// "any" icons are the favicon itself (a rounded castle-blue square); the maskable and Apple
// icons fill the whole square with castle blue and keep the castle inside the central safe zone
// (the middle 80 % that every launcher's mask shows).
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';

const favicon = await readFile('web/public/favicon.svg', 'utf8');
const castle = /<path d="([^"]+)" fill="([^"]+)"/.exec(favicon);
const background = /<rect [^>]*fill="([^"]+)"/.exec(favicon);
if (!castle || !background)
  throw new Error('web/public/favicon.svg: castle path or tile not found');

// The castle spans about 40 of the favicon's 64 units; scaled by 0.75 around the centre it
// stays well inside the safe zone's circle.
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="${background[1]}"/>
  <path transform="translate(32 32) scale(0.75) translate(-32 -32)" d="${castle[1]}" fill="${castle[2]}"/>
</svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed },
  { file: 'apple-touch-icon-180.png', size: 180, svg: fullBleed },
];

for (const { file, size, svg } of icons) {
  await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`web/public/icons/${file}`);
  console.log(`web/public/icons/${file} (${size}×${size})`);
}
