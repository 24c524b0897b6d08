import { describe, expect, it } from 'vitest';
import {
  createMarkers,
  highlightTerms,
  LESS_THAN_STAND_IN,
  markTags,
  searchTerms,
  segmentsFromMarked,
  withEllipses,
} from './search-highlight';

const markers = { start: 'hlstartX', stop: 'hlstopX' };

describe('search highlighting', () => {
  it('makes fresh markers of letters and digits only', () => {
    const first = createMarkers();
    expect(first.start).toMatch(/^[a-z0-9]+$/);
    expect(first.stop).toMatch(/^[a-z0-9]+$/);
    expect(createMarkers().start).not.toBe(first.start);
  });

  it('splits marked text into plain segments and restores `<`', () => {
    const marked = `${LESS_THAN_STAND_IN}b>hlstartXFireworkshlstopX${LESS_THAN_STAND_IN}/b> at hlstartXnighthlstopX`;
    expect(segmentsFromMarked(marked, markers)).toEqual([
      { text: '<b>', isMatch: false },
      { text: 'Fireworks', isMatch: true },
      { text: '</b> at ', isMatch: false },
      { text: 'night', isMatch: true },
    ]);
    expect(segmentsFromMarked('no match here', markers)).toEqual([
      { text: 'no match here', isMatch: false },
    ]);
  });

  it('adds ellipses only where the passage is cut', () => {
    const body = 'one two three four five';
    const middle = [{ text: 'three', isMatch: true }];
    expect(withEllipses(middle, body)).toEqual([
      { text: '… ', isMatch: false },
      { text: 'three', isMatch: true },
      { text: ' …', isMatch: false },
    ]);
    const whole = [{ text: body, isMatch: false }];
    expect(withEllipses(whole, body)).toEqual(whole);
    const start = [{ text: 'one two', isMatch: false }];
    expect(withEllipses(start, body)).toEqual([{ text: 'one two …', isMatch: false }]);
  });

  it('marks search words in names, ignoring case, longest first', () => {
    expect(searchTerms('  Mickey, mick MICKEY ')).toEqual(['mickey', 'mick']);
    expect(highlightTerms('MickeyMouse_fan', ['mick', 'mickey'])).toEqual([
      { text: 'Mickey', isMatch: true },
      { text: 'Mouse_fan', isMatch: false },
    ]);
    expect(highlightTerms('a.b*c', ['.b*'])).toEqual([
      { text: 'a', isMatch: false },
      { text: '.b*', isMatch: true },
      { text: 'c', isMatch: false },
    ]);
    expect(highlightTerms('', ['x'])).toEqual([]);
    expect(highlightTerms('goofy', [])).toEqual([{ text: 'goofy', isMatch: false }]);
  });

  it('marks the tags holding a matched word', () => {
    expect(markTags(['rope_drop', 'snacks'], 'hlstartXropehlstopX_drop snacks', markers)).toEqual([
      { tag: 'rope_drop', isMatch: true },
      { tag: 'snacks', isMatch: false },
    ]);
    expect(markTags(['a', 'b'], 'unexpected', markers)).toEqual([
      { tag: 'a', isMatch: false },
      { tag: 'b', isMatch: false },
    ]);
  });
});
