import { createTransactionHooks } from '../../lib/transaction-hooks';

/** A member who left a private group or was removed from a group, in that transaction. */
export interface GroupDeparture {
  groupId: string;
  userId: string;
  now: Date;
}

/**
 * What other features do when a member leaves a private group or is removed (their answers to
 * the group's events are withdrawn): they add their hook here, so groups imports none of them.
 */
export const groupDepartureHooks = createTransactionHooks<GroupDeparture>();
