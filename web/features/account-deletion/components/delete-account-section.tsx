import { AlertTriangle, Loader2, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { ACCOUNT_DELETION_GRACE_DAYS } from '../../../../common/limits';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { describedBy, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { signOutMember } from '../../auth/lib/auth-actions';
import { useRequestAccountDeletion } from '../api/account-deletion-api';
import { formatEraseDay } from '../lib/account-deletion-format';

/** The section's anchor on the member's settings. */
const SECTION_ID = 'delete-my-account';

/**
 * 'Delete my account' (issue 27), the danger zone of the member's settings: what happens (closed
 * at once, erased after the grace period unless they sign in and cancel), then the password in a
 * dialog; once closed the member is signed out.
 */
export function DeleteAccountSection({ onSignedOut }: { onSignedOut: () => void }) {
  const [isOpen, setIsOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const request = useRequestAccountDeletion();
  const fieldId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    if (!password) {
      setError('Enter your password to delete your account.');
      return;
    }
    setError(undefined);
    request.mutate(password, {
      onSuccess: async (closure) => {
        setIsOpen(false);
        setPassword('');
        // The server ended every session; this forgets the one kept in this browser.
        await signOutMember('local');
        toast({
          title: 'Your account is closed',
          description: `It will be erased on ${formatEraseDay(closure.eraseAt)}. Sign in before then to cancel.`,
        });
        onSignedOut();
      },
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <section
      id={SECTION_ID}
      aria-labelledby="delete-account-heading"
      className="grid gap-3 rounded-xl border border-destructive/50 p-4 sm:p-6"
    >
      <h2 id="delete-account-heading" className="flex items-center gap-2 text-xl font-semibold">
        <AlertTriangle aria-hidden className="size-5 shrink-0 text-destructive" />
        Delete my account
      </h2>
      <p className="text-sm">
        Your account is closed at once: you are signed out everywhere, and your profile, posts,
        comments, reviews, tips, events, checklists and contest entries are hidden. Your username
        stays reserved. After {ACCOUNT_DELETION_GRACE_DAYS} days your account is deleted for good:
        your content stays removed, your photos are erased, your password and second factors are
        erased and your email address is freed.
      </p>
      <p className="text-sm text-muted-foreground">
        Changed your mind? Sign in within {ACCOUNT_DELETION_GRACE_DAYS} days and cancel. To keep a
        copy of your data, download it first.
      </p>
      <Dialog
        open={isOpen}
        onOpenChange={(open) => {
          setIsOpen(open);
          if (!open) setError(undefined);
        }}
      >
        <DialogTrigger asChild>
          <Button variant="destructive" className="w-full sm:w-fit">
            <Trash2 aria-hidden />
            Delete my account
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            Enter your password to confirm. You will be signed out, and your account will be erased
            after {ACCOUNT_DELETION_GRACE_DAYS} days unless you sign in and cancel.
          </DialogDescription>
          <form className="grid gap-4" onSubmit={submit} noValidate>
            <FormField id={fieldId} label="Password" error={error}>
              <Input
                id={fieldId}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(fieldId, { error })}
              />
            </FormField>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  Keep my account
                </Button>
              </DialogClose>
              <Button
                type="submit"
                variant="destructive"
                aria-disabled={request.isPending || undefined}
              >
                {request.isPending && <Loader2 aria-hidden className="animate-spin" />}
                Delete my account
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </section>
  );
}
