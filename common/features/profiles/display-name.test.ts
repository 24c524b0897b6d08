import { describe, expect, it } from 'vitest';
import { countLabel, displayNameOf, fullNameOf, initialOf } from './display-name';

const rita = { username: 'ropedrop_rita', first_name: 'Rita', last_name: 'Alvarez' };
const anonymous = { username: 'fan42', first_name: null, last_name: ' ' };

describe('display names', () => {
  it('joins first and last name, or falls back to the username', () => {
    expect(fullNameOf(rita)).toBe('Rita Alvarez');
    expect(fullNameOf(anonymous)).toBeNull();
    expect(displayNameOf(anonymous)).toBe('fan42');
    expect(fullNameOf({ ...rita, last_name: null })).toBe('Rita');
  });
  it('takes the initial from the name', () => {
    expect(initialOf(rita)).toBe('R');
    expect(initialOf(anonymous)).toBe('F');
    expect(initialOf({ username: 'x', first_name: 'élodie', last_name: null })).toBe('É');
  });
  it('counts with singular and plural', () => {
    expect(countLabel(1, 'follower', 'followers')).toBe('1 follower');
    expect(countLabel(0, 'follower', 'followers')).toBe('0 followers');
    expect(countLabel(12045, 'post', 'posts')).toBe('12,045 posts');
  });
});
