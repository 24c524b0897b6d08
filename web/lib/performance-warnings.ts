import {
  MOBILE_BREAKPOINT_PX,
  PERFORMANCE_MOBILE_CAPTURE_DELAY_MS,
  PERFORMANCE_WARNING_DOM_LOADED_MS,
  PERFORMANCE_WARNING_FIRST_BYTE_MS,
  PERFORMANCE_WARNING_LARGEST_PAINT_MS,
  PERFORMANCE_WARNING_LAYOUT_SHIFT,
  PERFORMANCE_WARNING_MEMORY_MB,
} from '../../common/limits';
import { logger } from './logger';

/** The metrics of spec §9's performance warnings. */
export type PerformanceMetric =
  'domLoaded' | 'firstByte' | 'largestPaint' | 'layoutShift' | 'memory';

interface MetricRule {
  label: string;
  threshold: number;
  unit: 'ms' | 'score' | 'MB';
}

export const performanceWarningRules: Record<PerformanceMetric, MetricRule> = {
  domLoaded: { label: 'DOM loaded', threshold: PERFORMANCE_WARNING_DOM_LOADED_MS, unit: 'ms' },
  firstByte: { label: 'first byte', threshold: PERFORMANCE_WARNING_FIRST_BYTE_MS, unit: 'ms' },
  largestPaint: {
    label: 'largest paint',
    threshold: PERFORMANCE_WARNING_LARGEST_PAINT_MS,
    unit: 'ms',
  },
  layoutShift: {
    label: 'layout shift',
    threshold: PERFORMANCE_WARNING_LAYOUT_SHIFT,
    unit: 'score',
  },
  memory: { label: 'memory', threshold: PERFORMANCE_WARNING_MEMORY_MB, unit: 'MB' },
};

/** A web-vitals reporter (`onTTFB`, `onLCP`, `onCLS`), as far as this module uses it. */
type VitalReporter = (
  report: (metric: { value: number }) => void,
  options: { reportAllChanges: boolean },
) => void;

/** Where the figures come from and where the warnings go (the browser's, or a test's). */
export interface PerformanceSources {
  onFirstByte: VitalReporter;
  onLargestPaint: VitalReporter;
  onLayoutShift: VitalReporter;
  /** `domContentLoadedEventEnd` of the navigation, in ms; null when unknown. */
  domLoadedMs: () => number | null;
  /** JavaScript heap in use, in MB (`performance.memory`, Chromium only); null elsewhere. */
  memoryMb: () => number | null;
  isMobile: boolean;
  /** Calls back once the page has loaded (at once if it has). */
  whenLoaded: (callback: () => void) => void;
  wait: (callback: () => void, ms: number) => void;
  warn: (message: string, data: PerformanceWarningData) => void;
}

export interface PerformanceWarningData {
  metric: PerformanceMetric;
  value: number;
  threshold: number;
  unit: MetricRule['unit'];
  isMobile: boolean;
}

function rounded(value: number, unit: MetricRule['unit']): number {
  if (unit === 'ms') return Math.round(value);
  if (unit === 'MB') return Math.round(value * 10) / 10;
  return Math.round(value * 1000) / 1000;
}

function shown(value: number, unit: MetricRule['unit']): string {
  if (unit === 'ms')
    return `${(value / 1000).toLocaleString('en-US', { maximumFractionDigits: 2 })} s`;
  if (unit === 'MB') return `${value} MB`;
  return String(value);
}

/**
 * Warns when a page load is slow (spec §9), at most once per metric: DOM loaded, first byte,
 * largest paint, layout shift and memory above their thresholds. On a desktop a figure is judged
 * as it comes in (web-vitals reports every change; LCP and CLS only grow); on mobile (below 768
 * px) the figures are captured 2 s after the page's load, and later changes judged as they come.
 */
export function watchPerformance(sources: PerformanceSources): void {
  const warned = new Set<PerformanceMetric>();
  const latest = new Map<PerformanceMetric, number>();
  let isCapturing = !sources.isMobile;

  const judge = (metric: PerformanceMetric, value: number) => {
    const rule = performanceWarningRules[metric];
    if (warned.has(metric) || !(value > rule.threshold)) return;
    warned.add(metric);
    const figure = rounded(value, rule.unit);
    sources.warn(
      `Slow page: ${rule.label} ${shown(figure, rule.unit)}, above ${shown(rule.threshold, rule.unit)}`,
      {
        metric,
        value: figure,
        threshold: rule.threshold,
        unit: rule.unit,
        isMobile: sources.isMobile,
      },
    );
  };
  const record = (metric: PerformanceMetric, value: number | null) => {
    if (value === null || !Number.isFinite(value)) return;
    latest.set(metric, value);
    if (isCapturing) judge(metric, value);
  };

  const options = { reportAllChanges: true };
  sources.onFirstByte(({ value }) => record('firstByte', value), options);
  sources.onLargestPaint(({ value }) => record('largestPaint', value), options);
  sources.onLayoutShift(({ value }) => record('layoutShift', value), options);

  sources.whenLoaded(() => {
    const capture = () => {
      record('domLoaded', sources.domLoadedMs());
      record('memory', sources.memoryMb());
      isCapturing = true;
      latest.forEach((value, metric) => judge(metric, value));
    };
    if (sources.isMobile) sources.wait(capture, PERFORMANCE_MOBILE_CAPTURE_DELAY_MS);
    else capture();
  });
}

function domLoadedMs(): number | null {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation && navigation.domContentLoadedEventEnd > 0
    ? navigation.domContentLoadedEventEnd
    : null;
}

function memoryMb(): number | null {
  const memory = (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory;
  return memory ? memory.usedJSHeapSize / (1024 * 1024) : null;
}

let isStarted = false;

/**
 * Starts the performance warnings of this page load on a phone (below 768 px), once (both
 * entries call it: the app and the server-rendered pages' script). web-vitals loads in its own
 * chunk after the page; its observers read the buffered entries, so nothing before is missed.
 */
export function startPerformanceWarnings(): void {
  if (isStarted || typeof window === 'undefined' || !('performance' in window)) return;
  // Spec §9's warnings are the mobile ones: a desktop page load is not judged (nor logged).
  if (window.innerWidth >= MOBILE_BREAKPOINT_PX) return;
  isStarted = true;
  void import('web-vitals')
    .then(({ onCLS, onLCP, onTTFB }) =>
      watchPerformance({
        onFirstByte: onTTFB,
        onLargestPaint: onLCP,
        onLayoutShift: onCLS,
        domLoadedMs,
        memoryMb,
        isMobile: true,
        whenLoaded: (callback) => {
          if (document.readyState === 'complete') callback();
          else window.addEventListener('load', callback, { once: true });
        },
        wait: (callback, ms) => window.setTimeout(callback, ms),
        warn: (message, data) =>
          logger.warn(message, { component: 'performance', action: data.metric }, data),
      }),
    )
    .catch(() => undefined);
}
