import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from './dialog';

/**
 * Asks before deleting something: a title, what deleting does, Cancel and a destructive
 * Delete (or `confirmLabel`) that shows progress. While the deletion runs, nothing closes the
 * dialog.
 */
export function ConfirmDeleteDialog({
  isOpen,
  onOpenChange,
  title,
  description,
  isPending,
  onConfirm,
  confirmLabel = 'Delete',
  onCloseAutoFocus,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  description: ReactNode;
  isPending: boolean;
  onConfirm: () => void;
  confirmLabel?: string;
  /** Where focus goes once it closes (default: back to what opened it). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Dialog open={isOpen} onOpenChange={(open) => !isPending && onOpenChange(open)}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="button" variant="destructive" onClick={onConfirm} disabled={isPending}>
            {isPending && <Loader2 aria-hidden className="animate-spin" />}
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
