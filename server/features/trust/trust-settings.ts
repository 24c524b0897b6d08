import { inArray } from 'drizzle-orm';
import {
  DEFAULT_TRUST_SETTINGS,
  TRUST_SETTING_KEYS,
  type TrustSettings,
} from '../../../common/features/trust/trust-texts';
import type { Executor } from '../../db/client';
import { moderationSettings } from '../../db/schema';

/** How long settings read from the table are reused before they are read again. */
export const TRUST_SETTINGS_CACHE_MS = 60_000;

let cached: { settings: TrustSettings; readAt: number } | null = null;

/**
 * The trust settings from `moderation_settings` (a missing row keeps its default), kept in
 * memory for {@link TRUST_SETTINGS_CACHE_MS}: a change of a row takes effect in every process
 * within a minute, or at once in this one after {@link refreshTrustSettings}.
 */
export async function loadTrustSettings(db: Executor, now = Date.now()): Promise<TrustSettings> {
  if (cached && now - cached.readAt < TRUST_SETTINGS_CACHE_MS) return cached.settings;
  const names = Object.entries(TRUST_SETTING_KEYS) as [keyof TrustSettings, string][];
  const rows = await db
    .select({ key: moderationSettings.key, value: moderationSettings.value })
    .from(moderationSettings)
    .where(
      inArray(
        moderationSettings.key,
        names.map(([, key]) => key),
      ),
    );
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  const settings = { ...DEFAULT_TRUST_SETTINGS };
  for (const [name, key] of names) {
    const value = byKey.get(key);
    if (value !== undefined && value >= 0) settings[name] = value;
  }
  cached = { settings, readAt: now };
  return settings;
}

/** Forgets the cached settings: the next read takes them from the table (after a change, tests). */
export function refreshTrustSettings(): void {
  cached = null;
}
