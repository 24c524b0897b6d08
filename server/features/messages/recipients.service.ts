import { PROFILE_NOT_FOUND_MESSAGE } from '../../../common/features/profiles/profiles.contract';
import {
  MESSAGES_NOT_ACCEPTED_MESSAGE,
  MESSAGE_TO_SELF_MESSAGE,
} from '../../../common/features/messages/messages.contract';
import { CANNOT_MESSAGE_BLOCKED_MESSAGE } from '../../../common/features/blocks/block-texts';
import type { Executor } from '../../db/client';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/cursor';
import { isBlockedBetween } from '../blocks/blocks.repository';
import { isHiddenFrom } from '../../content/hidden-items.sql';
import { findPairConversationId } from './conversations.repository';
import { admitsNewConversation } from './messages.policy';
import { findRecipientFacts } from './recipients.repository';

/** Who a first message goes to, once the sender may write to them. */
export interface CheckedRecipient {
  /** Their existing two-person conversation, if any (always open to both). */
  conversationId: string | null;
}

/**
 * Checks that `senderId` may write to `recipientId`: not themselves, a member whose account
 * stands, no block between them (either way; not even into an existing conversation), whose
 * message setting admits the sender unless the two already share a conversation.
 * @throws AppError 422 for yourself, 404 'Profile not found' for an unknown, suspended or deleted
 *   member or one whose profile moderation hid from the sender, 403 across a block (the same text from either side) or when their setting does not
 *   admit you.
 */
export async function checkRecipient(
  db: Executor,
  senderId: string,
  recipientId: string,
  now: Date,
): Promise<CheckedRecipient> {
  if (recipientId === senderId) throw new AppError('unprocessable', MESSAGE_TO_SELF_MESSAGE);
  const facts = isUuid(recipientId)
    ? await findRecipientFacts(db, senderId, recipientId, now)
    : null;
  if (!facts?.isActive) throw notFound(PROFILE_NOT_FOUND_MESSAGE);
  // Issue 26: a member whose profile moderation hid is not found, as by id (its own rule).
  if (await isHiddenFrom(db, 'profile', recipientId, recipientId, senderId)) {
    throw notFound(PROFILE_NOT_FOUND_MESSAGE);
  }
  if (await isBlockedBetween(db, senderId, recipientId)) {
    throw forbidden(CANNOT_MESSAGE_BLOCKED_MESSAGE);
  }
  const conversationId = await findPairConversationId(db, senderId, recipientId);
  if (!conversationId && !admitsNewConversation(facts.privacy, facts.followsSender)) {
    throw forbidden(MESSAGES_NOT_ACCEPTED_MESSAGE);
  }
  return { conversationId };
}

/**
 * Whether `viewerId` may write to `memberId` ('Message' on their profile): a signed-in member,
 * not themselves, whom the checks of {@link checkRecipient} let through. False for visitors.
 */
export async function canMessageMember(
  db: Executor,
  viewerId: string | null,
  memberId: string,
  now: Date,
): Promise<boolean> {
  if (!viewerId || viewerId === memberId) return false;
  try {
    await checkRecipient(db, viewerId, memberId, now);
    return true;
  } catch (err) {
    if (err instanceof AppError) return false;
    throw err;
  }
}
