import { describe, expect, it } from 'vitest';
import { nextLabelLevel } from './label-fit';

describe('nextLabelLevel', () => {
  it('keeps every label while the row holds its content', () => {
    expect(nextLabelLevel({ level: 3, available: 1280, content: 1280, neededWidths: [] })).toEqual({
      level: 3,
      neededWidths: [],
    });
  });

  it('drops one level at a time while the row overflows, remembering what each needed', () => {
    const first = nextLabelLevel({ level: 2, available: 1280, content: 1378, neededWidths: [] });
    expect(first).toEqual({ level: 1, neededWidths: [undefined, undefined, 1378] });
    const second = nextLabelLevel({ ...first, available: 1100, content: 1278 });
    expect(second.level).toBe(0);
    expect(second.neededWidths[1]).toBe(1278);
    // Icons only and still too wide: nothing less to show.
    expect(nextLabelLevel({ ...second, available: 600, content: 900 }).level).toBe(0);
  });

  it('brings labels back only when the row is as wide as they need', () => {
    const neededWidths = [0, 1278, 1378];
    expect(nextLabelLevel({ level: 0, available: 1277, content: 900, neededWidths }).level).toBe(0);
    expect(nextLabelLevel({ level: 0, available: 1278, content: 900, neededWidths }).level).toBe(1);
    expect(nextLabelLevel({ level: 1, available: 1300, content: 1278, neededWidths }).level).toBe(
      1,
    );
    expect(nextLabelLevel({ level: 1, available: 1378, content: 1278, neededWidths }).level).toBe(
      2,
    );
  });

  it('never shows more than every label', () => {
    expect(
      nextLabelLevel({ level: 2, available: 2000, content: 1300, neededWidths: [0, 1, 1300] })
        .level,
    ).toBe(2);
  });
});
