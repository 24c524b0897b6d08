import { createLiveSource } from '../../lib/live-cache';

/** Told of every change of a tip (written, edited, deleted, voted on) once it has committed. */
export const tipChanges = createLiveSource();

/** A tip changed: what is kept in memory from the tips (the guide's top tips) is read again. */
export function invalidateTopTips(): void {
  tipChanges.changed();
}
