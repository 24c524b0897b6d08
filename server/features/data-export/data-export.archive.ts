import { DATA_EXPORT_EXPIRY_DAYS } from '../../../common/features/data-export/data-export-texts';
import { memberDataSections, type MemberDataSection } from '../../content/member-data';
import type { Executor } from '../../db/client';
import { writeTarGz, type TarEntry, type TarStreamEntry } from '../../lib/tar-archive';
import { uploadFileNames, type PhotoStorage } from '../uploads/photo-storage';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** One section as it goes into the archive. */
interface SectionPart {
  section: MemberDataSection;
  items: unknown[];
}

/** What an archive holds (for the README and the log). */
export interface ArchiveSummary {
  sections: { name: string; count: number }[];
  photos: number;
  /** Photos of the member whose file was not on disk (left out, named in the README). */
  missingPhotos: string[];
}

/** `2025-01-14 18:05 UTC`. */
function utcText(instant: Date): string {
  return `${instant.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The README of an archive: when it was made, for whom, and what each file is. */
export function buildReadme(input: {
  username: string;
  madeAt: Date;
  parts: SectionPart[];
  photos: number;
  missingPhotos: string[];
}): string {
  const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;
  const lines = [
    'Magic Community: your data',
    '',
    `Made for @${input.username} on ${utcText(input.madeAt)}.`,
    '',
    'This archive holds what you shared on Magic Community and what the site keeps about your',
    "account. Each .json file is UTF-8 JSON: an object with the section's name, what it holds,",
    'when it was made, and "items", one entry per thing, oldest first. Times are ISO 8601 in UTC.',
    'Photos are named by the ids the JSON files give them.',
    '',
    'Files',
    '',
    'README.txt',
    '  This file.',
    ...input.parts.flatMap(({ section, items }) => [
      `${section.name}.json`,
      `  ${section.description} (${plural(items.length, 'item')})`,
    ]),
    'photos/<id>.webp',
    `  The photos you uploaded, as the site keeps them (WebP, without location data). (${plural(input.photos, 'photo')})`,
  ];
  if (input.missingPhotos.length > 0) {
    lines.push(
      '',
      `${plural(input.missingPhotos.length, 'photo')} could not be found on the server and are not included:`,
      ...input.missingPhotos.map((id) => `  ${id}`),
    );
  }
  lines.push(
    '',
    "Left out on purpose: other members' private content (only what you wrote, and the messages",
    'of your own conversations, are here), passwords, sign-in tokens and second-factor secrets.',
    '',
    `The archive can be downloaded for ${DATA_EXPORT_EXPIRY_DAYS} days after it was made; then it is deleted.`,
    '',
  );
  return lines.join('\n');
}

/**
 * Reads every registered member data section of `memberId` through `db` (one transaction, so
 * one moment of the data) and writes the archive to `file`: README.txt, `<section>.json` per
 * section, and `photos/<id>.webp` for each of the member's photos the sections name (a photo
 * whose file is missing is left out and named in the README). Streamed: photos are copied a
 * piece at a time. On failure the file is removed.
 */
export async function writeMemberArchive(
  db: Executor,
  input: { memberId: string; username: string; photos: PhotoStorage; file: string; madeAt: Date },
): Promise<ArchiveSummary & { bytes: number }> {
  const parts: SectionPart[] = [];
  const photoIds = new Set<string>();
  for (const section of memberDataSections()) {
    const data = await section.exportFor(db, input.memberId);
    parts.push({ section, items: data.items });
    for (const id of data.photoIds ?? []) if (UUID.test(id)) photoIds.add(id);
  }
  const photos: { id: string; name: string; size: number }[] = [];
  const missingPhotos: string[] = [];
  for (const id of [...photoIds].sort()) {
    const name = uploadFileNames(id).large;
    const size = await input.photos.size(name);
    if (size === null) missingPhotos.push(id);
    else photos.push({ id, name, size });
  }
  const madeAt = input.madeAt.toISOString();
  const entries: (TarEntry | TarStreamEntry)[] = [
    {
      name: 'README.txt',
      content: buildReadme({
        username: input.username,
        madeAt: input.madeAt,
        parts,
        photos: photos.length,
        missingPhotos,
      }),
    },
    ...parts.map(({ section, items }) => ({
      name: `${section.name}.json`,
      content: `${JSON.stringify(
        { section: section.name, description: section.description, madeAt, items },
        null,
        2,
      )}\n`,
    })),
    ...photos.map(({ id, name, size }): TarStreamEntry => ({
      name: `photos/${id}.webp`,
      size,
      chunks: streamPhoto(input.photos, name),
    })),
  ];
  const { bytes } = await writeTarGz(input.file, entries);
  return {
    bytes,
    sections: parts.map(({ section, items }) => ({ name: section.name, count: items.length })),
    photos: photos.length,
    missingPhotos,
  };
}

/** A stored photo's bytes, opened only when the archive reaches it. */
async function* streamPhoto(photos: PhotoStorage, name: string): AsyncIterable<Buffer> {
  const photo = await photos.open(name);
  if (!photo) throw new Error(`${name} was removed while the archive was written`);
  try {
    for await (const chunk of photo.stream) yield chunk as Buffer;
  } finally {
    photo.stream.destroy();
  }
}
