import { cn } from '../../../lib/cn';
import { progressPercent } from '../lib/checklist-filters';
import { formatCount } from '../../../../common/count-format';

/** How much of the checklist is ticked: a bar and '3 of 12 checked'. */
export function ChecklistProgress({
  checked,
  total,
  className,
}: {
  checked: number;
  total: number;
  className?: string;
}) {
  const percent = progressPercent(checked, total);
  const text = `${formatCount(checked)} of ${formatCount(total)} checked`;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium">{text}</span>
        <span className="text-muted-foreground">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Checklist progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2.5 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
