import { z } from 'zod';

/** A member's own profile as the app shell reads it (spec §3 `profiles`). */
export const ownProfileSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  bio: z.string().nullable(),
  is_admin: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;
