import { describe, expect, it } from 'vitest';
import {
  admitsNewConversation,
  canDeleteMessage,
  canSendIn,
  isNewAccount,
} from './messages.policy';

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

  it('counts accounts younger than 24 hours as new', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(isNewAccount(new Date('2026-11-25T12:00:01Z'), now)).toBe(true);
    expect(isNewAccount(new Date('2026-11-25T12:00:00Z'), now)).toBe(false);
  });
});
