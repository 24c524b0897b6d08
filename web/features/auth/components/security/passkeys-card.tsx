import { useQuery, useQueryClient } from '@tanstack/react-query';
import { KeySquare, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../../components/ui/card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { toast } from '../../../../components/ui/use-toast';
import { browserSupportsPasskeys, usePasskeysEnabled } from '../../hooks/use-passkeys-available';
import { authCopy } from '../../lib/auth-copy';
import { describeAuthError } from '../../lib/auth-errors';
import { addPasskey, listPasskeys, passkeysQueryKey } from '../../lib/passkey-actions';
import type { PasskeyProblem } from '../../lib/passkey-errors';
import { PasskeyProblemNote } from '../passkey-problem-note';
import { SubmitButton } from '../submit-button';
import { PasskeyRow } from './passkey-row';

/**
 * Passkeys: the member's list (name, added, last used) with rename and remove, and 'Add a
 * passkey' for this device. Hidden when the server has passkeys off.
 */
export function PasskeysCard({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const isEnabled = usePasskeysEnabled();
  const passkeys = useQuery({
    queryKey: passkeysQueryKey(userId),
    queryFn: listPasskeys,
    enabled: isEnabled === true,
    retry: false,
  });
  const [isAdding, setIsAdding] = useState(false);
  const [problem, setProblem] = useState<PasskeyProblem | null>(null);

  if (isEnabled === false) return null;

  const refresh = () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey(userId) });

  const add = async () => {
    if (isAdding) return;
    setIsAdding(true);
    setProblem(null);
    try {
      const result = await addPasskey();
      if ('kind' in result) {
        setProblem(result);
        return;
      }
      toast(authCopy.passkeyAdded);
      await refresh();
    } finally {
      setIsAdding(false);
    }
  };

  const list = passkeys.data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <KeySquare aria-hidden className="size-5 text-primary" />
          Passkeys
        </CardTitle>
        <CardDescription>{authCopy.passkeysIntro}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {(isEnabled === undefined || passkeys.isPending) && (
          <Skeleton className="h-16 w-full" aria-hidden />
        )}
        {passkeys.isError && (
          <div className="flex flex-wrap items-center gap-2">
            <p role="alert" className="text-sm text-destructive">
              {describeAuthError(passkeys.error).message}
            </p>
            <Button variant="outline" size="sm" className="h-11" onClick={() => void refresh()}>
              Try again
            </Button>
          </div>
        )}
        {passkeys.isSuccess &&
          (list.length > 0 ? (
            <ul aria-label="Your passkeys" className="grid gap-2">
              {list.map((passkey) => (
                <PasskeyRow key={passkey.id} passkey={passkey} onChanged={() => void refresh()} />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{authCopy.passkeysEmpty}</p>
          ))}
        {passkeys.isSuccess &&
          (browserSupportsPasskeys() ? (
            <div className="grid gap-2">
              <SubmitButton
                type="button"
                isPending={isAdding}
                variant={list.length > 0 ? 'outline' : 'default'}
                className="sm:w-auto sm:justify-self-start"
                onClick={() => void add()}
              >
                {!isAdding && <Plus aria-hidden />}
                Add a passkey
              </SubmitButton>
              <PasskeyProblemNote problem={problem} />
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">{authCopy.passkeysUnsupported}</p>
          ))}
      </CardContent>
    </Card>
  );
}
