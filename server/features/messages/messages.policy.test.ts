import { describe, expect, it } from 'vitest';
import { admitsNewConversation, canDeleteMessage, canSendIn } from './messages.policy';

describe('messages policy', () => {
  it("admits a new conversation by the recipient's setting", () => {
    expect(admitsNewConversation('everyone', false)).toBe(true);
    expect(admitsNewConversation('following', true)).toBe(true);
    expect(admitsNewConversation('following', false)).toBe(false);
    expect(admitsNewConversation('nobody', true)).toBe(false);
  });

  it('takes messages only while every other participant stands', () => {
    expect(canSendIn([{ isActive: true }])).toBe(true);
    expect(canSendIn([{ isActive: true }, { isActive: false }])).toBe(false);
    expect(canSendIn([])).toBe(false);
  });

  it('is read-only while a block stands between the viewer and another participant', () => {
    expect(canSendIn([{ isActive: true, isBlocked: false }])).toBe(true);
    expect(canSendIn([{ isActive: true, isBlocked: true }])).toBe(false);
  });

  it('lets only the sender delete a message', () => {
    expect(canDeleteMessage('a', { senderId: 'a' })).toBe(true);
    expect(canDeleteMessage('b', { senderId: 'a' })).toBe(false);
  });
});
