import { describe, expect, it } from 'vitest';
import { MESSAGE_TEXT_MAX } from '../../../../common/features/messages/message-limits';
import { isSendKey, sendableText } from './composer-rules';

describe('isSendKey', () => {
  it('sends on Enter, not on Shift+Enter nor while composing', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true, isComposing: false })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false, isComposing: false })).toBe(false);
  });
});

describe('sendableText', () => {
  it('trims, and refuses empty or too long text', () => {
    expect(sendableText('  hello \n')).toBe('hello');
    expect(sendableText('   ')).toBeNull();
    expect(sendableText('a'.repeat(MESSAGE_TEXT_MAX))).toHaveLength(MESSAGE_TEXT_MAX);
    expect(sendableText('a'.repeat(MESSAGE_TEXT_MAX + 1))).toBeNull();
  });
});
