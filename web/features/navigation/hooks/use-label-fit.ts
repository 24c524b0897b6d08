import { useLayoutEffect, useState, type RefObject } from 'react';
import { ALL_LABELS, nextLabelLevel, type LabelLevel } from '../lib/label-fit';

interface Fit {
  key: string;
  level: LabelLevel;
  neededWidths: number[];
}

/**
 * How many of the header's labels show (label-fit.ts): as many as the row (`rowRef`) holds,
 * measured before paint and again on every resize; a new `contentKey` (other items) measures
 * again from every label (all of them while not `isEnabled`). The row must let its content
 * overflow (nothing in it may shrink below its content).
 */
export function useLabelFit(
  rowRef: RefObject<HTMLElement | null>,
  contentKey: string,
  isEnabled: boolean,
): LabelLevel {
  const fresh: Fit = { key: contentKey, level: ALL_LABELS, neededWidths: [] };
  const [stored, setFit] = useState<Fit>(fresh);
  const fit = stored.key === contentKey ? stored : fresh;
  if (stored.key !== contentKey) setFit(fresh);

  useLayoutEffect(() => {
    const row = rowRef.current;
    if (!row || !isEnabled) return;
    const check = () => {
      const next = nextLabelLevel({
        level: fit.level,
        available: row.clientWidth,
        content: row.scrollWidth,
        neededWidths: fit.neededWidths,
      });
      if (next.level !== fit.level) setFit({ key: contentKey, ...next });
    };
    check();
    const observer = new ResizeObserver(check);
    observer.observe(row);
    return () => observer.disconnect();
  }, [rowRef, contentKey, isEnabled, fit]);

  return isEnabled ? fit.level : ALL_LABELS;
}
