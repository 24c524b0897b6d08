import { describe, expect, it } from 'vitest';
import {
  conversationByIdPath,
  conversationPath,
  parseMessagesSelection,
} from './conversation-path';

const parse = (query: string) => parseMessagesSelection(new URLSearchParams(query));

describe('conversation paths', () => {
  it('opens a member’s conversation by member id and another by conversation id', () => {
    expect(conversationPath('a b')).toBe('/messages?user=a%20b');
    expect(conversationByIdPath('c1')).toBe('/messages?conversation=c1');
  });

  it('reads the selection from the query, ?user first, lower-cased', () => {
    expect(parse('')).toBeNull();
    expect(parse('user=%20ABC%20')).toEqual({ kind: 'member', memberId: 'abc' });
    expect(parse('conversation=DEF')).toEqual({ kind: 'conversation', conversationId: 'def' });
    expect(parse('user=abc&conversation=def')).toEqual({ kind: 'member', memberId: 'abc' });
    expect(parse('user=&conversation=%20')).toBeNull();
  });
});
