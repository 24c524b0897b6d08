import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/**
 * A submit button with a loading state. It stays focusable while busy (aria-disabled rather
 * than disabled), so focus is not lost; the form ignores submits while busy.
 */
export function SubmitButton({
  isPending,
  children,
  className,
  ...props
}: ButtonProps & { isPending: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      aria-disabled={isPending || undefined}
      className={cn('w-full aria-disabled:cursor-wait aria-disabled:opacity-70', className)}
      {...props}
    >
      {isPending && <Loader2 aria-hidden className="animate-spin motion-reduce:animate-none" />}
      {children}
    </Button>
  );
}
