import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Key, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
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
import { browserSupportsPasskeys } from '../../hooks/use-passkeys-available';
import { authCopy } from '../../lib/auth-copy';
import { describeAuthError } from '../../lib/auth-errors';
import { factorsQueryKey, listAllFactors } from '../../lib/mfa-actions';
import { securityKeysTurnedOff, verifiedSecurityKeys } from '../../lib/security-key-actions';
import type { SecurityKeyProblem } from '../../lib/security-key-errors';
import { PasskeyProblemNote } from '../passkey-problem-note';
import { SecurityKeyNameForm } from './security-key-name-form';
import { SecurityKeyRow } from './security-key-row';

/**
 * Security keys as the second step after the password: the member's keys (name, added) with
 * Remove, and 'Add a security key' (a name, then the browser's prompt). Shares the factor list
 * with the authenticator-app card. Not shown in a browser without WebAuthn, nor once the server
 * said security keys are off, unless the member has keys to remove.
 */
export function SecurityKeysCard({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const factors = useQuery({
    queryKey: factorsQueryKey(userId),
    queryFn: listAllFactors,
    retry: false,
  });
  const [isAdding, setIsAdding] = useState(false);
  const [isTurnedOff, setIsTurnedOff] = useState(securityKeysTurnedOff);
  const [notice, setNotice] = useState<SecurityKeyProblem | null>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const wasAddingRef = useRef(false);

  /** After the name form or a removal: 'Add a security key', or the title when it is gone. */
  const focusCard = () => (addButtonRef.current ?? titleRef.current)?.focus();

  useEffect(() => {
    if (wasAddingRef.current && !isAdding) (addButtonRef.current ?? titleRef.current)?.focus();
    wasAddingRef.current = isAdding;
  }, [isAdding]);

  const keys = verifiedSecurityKeys(factors.data ?? []);
  const isSupported = browserSupportsPasskeys();
  const canAdd = isSupported && !isTurnedOff;
  const hasNothingToShow = factors.isSuccess && keys.length === 0 && !notice;
  if (!isSupported && keys.length === 0) return null;
  if (isTurnedOff && hasNothingToShow) return null;

  const refresh = () => queryClient.invalidateQueries({ queryKey: factorsQueryKey(userId) });

  return (
    <Card>
      <CardHeader>
        <CardTitle
          ref={titleRef}
          tabIndex={-1}
          className="flex items-center gap-2 text-base outline-none"
        >
          <Key aria-hidden className="size-5 text-primary" />
          {authCopy.securityKeysTitle}
        </CardTitle>
        <CardDescription>{authCopy.securityKeysIntro}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {factors.isPending && <Skeleton className="h-16 w-full" aria-hidden />}
        {factors.isError && (
          <div className="flex flex-wrap items-center gap-2">
            <p role="alert" className="text-sm text-destructive">
              {describeAuthError(factors.error).message}
            </p>
            <Button variant="outline" size="sm" className="h-11" onClick={() => void refresh()}>
              Try again
            </Button>
          </div>
        )}
        {factors.isSuccess &&
          (keys.length > 0 ? (
            <ul aria-label="Your security keys" className="grid gap-2">
              {keys.map((key) => (
                <SecurityKeyRow
                  key={key.id}
                  securityKey={key}
                  onRemoved={() => void refresh()}
                  focusAfterRemoval={focusCard}
                />
              ))}
            </ul>
          ) : (
            canAdd && <p className="text-sm text-muted-foreground">{authCopy.securityKeysEmpty}</p>
          ))}
        <div className="grid gap-2">
          {factors.isSuccess && canAdd && isAdding && (
            <SecurityKeyNameForm
              factors={factors.data}
              onDone={(result) => {
                setIsAdding(false);
                if (result !== 'added') return;
                toast(authCopy.securityKeyAdded);
                void refresh();
              }}
              onTurnedOff={(problem) => {
                setIsTurnedOff(true);
                setNotice(problem);
                setIsAdding(false);
              }}
            />
          )}
          {factors.isSuccess && canAdd && !isAdding && (
            <Button
              ref={addButtonRef}
              variant={keys.length > 0 ? 'outline' : 'default'}
              className="w-full sm:w-auto sm:justify-self-start"
              onClick={() => {
                setNotice(null);
                setIsAdding(true);
              }}
            >
              <Plus aria-hidden />
              {authCopy.securityKeyAdd}
            </Button>
          )}
          {!isSupported && (
            <p className="text-sm text-muted-foreground">{authCopy.securityKeyUnsupported}</p>
          )}
          <PasskeyProblemNote problem={notice} />
        </div>
      </CardContent>
    </Card>
  );
}
