import type { ReportItemKind } from '../../common/features/moderation/reports.contract';
import type { Executor } from '../db/client';
import type { ContentKind } from './content-kind';

/**
 * The content kinds the app knows (issue 27): filled once where the app is built
 * (`server/content-kinds.ts`), read by moderation, reports and everything else that handles
 * "an item of some kind". Imports no feature.
 */
const kinds = new Map<ReportItemKind, ContentKind>();

/** Adds a kind; registering the same object again is a no-op, another one under its name is a bug. */
export function registerContentKind(kind: ContentKind): void {
  const known = kinds.get(kind.name);
  if (known && known !== kind) throw new Error(`Content kind "${kind.name}" is registered twice`);
  kinds.set(kind.name, kind);
}

/** The kind registered under `name`. @throws Error when none is (a wiring bug, never input). */
export function contentKind(name: ReportItemKind): ContentKind {
  const kind = kinds.get(name);
  if (!kind) throw new Error(`Content kind "${name}" is not registered`);
  return kind;
}

/** Every registered kind, in registration order. */
export function contentKinds(): ContentKind[] {
  return [...kinds.values()];
}

/**
 * Takes a deleted member's part out of every content kind (each kind's own `withdrawMember`, in
 * the caller's transaction): their items soft-deleted, their answers and votes withdrawn.
 * Resolves to how many items of each kind went, by kind name.
 */
export async function withdrawMemberContent(
  tx: Executor,
  memberId: string,
  now: Date,
): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  for (const kind of kinds.values()) {
    if (kind.withdrawMember) removed[kind.name] = await kind.withdrawMember(tx, memberId, now);
  }
  return removed;
}
