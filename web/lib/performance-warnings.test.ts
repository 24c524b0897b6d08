import { describe, expect, it } from 'vitest';
import {
  PERFORMANCE_MOBILE_CAPTURE_DELAY_MS,
  PERFORMANCE_WARNING_LAYOUT_SHIFT,
} from '../../common/limits';
import {
  watchPerformance,
  type PerformanceSources,
  type PerformanceWarningData,
} from './performance-warnings';

type Report = (metric: { value: number }) => void;

/** A page load whose figures the test sets, with web-vitals' reporters and a clock to drive. */
function pageLoad({
  isMobile,
  domLoadedMs = 800,
  memoryMb = 20 as number | null,
}: {
  isMobile: boolean;
  domLoadedMs?: number | null;
  memoryMb?: number | null;
}) {
  const reporters: Record<'firstByte' | 'largestPaint' | 'layoutShift', Report[]> = {
    firstByte: [],
    largestPaint: [],
    layoutShift: [],
  };
  const optionsSeen: { reportAllChanges: boolean }[] = [];
  const onLoad: (() => void)[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const warnings: { message: string; data: PerformanceWarningData }[] = [];
  const reporter =
    (name: keyof typeof reporters): PerformanceSources['onFirstByte'] =>
    (report, options) => {
      reporters[name].push(report);
      optionsSeen.push(options);
    };
  watchPerformance({
    onFirstByte: reporter('firstByte'),
    onLargestPaint: reporter('largestPaint'),
    onLayoutShift: reporter('layoutShift'),
    domLoadedMs: () => domLoadedMs,
    memoryMb: () => memoryMb,
    isMobile,
    whenLoaded: (callback) => onLoad.push(callback),
    wait: (callback, ms) => timers.push({ callback, ms }),
    warn: (message, data) => warnings.push({ message, data }),
  });
  return {
    report: (name: keyof typeof reporters, value: number) =>
      reporters[name].forEach((report) => report({ value })),
    load: () => onLoad.forEach((callback) => callback()),
    timers,
    warnings,
    optionsSeen,
  };
}

describe('watchPerformance (spec §9 performance warnings)', () => {
  it('on a desktop, warns for each figure above its threshold, with value and threshold', () => {
    const page = pageLoad({ isMobile: false, domLoadedMs: 3400, memoryMb: 61.27 });
    page.report('firstByte', 1250.4);
    page.report('largestPaint', 2600);
    page.report('layoutShift', 0.15);
    page.load();
    expect(page.warnings.map((warning) => warning.data)).toEqual([
      { metric: 'firstByte', value: 1250, threshold: 1000, unit: 'ms', isMobile: false },
      { metric: 'largestPaint', value: 2600, threshold: 2500, unit: 'ms', isMobile: false },
      { metric: 'layoutShift', value: 0.15, threshold: 0.1, unit: 'score', isMobile: false },
      { metric: 'domLoaded', value: 3400, threshold: 3000, unit: 'ms', isMobile: false },
      { metric: 'memory', value: 61.3, threshold: 50, unit: 'MB', isMobile: false },
    ]);
    expect(page.warnings[0]!.message).toBe('Slow page: first byte 1.25 s, above 1 s');
    expect(page.warnings[3]!.message).toBe('Slow page: DOM loaded 3.4 s, above 3 s');
    expect(page.warnings[4]!.message).toBe('Slow page: memory 61.3 MB, above 50 MB');
    expect(page.optionsSeen.every((options) => options.reportAllChanges)).toBe(true);
  });

  it('says nothing for figures at or below the thresholds', () => {
    const page = pageLoad({ isMobile: false, domLoadedMs: 3000, memoryMb: 50 });
    page.report('firstByte', 1000);
    page.report('largestPaint', 2500);
    page.report('layoutShift', PERFORMANCE_WARNING_LAYOUT_SHIFT);
    page.load();
    expect(page.warnings).toEqual([]);
  });

  it('warns once per metric per page load, however often the figure grows', () => {
    const page = pageLoad({ isMobile: false });
    page.report('layoutShift', 0.12);
    page.report('layoutShift', 0.3);
    page.report('largestPaint', 2600);
    page.report('largestPaint', 4000);
    page.load();
    expect(page.warnings.map((warning) => [warning.data.metric, warning.data.value])).toEqual([
      ['layoutShift', 0.12],
      ['largestPaint', 2600],
    ]);
  });

  it('on mobile, captures the figures 2 s after load, then judges later changes as they come', () => {
    const page = pageLoad({ isMobile: true, domLoadedMs: 3500 });
    page.report('firstByte', 1500);
    page.report('layoutShift', 0.05);
    page.load();
    expect(page.warnings).toEqual([]);
    expect(page.timers.map((timer) => timer.ms)).toEqual([PERFORMANCE_MOBILE_CAPTURE_DELAY_MS]);
    page.report('layoutShift', 0.2);
    expect(page.warnings).toEqual([]);
    page.timers[0]!.callback();
    expect(page.warnings.map((warning) => warning.data)).toEqual([
      { metric: 'firstByte', value: 1500, threshold: 1000, unit: 'ms', isMobile: true },
      { metric: 'layoutShift', value: 0.2, threshold: 0.1, unit: 'score', isMobile: true },
      { metric: 'domLoaded', value: 3500, threshold: 3000, unit: 'ms', isMobile: true },
    ]);
    page.report('largestPaint', 2700);
    expect(page.warnings.at(-1)!.data).toMatchObject({ metric: 'largestPaint', value: 2700 });
  });

  it('leaves out what the browser cannot measure (no performance.memory outside Chromium)', () => {
    const page = pageLoad({ isMobile: false, domLoadedMs: null, memoryMb: null });
    page.load();
    expect(page.warnings).toEqual([]);
  });
});
