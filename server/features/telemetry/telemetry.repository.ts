import type { Database } from '../../db/client';
import { clientErrors, clientLogs } from '../../db/schema';

export async function insertClientError(
  db: Database,
  values: typeof clientErrors.$inferInsert,
): Promise<string> {
  const [row] = await db.insert(clientErrors).values(values).returning({ id: clientErrors.id });
  if (!row) throw new Error('client error insert returned no row');
  return row.id;
}

export async function insertClientLog(
  db: Database,
  values: typeof clientLogs.$inferInsert,
): Promise<string> {
  const [row] = await db.insert(clientLogs).values(values).returning({ id: clientLogs.id });
  if (!row) throw new Error('client log insert returned no row');
  return row.id;
}
