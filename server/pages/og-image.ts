import sharp from 'sharp';
import { guidePages, type GuideKey } from '../../common/features/guides/guide-pages';
import { composeOgImageSvg, type OgImageCard } from './og-image-svg';

/** An Open Graph image: one per guide (its `key`), and `site` for every other page. */
export type OgImageKey = GuideKey | 'site';

/** The path of an Open Graph image on this site, e.g. `/og/events.png`; prefix the site URL. */
export function ogImagePath(key: OgImageKey): string {
  return `/og/${key}.png`;
}

/** The card of the site itself, used by pages that are not guides. */
export const siteOgCard: OgImageCard = {
  label: 'Walt Disney World fan community',
  heading: 'Guides, tips and reviews from fans who visit often',
  description: 'Member photos, reviews and shareable checklists from a friendly community.',
};

const cardsByKey = new Map<string, OgImageCard>([
  ['site', siteOgCard],
  ...guidePages.map(
    (guide) =>
      [
        guide.key,
        { label: 'Disney Guide', heading: guide.heading, description: guide.link.description },
      ] as const,
  ),
]);

/** The card for `key`, or undefined when no image has that key. */
export function findOgImageCard(key: string): OgImageCard | undefined {
  return cardsByKey.get(key);
}

/** Renders a card as a 1200×630 PNG. */
export async function renderOgImage(card: OgImageCard): Promise<Buffer> {
  return sharp(Buffer.from(composeOgImageSvg(card)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * A renderer that keeps each image in memory after its first render (there are a dozen),
 * sharing one render between concurrent first requests. Resolves to null for an unknown key.
 */
export function createOgImageCache(): (key: string) => Promise<Buffer | null> {
  const rendered = new Map<string, Promise<Buffer>>();
  return async (key) => {
    const card = findOgImageCard(key);
    if (!card) return null;
    let image = rendered.get(key);
    if (!image) {
      image = renderOgImage(card);
      rendered.set(key, image);
      image.catch(() => rendered.delete(key));
    }
    return image;
  };
}
