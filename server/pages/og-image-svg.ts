import { escapeXml } from '../lib/xml-escape';

/** Open Graph images are 1200×630, the size Facebook, LinkedIn and X show large. */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

/** What one Open Graph card says. */
export interface OgImageCard {
  /** A short kicker above the heading ('Disney Guide'). */
  label: string;
  heading: string;
  description: string;
}

const FONT_FAMILY = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
const SITE_NAME = 'Magic Community';
const TEXT_LEFT = 80;
const TEXT_WIDTH = 940;
const HEADING_SIZES = [66, 58, 50];
const HEADING_MAX_LINES = 3;
const DESCRIPTION_SIZE = 30;
const DESCRIPTION_MAX_LINES = 2;

/**
 * Rough advance of a character in em for a bold sans-serif (DejaVu Sans is among the widest),
 * erring wide so that lines never run off the card.
 */
function charWidthEm(char: string): number {
  if (char === ' ') return 0.34;
  if (/[iljtfrI.,:;'’!|()-]/.test(char)) return 0.42;
  if (/[mwMW]/.test(char)) return 0.98;
  if (/[A-Z0-9]/.test(char)) return 0.76;
  return 0.66;
}

/** Regular weight runs about 10% narrower than bold. */
const REGULAR_WIDTH_FACTOR = 0.9;

function textWidth(text: string, fontSize: number, isBold: boolean): number {
  let em = 0;
  for (const char of text) em += charWidthEm(char);
  return em * fontSize * (isBold ? 1 : REGULAR_WIDTH_FACTOR);
}

/** Where a piece of text must fit. */
export interface TextBox {
  fontSize: number;
  isBold: boolean;
  maxWidth: number;
  maxLines: number;
}

/** Cuts `text` so that it and a trailing ellipsis fit in `maxWidth`. */
function truncateToWidth(text: string, box: TextBox): string {
  let cut = text;
  while (cut.length > 0 && textWidth(`${cut}…`, box.fontSize, box.isBold) > box.maxWidth) {
    cut = cut.slice(0, -1);
  }
  return `${cut.replace(/[\s,.:;–-]+$/, '')}…`;
}

/**
 * Greedy word wrap by estimated width. Returns the lines and whether everything fitted in
 * `maxLines`; when not, the last line ends with an ellipsis.
 */
export function wrapText(text: string, box: TextBox): { lines: string[]; isComplete: boolean } {
  const fits = (line: string) => textWidth(line, box.fontSize, box.isBold) <= box.maxWidth;
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (!current || fits(candidate)) {
      current = candidate;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  const fitted = lines.map((line) => (fits(line) ? line : truncateToWidth(line, box)));
  if (fitted.length <= box.maxLines) return { lines: fitted, isComplete: true };
  const kept = fitted.slice(0, box.maxLines);
  kept[box.maxLines - 1] = truncateToWidth(`${kept[box.maxLines - 1]} …`, box);
  return { lines: kept, isComplete: false };
}

const headingBox = (fontSize: number): TextBox => ({
  fontSize,
  isBold: true,
  maxWidth: TEXT_WIDTH,
  maxLines: HEADING_MAX_LINES,
});

/** The heading at the largest size that fits in three lines (shortened at the smallest size). */
function fitHeading(heading: string): { lines: string[]; fontSize: number } {
  for (const fontSize of HEADING_SIZES) {
    const wrapped = wrapText(heading, headingBox(fontSize));
    if (wrapped.isComplete) return { lines: wrapped.lines, fontSize };
  }
  const fontSize = HEADING_SIZES.at(-1)!;
  return { lines: wrapText(heading, headingBox(fontSize)).lines, fontSize };
}

/** A four-pointed sparkle with concave sides, centred on (cx, cy). */
function sparkle(cx: number, cy: number, r: number, fill: string, opacity: number): string {
  const d = [
    `M${cx} ${cy - r}`,
    `Q${cx} ${cy} ${cx + r} ${cy}`,
    `Q${cx} ${cy} ${cx} ${cy + r}`,
    `Q${cx} ${cy} ${cx - r} ${cy}`,
    `Q${cx} ${cy} ${cx} ${cy - r}Z`,
  ].join(' ');
  return `<path d="${d}" fill="${fill}" opacity="${opacity}"/>`;
}

/** A tower: a rectangle with a pointed roof, standing on y = 630. */
function tower(x: number, width: number, top: number, roof: number): string {
  const base = OG_IMAGE_HEIGHT;
  return [
    `<rect x="${x}" y="${top}" width="${width}" height="${base - top}"/>`,
    `<path d="M${x - 6} ${top} L${x + width / 2} ${top - roof} L${x + width + 6} ${top}Z"/>`,
  ].join('');
}

/** A geometric castle silhouette in the bottom-right corner, faint so text stays readable. */
function castle(): string {
  const base = OG_IMAGE_HEIGHT;
  const parts = [
    `<rect x="850" y="470" width="300" height="${base - 470}"/>`,
    tower(830, 50, 420, 70),
    tower(1120, 50, 420, 70),
    tower(900, 56, 360, 90),
    tower(1040, 56, 360, 90),
    tower(965, 70, 290, 130),
    `<path d="M975 ${base} L975 575 Q1000 540 1025 575 L1025 ${base}Z" fill="#312e81"/>`,
  ];
  return `<g fill="#ffffff" opacity="0.1">${parts.join('')}</g>`;
}

function background(): string {
  return [
    '<defs>',
    '<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">',
    '<stop offset="0" stop-color="#1e3a8a"/>',
    '<stop offset="0.55" stop-color="#3730a3"/>',
    '<stop offset="1" stop-color="#6d28d9"/>',
    '</linearGradient>',
    '<radialGradient id="glow" cx="0.85" cy="0.15" r="0.6">',
    '<stop offset="0" stop-color="#ffffff" stop-opacity="0.18"/>',
    '<stop offset="1" stop-color="#ffffff" stop-opacity="0"/>',
    '</radialGradient>',
    '</defs>',
    `<rect width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}" fill="url(#bg)"/>`,
    `<rect width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}" fill="url(#glow)"/>`,
  ].join('');
}

function decorations(): string {
  const stars = [
    sparkle(1010, 120, 26, '#fde68a', 0.9),
    sparkle(1100, 200, 14, '#fde68a', 0.7),
    sparkle(900, 190, 10, '#ffffff', 0.6),
    sparkle(1140, 90, 8, '#ffffff', 0.5),
    sparkle(820, 110, 6, '#fde68a', 0.5),
  ];
  const dots = [
    [760, 60, 2.5],
    [1060, 300, 2],
    [1170, 330, 3],
    [700, 560, 2],
    [940, 250, 2],
  ].map(([cx, cy, r]) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" opacity="0.5"/>`);
  return [castle(), ...stars, ...dots].join('');
}

function textLines(
  lines: string[],
  firstBaseline: number,
  lineHeight: number,
  attributes: string,
): string {
  const spans = lines.map(
    (line, index) =>
      `<tspan x="${TEXT_LEFT}" y="${firstBaseline + index * lineHeight}">${escapeXml(line)}</tspan>`,
  );
  return `<text ${attributes}>${spans.join('')}</text>`;
}

/**
 * The SVG of an Open Graph card: brand gradient, sparkles and a faint castle, the site name,
 * the label, the heading (wrapped to at most three lines) and a description (at most two).
 * Every piece of text is XML-escaped.
 */
export function composeOgImageSvg(card: OgImageCard): string {
  const heading = fitHeading(card.heading);
  const headingLineHeight = Math.round(heading.fontSize * 1.16);
  const headingTop = 262;
  const headingBottom = headingTop + (heading.lines.length - 1) * headingLineHeight;
  const description = wrapText(card.description, {
    fontSize: DESCRIPTION_SIZE,
    isBold: false,
    maxWidth: TEXT_WIDTH,
    maxLines: DESCRIPTION_MAX_LINES,
  });
  const font = `font-family="${FONT_FAMILY}"`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}" viewBox="0 0 ${OG_IMAGE_WIDTH} ${OG_IMAGE_HEIGHT}">`,
    background(),
    decorations(),
    sparkle(TEXT_LEFT + 16, 88, 18, '#fde68a', 1),
    `<text x="${TEXT_LEFT + 48}" y="100" ${font} font-size="34" font-weight="700" fill="#ffffff">${SITE_NAME}</text>`,
    `<rect x="${TEXT_LEFT}" y="140" width="72" height="5" rx="2.5" fill="#fde68a"/>`,
    `<text x="${TEXT_LEFT}" y="186" ${font} font-size="24" font-weight="700" letter-spacing="3" fill="#fde68a">${escapeXml(card.label.toUpperCase())}</text>`,
    textLines(
      heading.lines,
      headingTop,
      headingLineHeight,
      `${font} font-size="${heading.fontSize}" font-weight="700" fill="#ffffff"`,
    ),
    textLines(
      description.lines,
      headingBottom + 70,
      42,
      `${font} font-size="${DESCRIPTION_SIZE}" fill="#dbeafe"`,
    ),
    '</svg>',
  ].join('');
}
