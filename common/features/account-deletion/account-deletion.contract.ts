import { z } from 'zod';

/**
 * "Delete my account" (issue 27): `POST /api/me/account-deletion` closes the signed-in member's
 * account (re-authenticated: their password, or an `aal2` session when they have a verified
 * second factor), `GET` reads the pending closure, `DELETE` cancels it during the grace period.
 */
export const accountDeletionInputSchema = z.object({
  /** The member's current password; may be left out by a member signed in with a second factor. */
  password: z.string().max(1000).optional(),
});
export type AccountDeletionInput = z.infer<typeof accountDeletionInputSchema>;

/** A pending closure: when the member asked and when the account will be erased. */
export const accountDeletionSchema = z.object({
  requestedAt: z.string(),
  eraseAt: z.string(),
});
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;
