import { formatCount } from './seed-format';

/** Where a progress bar draws: stderr, or anything with `write` (tests). */
export interface ProgressStream {
  write(text: string): unknown;
  isTTY?: boolean;
}

export interface ProgressBar {
  /** Sets how many of `total` are done; redraws at most every `intervalMs`. */
  update(done: number): void;
  /** Draws the final state and ends the line. */
  finish(): void;
}

const WIDTH = 30;

/** One line of the bar, e.g. `profiles [#########.....]  64%  6,400/10,000  12,300 rows/s`. */
export function renderProgressLine(label: string, done: number, total: number, seconds: number) {
  const ratio = total > 0 ? Math.min(1, done / total) : 1;
  const filled = Math.round(ratio * WIDTH);
  const rate = seconds > 0 ? done / seconds : 0;
  return (
    `${label} [${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ` +
    `${String(Math.floor(ratio * 100)).padStart(3)}%  ${formatCount(done)}/${formatCount(total)}` +
    `  ${formatCount(rate)} rows/s`
  );
}

/**
 * A hand-drawn progress bar. On a terminal it redraws one line in place with `\r`; when the
 * stream is a file or a pipe it prints a line at every tenth instead, so logs stay readable.
 */
export function createProgressBar(
  label: string,
  total: number,
  stream: ProgressStream = process.stderr,
  intervalMs = 100,
): ProgressBar {
  const startedAt = performance.now();
  let lastDrawAt = -Infinity;
  let lastTenth = 0;
  let done = 0;
  let previousLength = 0;
  const seconds = () => (performance.now() - startedAt) / 1000;

  const draw = (final: boolean) => {
    const line = renderProgressLine(label, done, total, seconds());
    if (stream.isTTY) {
      stream.write(`\r${line.padEnd(previousLength)}${final ? '\n' : ''}`);
      previousLength = line.length;
      return;
    }
    const tenth = total > 0 ? Math.floor((done / total) * 10) : 10;
    if (final || tenth > lastTenth) {
      lastTenth = tenth;
      stream.write(`${line}\n`);
    }
  };

  return {
    update(value) {
      done = value;
      const now = performance.now();
      if (now - lastDrawAt < intervalMs) return;
      lastDrawAt = now;
      draw(false);
    },
    finish() {
      if (!stream.isTTY && lastTenth >= 10) return;
      draw(true);
    },
  };
}
