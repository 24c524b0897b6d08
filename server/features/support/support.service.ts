import type { z } from 'zod';
import type {
  SupportMessageCreated,
  supportMessageInputSchema,
} from '../../../common/features/support/support.contract';
import type { Database } from '../../db/client';
import { insertSupportMessage } from './support.repository';

/** A short, human-friendly reference for a support message, derived from its id. */
export function supportReference(id: string): string {
  return `SUP-${id.replaceAll('-', '').slice(0, 8).toUpperCase()}`;
}

/** Stores a contact-form message for the team. */
export async function submitSupportMessage(
  db: Database,
  input: z.output<typeof supportMessageInputSchema>,
  userId: string | null,
): Promise<SupportMessageCreated> {
  const row = await insertSupportMessage(db, { ...input, userId });
  return {
    id: row.id,
    reference: supportReference(row.id),
    created_at: row.createdAt.toISOString(),
  };
}
