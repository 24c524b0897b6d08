import { createTransactionHooks } from '../../lib/transaction-hooks';

/** A block made or lifted between two members, inside the transaction that wrote it. */
export interface BlockChange {
  blockerId: string;
  blockedId: string;
  blocked: boolean;
}

/**
 * What other features do when a block changes, in its transaction (a conversation turning
 * read-only): they add their hook here, so blocks imports none of them.
 */
export const blockChangeHooks = createTransactionHooks<BlockChange>();
