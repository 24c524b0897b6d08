import type { Database } from '../../db/client';
import { supportMessages } from '../../db/schema';

export async function insertSupportMessage(
  db: Database,
  values: typeof supportMessages.$inferInsert,
) {
  const [row] = await db
    .insert(supportMessages)
    .values(values)
    .returning({ id: supportMessages.id, createdAt: supportMessages.createdAt });
  if (!row) throw new Error('support message insert returned no row');
  return row;
}
