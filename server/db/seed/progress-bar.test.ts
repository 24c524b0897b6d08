import { describe, expect, it } from 'vitest';
import { createProgressBar, renderProgressLine } from './progress-bar';

function fakeStream(isTTY: boolean) {
  const writes: string[] = [];
  return { writes, stream: { isTTY, write: (text: string) => writes.push(text) } };
}

describe('renderProgressLine', () => {
  it('shows a bar, the percentage, the counts and the rate', () => {
    const line = renderProgressLine('seeding', 2500, 10_000, 2);
    expect(line).toBe('seeding [########......................]  25%  2,500/10,000  1,250 rows/s');
    expect(renderProgressLine('x', 10, 10, 1)).toContain(`[${'#'.repeat(30)}] 100%`);
    expect(renderProgressLine('x', 0, 0, 0)).toContain('100%');
  });
});

describe('createProgressBar', () => {
  it('redraws a single line with \\r on a terminal and ends it on finish', () => {
    const { writes, stream } = fakeStream(true);
    const bar = createProgressBar('seeding', 100, stream, 0);
    bar.update(10);
    bar.update(60);
    bar.update(100);
    bar.finish();
    expect(writes.length).toBe(4);
    for (const text of writes) expect(text.startsWith('\r')).toBe(true);
    expect(writes.slice(0, -1).every((text) => !text.includes('\n'))).toBe(true);
    expect(writes.at(-1)?.endsWith('\n')).toBe(true);
    expect(writes.at(-1)).toContain('100/100');
    expect(writes[1]).toContain(' 60%  60/100');
  });

  it('throttles redraws', () => {
    const { writes, stream } = fakeStream(true);
    const bar = createProgressBar('seeding', 1000, stream, 60_000);
    for (let done = 1; done <= 1000; done += 1) bar.update(done);
    expect(writes).toHaveLength(1);
  });

  it('prints whole lines at each tenth when not on a terminal', () => {
    const { writes, stream } = fakeStream(false);
    const bar = createProgressBar('seeding', 100, stream, 0);
    for (let done = 1; done <= 100; done += 1) bar.update(done);
    bar.finish();
    expect(writes).toHaveLength(10);
    for (const text of writes) {
      expect(text.includes('\r')).toBe(false);
      expect(text.endsWith('\n')).toBe(true);
    }
    expect(writes.at(-1)).toContain('100/100');
  });
});
