import sharp from 'sharp';
import type { DemoScene } from './demo-social-data';

const W = 1200;
const H = 800;

/** Small deterministic random numbers, so the same scene always draws the same picture. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const skies: Record<DemoScene, [string, string]> = {
  'castle-dusk': ['#1e3a8a', '#f472b6'],
  fireworks: ['#020617', '#1e1b4b'],
  lagoon: ['#38bdf8', '#fde68a'],
  savanna: ['#f59e0b', '#fde68a'],
  spaceship: ['#0f172a', '#6d28d9'],
  snack: ['#fef3c7', '#fbcfe8'],
};

function sceneShapes(scene: DemoScene, random: () => number): string {
  switch (scene) {
    case 'castle-dusk':
      return `<path d="M420 800V520l40-40 40 40v-90l60-90 60 90v90l40-40 40 40v280z" fill="#312e81" opacity="0.9"/>
        <circle cx="900" cy="180" r="60" fill="#fef9c3" opacity="0.8"/>`;
    case 'fireworks':
      return Array.from({ length: 7 }, () => {
        const cx = 150 + random() * 900;
        const cy = 120 + random() * 400;
        const colour = ['#f472b6', '#facc15', '#60a5fa', '#34d399'][Math.floor(random() * 4)];
        return Array.from({ length: 16 }, (_, i) => {
          const angle = (i / 16) * Math.PI * 2;
          const r = 60 + random() * 40;
          return `<line x1="${cx}" y1="${cy}" x2="${cx + Math.cos(angle) * r}" y2="${cy + Math.sin(angle) * r}" stroke="${colour}" stroke-width="4" stroke-linecap="round"/>`;
        }).join('');
      }).join('');
    case 'lagoon':
      return `<rect y="520" width="${W}" height="280" fill="#0ea5e9" opacity="0.8"/>
        <circle cx="600" cy="430" r="110" fill="#e2e8f0"/><rect x="596" y="260" width="8" height="70" fill="#94a3b8"/>`;
    case 'savanna':
      return `<rect y="600" width="${W}" height="200" fill="#a16207"/>
        <path d="M820 600v-120m-80 0h160" stroke="#365314" stroke-width="18"/>
        <ellipse cx="820" cy="470" rx="130" ry="40" fill="#3f6212"/>`;
    case 'spaceship':
      return (
        Array.from(
          { length: 80 },
          () =>
            `<circle cx="${random() * W}" cy="${random() * H}" r="${1 + random() * 2}" fill="#fff"/>`,
        ).join('') +
        `<ellipse cx="600" cy="420" rx="240" ry="60" fill="#a78bfa"/><ellipse cx="600" cy="390" rx="100" ry="60" fill="#ddd6fe"/>`
      );
    case 'snack':
      return `<path d="M520 420l80 300 80-300z" fill="#d97706"/><circle cx="600" cy="380" r="110" fill="#fde047"/>
        <circle cx="560" cy="330" r="40" fill="#fef08a"/>`;
  }
}

/** A PNG photo of a park scene (drawn, not photographed), for the demo posts. */
export async function drawDemoScene(scene: DemoScene, seed: number): Promise<Buffer> {
  const [top, bottom] = skies[scene];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>${sceneShapes(scene, seeded(seed))}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A round avatar with the member's initial on their colour. */
export async function drawDemoAvatar(initial: string, hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" fill="hsl(${hue} 65% 45%)"/>
    <text x="128" y="160" font-size="120" text-anchor="middle" fill="#fff" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700">${initial.replace(/[^A-Za-z]/g, '?').toUpperCase()}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
