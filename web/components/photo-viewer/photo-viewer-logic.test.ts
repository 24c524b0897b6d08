import { describe, expect, it } from 'vitest';
import { altOf, counterText, moveOfKey, moveOfSwipe, stepIndex } from './photo-viewer-logic';

describe('photo viewer logic', () => {
  it('maps arrow keys, Home and End to moves, and nothing else', () => {
    expect(moveOfKey('ArrowLeft')).toBe('previous');
    expect(moveOfKey('ArrowRight')).toBe('next');
    expect(moveOfKey('Home')).toBe('first');
    expect(moveOfKey('End')).toBe('last');
    expect(moveOfKey('Escape')).toBeNull();
    expect(moveOfKey('a')).toBeNull();
  });

  it('steps between photos and stops at either end', () => {
    expect(stepIndex(0, 4, 'next')).toBe(1);
    expect(stepIndex(3, 4, 'next')).toBe(3);
    expect(stepIndex(0, 4, 'previous')).toBe(0);
    expect(stepIndex(2, 4, 'previous')).toBe(1);
    expect(stepIndex(2, 4, 'first')).toBe(0);
    expect(stepIndex(0, 4, 'last')).toBe(3);
    expect(stepIndex(0, 0, 'next')).toBe(0);
  });

  it('reads a swipe left as next and right as previous; short or vertical drags are none', () => {
    expect(moveOfSwipe(-80, 10)).toBe('next');
    expect(moveOfSwipe(80, -5)).toBe('previous');
    expect(moveOfSwipe(-20, 0)).toBeNull();
    expect(moveOfSwipe(-60, 80)).toBeNull();
  });

  it('counts from one and falls back to the label without a description', () => {
    expect(counterText(1, 4)).toBe('2 of 4');
    expect(altOf({ alt: 'Castle at night', label: 'Photo 1 of 1 by rita' })).toBe(
      'Castle at night',
    );
    expect(altOf({ alt: null, label: 'Photo 1 of 1 by rita' })).toBe('Photo 1 of 1 by rita');
  });
});
