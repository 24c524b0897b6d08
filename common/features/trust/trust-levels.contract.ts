import { z } from 'zod';

/**
 * The trust levels of members, lowest first (Discourse's 0–3): `new` accounts, `basic` ones past
 * their first day, `member`s who keep coming back and reading, `regular`s who do so a lot and
 * have not been moderated lately. Staff see them on `/admin/users` and may set one by hand.
 */
export const trustLevels = ['new', 'basic', 'member', 'regular'] as const;
export const trustLevelSchema = z.enum(trustLevels, {
  message: `The trust level must be one of: ${trustLevels.join(', ')}`,
});
export type TrustLevel = z.infer<typeof trustLevelSchema>;

/** The words staff read for each level. */
export const trustLevelLabels: Record<TrustLevel, string> = {
  new: 'New',
  basic: 'Basic',
  member: 'Member',
  regular: 'Regular',
};

/** A member's trust level as staff see it: whether staff set it by hand (then it stays). */
export const memberTrustSchema = z.object({
  level: trustLevelSchema,
  /** Set by staff: the signals no longer move it until staff clear it. */
  isLocked: z.boolean(),
});
export type MemberTrust = z.infer<typeof memberTrustSchema>;

/** `PUT /api/admin/users/{id}/trust-level`: a level to keep, or null to compute it again. */
export const setTrustLevelInputSchema = z
  .object({
    level: trustLevelSchema
      .nullable()
      .describe('The level to keep the member at; null: computed from their signals again'),
  })
  .strict();
export type SetTrustLevelInput = z.infer<typeof setTrustLevelInputSchema>;
