import { Ban, Loader2 } from 'lucide-react';
import { blockTexts } from '../../../../common/features/blocks/block-texts';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';

/**
 * Asks before blocking a member, saying what a block does (both ways, follows removed,
 * conversation read-only, they are not told). While the block is sent, nothing closes it.
 */
export function BlockMemberDialog({
  username,
  isOpen,
  onOpenChange,
  isPending,
  onConfirm,
}: {
  username: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  isPending: boolean;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={isOpen} onOpenChange={(open) => !isPending && onOpenChange(open)}>
      <DialogContent>
        <DialogTitle>{blockTexts.confirmTitle(username)}</DialogTitle>
        <DialogDescription>{blockTexts.confirmDescription}</DialogDescription>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="button" variant="destructive" onClick={onConfirm} disabled={isPending}>
            {isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Ban aria-hidden />}
            Block
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
