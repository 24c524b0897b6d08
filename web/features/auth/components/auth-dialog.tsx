import { useCallback } from 'react';
import { authTexts } from '../../../../common/features/auth/auth-messages';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { useAuthDialog } from '../hooks/use-auth-dialog';
import { authCopy } from '../lib/auth-copy';
import { AuthPanel } from './auth-panel';

/**
 * With a mouse or trackpad, start in the first field; on touch screens keep Radix's default
 * (the first tab), so the on-screen keyboard does not cover the form at once.
 */
function focusFirstField(event: Event) {
  if (!window.matchMedia('(pointer: fine)').matches) return;
  const content = event.currentTarget as HTMLElement | null;
  const field = content?.querySelector<HTMLInputElement>('input:not([type=hidden])');
  if (!field) return;
  event.preventDefault();
  field.focus();
}

/**
 * The auth dialog (spec §2): visually hidden title 'Authentication', then the auth forms.
 * Loaded on first open (its own chunk), mounted once by AuthDialogHost.
 */
export default function AuthDialog() {
  const { isOpen, view, openCount, close } = useAuthDialog();
  const done = useCallback(() => close(), [close]);
  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && close()}>
      <DialogContent
        onOpenAutoFocus={focusFirstField}
        className="max-h-[calc(100dvh-2rem)] gap-0 overflow-y-auto p-4 pt-14 sm:max-w-md sm:p-6 sm:pt-14"
      >
        <DialogTitle className="sr-only">{authTexts.dialogTitle}</DialogTitle>
        <DialogDescription className="sr-only">{authCopy.dialogDescription}</DialogDescription>
        <AuthPanel
          key={openCount}
          idPrefix="auth-dialog"
          initialView={view}
          headingLevel="h3"
          onDone={done}
        />
      </DialogContent>
    </Dialog>
  );
}
