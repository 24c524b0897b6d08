import { z } from 'zod';

/** A member's standing with the team: `admin` (`profiles.is_admin`), `moderator` or `member`. */
export const staffRoleSchema = z.enum(['member', 'moderator', 'admin']);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** Whether the role works the review queue and acts on content (moderators and admins). */
export function isStaffRole(role: StaffRole | null | undefined): boolean {
  return role === 'moderator' || role === 'admin';
}
