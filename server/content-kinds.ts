import type { ContentKind } from './content/content-kind';
import { registerContentKind } from './content/content-registry';

/**
 * Registers every feature's content kinds (issue 27). Each feature declares its own in its folder
 * (`posts.kind.ts`, …); this is the one place that lists them. Idempotent: `buildApp` calls it,
 * and tests that use the registry without the app.
 */
export function registerContentKinds(): void {
  const kinds: ContentKind[] = [];
  for (const kind of kinds) registerContentKind(kind);
}
