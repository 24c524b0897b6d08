import type { PasskeyListItem } from '@supabase/auth-js';
import { KeySquare, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ConfirmDeleteDialog } from '../../../../components/ui/confirm-delete-dialog';
import { toast } from '../../../../components/ui/use-toast';
import { authCopy } from '../../lib/auth-copy';
import { removePasskey } from '../../lib/passkey-actions';
import { PasskeyRenameForm } from './passkey-rename-form';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** The name a passkey shows with: its own, or a plain one when it has none. */
export const passkeyName = (passkey: PasskeyListItem) => passkey.friendly_name?.trim() || 'Passkey';

/** One passkey: its name, when it was added and last used, Rename and Remove. */
export function PasskeyRow(props: { passkey: PasskeyListItem; onChanged: () => void }) {
  const { passkey, onChanged } = props;
  const name = passkeyName(passkey);
  const [isRenaming, setIsRenaming] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isRemoving, setIsRemoving] = useState(false);
  const renameButtonRef = useRef<HTMLButtonElement>(null);
  const wasRenamingRef = useRef(false);

  // Back from the rename form: focus returns to 'Rename'.
  useEffect(() => {
    if (wasRenamingRef.current && !isRenaming) renameButtonRef.current?.focus();
    wasRenamingRef.current = isRenaming;
  }, [isRenaming]);

  const remove = async () => {
    if (isRemoving) return;
    setIsRemoving(true);
    try {
      if (await removePasskey(passkey.id)) {
        setIsConfirming(false);
        toast(authCopy.passkeyRemoved);
        onChanged();
      }
    } finally {
      setIsRemoving(false);
    }
  };

  return (
    <li className="flex flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <KeySquare aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        {isRenaming ? (
          <PasskeyRenameForm
            passkeyId={passkey.id}
            name={passkey.friendly_name ?? ''}
            onDone={(isRenamed) => {
              setIsRenaming(false);
              if (isRenamed) {
                toast(authCopy.passkeyRenamed);
                onChanged();
              }
            }}
          />
        ) : (
          <div className="min-w-0">
            <p className="break-words font-medium">{name}</p>
            <p className="text-xs text-muted-foreground">
              Added {dateFormat.format(new Date(passkey.created_at))}
              {' · '}
              {passkey.last_used_at
                ? `Last used ${dateFormat.format(new Date(passkey.last_used_at))}`
                : 'Not used yet'}
            </p>
          </div>
        )}
      </div>
      {!isRenaming && (
        <div className="flex flex-wrap gap-2">
          <Button
            ref={renameButtonRef}
            variant="outline"
            size="sm"
            className="h-11"
            onClick={() => setIsRenaming(true)}
          >
            <Pencil aria-hidden />
            Rename<span className="sr-only"> {name}</span>
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="h-11"
            onClick={() => setIsConfirming(true)}
          >
            <Trash2 aria-hidden />
            Remove<span className="sr-only"> {name}</span>
          </Button>
        </div>
      )}
      <ConfirmDeleteDialog
        isOpen={isConfirming}
        onOpenChange={setIsConfirming}
        title={`Remove “${name}”?`}
        description="You will no longer be able to sign in with this passkey. To clear it from your device as well, delete it in your device’s password settings."
        confirmLabel="Remove passkey"
        isPending={isRemoving}
        onConfirm={() => void remove()}
      />
    </li>
  );
}
