import { z } from 'zod';
import { staffRoleSchema } from '../../../common/features/moderation/staff-role.contract';
import type { DataFolderCommand } from '../data-folder/data-folder-command';
import { GrantAdminError, grantAdmin } from './admin-users.grant';

/** `npm run admin:grant -- EMAIL` as a data folder command (see {@link grantAdmin}). */
export const grantAdminCommand: DataFolderCommand<
  { email: string },
  { id: string; username: string; before: z.infer<typeof staffRoleSchema> }
> = {
  name: 'admin:grant',
  args: z.object({ email: z.string().max(320) }),
  result: z.object({ id: z.string(), username: z.string(), before: staffRoleSchema }),
  run: (target, { email }) => grantAdmin(target.db, email),
  isOperatorError: (err) => err instanceof GrantAdminError,
};
