/**
 * What `npm run backup` and `npm run restore` say on PostgreSQL (`DATABASE_URL` set): the
 * server's own tools do it better than the app could, and the photos are plain files.
 */
export function postgresBackupGuidance(dataDir: string): string {
  return [
    'DATABASE_URL is set: the database is on a PostgreSQL server, so back it up with PostgreSQL’s own tools.',
    'Database (custom format, compressed; safe while the app runs):',
    '  pg_dump -Fc --no-owner -f magic-community.dump "$DATABASE_URL"',
    `Photos (written once, never changed; copy them after the dump):`,
    `  tar -czf magic-community-uploads.tar.gz -C ${dataDir} uploads`,
  ].join('\n');
}

export function postgresRestoreGuidance(dataDir: string): string {
  return [
    'DATABASE_URL is set: restore a PostgreSQL dump with PostgreSQL’s own tools, into an empty database:',
    '  pg_restore --no-owner -d "$DATABASE_URL" magic-community.dump',
    `  tar -xzf magic-community-uploads.tar.gz -C ${dataDir}`,
    'Then start the app on it; newer migrations apply at start-up.',
  ].join('\n');
}
