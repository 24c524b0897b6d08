import type { Executor } from '../db/client';

/**
 * A member's data rights (issue 27): each feature declares what it holds of one member as a
 * *member data section* (`posts.member-data.ts`, `follows.member-data.ts`, …), registered where the
 * app is built (`server/member-data-sections.ts`). "Download my data" writes one file per section;
 * account erasure asks every section to erase. Sections cover more than content kinds (follows,
 * blocks, sign-in history…), so they are a registry of their own beside the content kinds.
 */
export interface MemberDataSection {
  /** The section's name: its file in the archive is `<name>.json`; lowercase and hyphens. */
  name: string;
  /** One line for the archive's README: what the file holds. */
  description: string;
  /**
   * Everything of this section that belongs to the member (what they wrote, and for messages
   * what they received), as plain JSON values, oldest first; never another member's private
   * data beyond what the member was part of, never secrets (password hashes, factor secrets,
   * tokens).
   */
  exportFor(db: Executor, memberId: string): Promise<MemberDataExport>;
}

/** One section's part of the archive. */
export interface MemberDataExport {
  items: unknown[];
  /** Upload ids of the member's own photos in this section (their originals go in the archive). */
  photoIds?: string[];
}

const sections = new Map<string, MemberDataSection>();

/** Adds a section; the same object again is a no-op, another under its name is a bug. */
export function registerMemberDataSection(section: MemberDataSection): void {
  if (!/^[a-z][a-z-]*$/.test(section.name)) {
    throw new Error(
      `Member data section name "${section.name}" must be lowercase words and hyphens`,
    );
  }
  const known = sections.get(section.name);
  if (known && known !== section) {
    throw new Error(`Member data section "${section.name}" is registered twice`);
  }
  sections.set(section.name, section);
}

/** Every registered section, by name. */
export function memberDataSections(): MemberDataSection[] {
  return [...sections.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Rows by a key, each list in the rows' order: how a section nests photos under their post or
 * items under their category after reading each level in one statement.
 */
export function groupRows<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
