import { grantAdminCommand } from './features/admin/admin-users.grant-command';
import { backupRequest } from './features/backup/backup-request';
import { commandRequest } from './features/data-folder/command-request';
import type { RequestHandler } from './features/data-folder/data-folder-owner';
import { demoSeedCommand } from './db/seed/demo-command';

/**
 * Everything the server that owns an embedded data folder does for the command-line tools on
 * its socket, a fixed list: `npm run backup`, `npm run admin:grant`, `npm run seed:demo`. A
 * request names one of these; nothing else runs. (`restore` and `seed:scale` refuse while a
 * server owns the folder instead.)
 */
export const dataFolderRequests: readonly RequestHandler[] = [
  backupRequest,
  commandRequest(grantAdminCommand),
  commandRequest(demoSeedCommand),
];
