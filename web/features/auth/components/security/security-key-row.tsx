import type { Factor } from '@supabase/auth-js';
import { Key, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ConfirmDeleteDialog } from '../../../../components/ui/confirm-delete-dialog';
import { toast } from '../../../../components/ui/use-toast';
import { authCopy } from '../../lib/auth-copy';
import { removeFactor } from '../../lib/mfa-actions';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/**
 * One security key: its name, when it was added, and Remove behind a confirmation that names
 * it (asking for the second step first when the session has not used it). Escape or Cancel
 * brings focus back to Remove; once the key is removed, the confirmation hands focus to
 * `focusAfterRemoval`, since this row is about to leave the page.
 */
export function SecurityKeyRow(props: {
  securityKey: Factor;
  onRemoved: () => void;
  focusAfterRemoval: () => void;
}) {
  const { securityKey, onRemoved, focusAfterRemoval } = props;
  const name = securityKey.friendly_name?.trim() || authCopy.mfaKeyChoice;
  const [isConfirming, setIsConfirming] = useState(false);
  const [isRemoving, setIsRemoving] = useState(false);
  const isRemovedRef = useRef(false);
  const removeButtonRef = useRef<HTMLButtonElement>(null);

  const remove = async () => {
    if (isRemoving) return;
    setIsRemoving(true);
    try {
      if (await removeFactor(securityKey.id)) {
        isRemovedRef.current = true;
        setIsConfirming(false);
        toast(authCopy.securityKeyRemoved);
        onRemoved();
      }
    } finally {
      setIsRemoving(false);
    }
  };

  return (
    <li className="flex flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <Key aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="min-w-0">
          <p className="break-words font-medium">{name}</p>
          <p className="text-xs text-muted-foreground">
            Added {dateFormat.format(new Date(securityKey.created_at))}
          </p>
        </div>
      </div>
      <Button
        ref={removeButtonRef}
        variant="outline"
        size="sm"
        className="h-11 self-start sm:self-auto"
        onClick={() => setIsConfirming(true)}
      >
        <Trash2 aria-hidden />
        Remove<span className="sr-only"> {name}</span>
      </Button>
      <ConfirmDeleteDialog
        isOpen={isConfirming}
        onOpenChange={setIsConfirming}
        title={`Remove “${name}”?`}
        description={authCopy.securityKeyRemoveDescription}
        confirmLabel={authCopy.securityKeyRemoveConfirm}
        isPending={isRemoving}
        onConfirm={() => void remove()}
        // The dialog has no Radix trigger to return focus to: kept, focus goes back to Remove.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (isRemovedRef.current) focusAfterRemoval();
          else removeButtonRef.current?.focus();
        }}
      />
    </li>
  );
}
