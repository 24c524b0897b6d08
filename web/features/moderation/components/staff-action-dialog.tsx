import { Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  MODERATION_MESSAGE_MAX,
  MODERATION_REASON_MAX,
  suspensionDurationLabels,
  suspensionDurations,
  type ModerationDecisionResult,
  type SuspensionDuration,
} from '../../../../common/features/moderation/moderation.contract';
import type { ActionItem } from '../../../components/item-actions/item-actions';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FieldError } from '../../../components/ui/form-field';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { useDecideItem, useUnhideItem } from '../api/moderation-api';
import { notifyModerationDone, notifyModerationError } from '../lib/moderation-notify';
import { staffActionCopy, suspensionText, type StaffAction } from '../lib/staff-action-copy';
import { ChoiceGroup } from './choice-group';
import { ItemExcerpt } from './item-excerpt';
import { TextCount } from './text-count';

/** After a decision: what the server says now holds for the item. */
export type DecisionOutcome = Pick<ModerationDecisionResult, 'hidden' | 'deleted'> & {
  action: StaffAction;
};

/**
 * A staff action on an item (Dismiss, Hide, Show again, Delete, Warn, Suspend): names the item
 * and the consequence, asks for the reason (required, except to show an item again), the warning
 * for Warn and the length for Suspend; says what was done in a toast.
 */
export function StaffActionDialog({
  item,
  action,
  isOpen,
  onOpenChange,
  onDone,
}: {
  item: ActionItem;
  action: StaffAction;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onDone?: (outcome: DecisionOutcome) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState('');
  const [duration, setDuration] = useState<SuspensionDuration | null>(null);
  const [errors, setErrors] = useState<{ reason?: string; message?: string; duration?: string }>(
    {},
  );
  const decide = useDecideItem();
  const unhide = useUnhideItem();
  const isPending = decide.isPending || unhide.isPending;
  const copy = staffActionCopy(action, item);
  const target = { kind: item.kind, id: item.id };
  const isReasonRequired = action !== 'unhide';

  const finish = (outcome: DecisionOutcome, description?: string) => {
    onOpenChange(false);
    notifyModerationDone(copy.done, description);
    onDone?.(outcome);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (isReasonRequired && !reason.trim()) next.reason = 'Give a reason';
    if (reason.trim().length > MODERATION_REASON_MAX)
      next.reason = `The reason can be at most ${MODERATION_REASON_MAX} characters`;
    if (action === 'warn' && !message.trim())
      next.message = 'Write the warning the member will receive';
    if (message.trim().length > MODERATION_MESSAGE_MAX)
      next.message = `The message can be at most ${MODERATION_MESSAGE_MAX} characters`;
    if (action === 'suspend' && !duration) next.duration = 'Choose how long to suspend';
    setErrors(next);
    if (Object.keys(next).length > 0) return;

    if (action === 'unhide') {
      unhide.mutate(
        { target, reason: reason.trim() || undefined },
        {
          onSuccess: () => finish({ action, hidden: false, deleted: false }),
          onError: notifyModerationError,
        },
      );
      return;
    }
    decide.mutate(
      {
        target,
        input: {
          action,
          reason: reason.trim(),
          ...(action === 'warn' ? { message: message.trim() } : {}),
          ...(action === 'suspend' && duration ? { duration } : {}),
        },
      },
      {
        onSuccess: (result) =>
          finish(
            { action, hidden: result.hidden, deleted: result.deleted },
            action === 'suspend' && duration ? suspensionText(duration) : undefined,
          ),
        onError: notifyModerationError,
      },
    );
  };

  const isDestructive = action === 'delete' || action === 'suspend';
  return (
    <Dialog open={isOpen} onOpenChange={(open) => !isPending && onOpenChange(open)}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogTitle>{copy.title}</DialogTitle>
        <DialogDescription>{copy.description}</DialogDescription>
        <ItemExcerpt item={item} />
        <form className="grid gap-4" onSubmit={submit} noValidate>
          {action === 'warn' && (
            <div className="grid gap-2">
              <Label htmlFor={`${id}-message`}>Warning</Label>
              <Textarea
                id={`${id}-message`}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
                aria-invalid={errors.message ? true : undefined}
                aria-describedby={`${id}-message-count${errors.message ? ` ${id}-message-error` : ''}`}
                placeholder="What the member should change, in a sentence or two"
                className="min-h-24"
              />
              <TextCount
                id={`${id}-message-count`}
                length={message.trim().length}
                max={MODERATION_MESSAGE_MAX}
              />
              {errors.message && <FieldError id={`${id}-message-error`} message={errors.message} />}
            </div>
          )}
          {action === 'suspend' && (
            <ChoiceGroup
              name={`${id}-duration`}
              legend="Suspend for"
              options={suspensionDurations}
              labels={suspensionDurationLabels}
              value={duration}
              onChange={setDuration}
              error={errors.duration}
            />
          )}
          <div className="grid gap-2">
            <Label htmlFor={`${id}-reason`}>
              {isReasonRequired ? 'Reason' : 'Reason (optional)'}
            </Label>
            <Textarea
              id={`${id}-reason`}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={`${id}-reason-hint${errors.reason ? ` ${id}-reason-error` : ''}`}
              required={isReasonRequired}
              className="min-h-20"
            />
            <p id={`${id}-reason-hint`} className="text-xs text-muted-foreground">
              Kept with the decision in the audit log.
            </p>
            {errors.reason && <FieldError id={`${id}-reason-error`} message={errors.reason} />}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button
              type="submit"
              variant={isDestructive ? 'destructive' : 'default'}
              disabled={isPending}
            >
              {isPending && <Loader2 aria-hidden className="animate-spin" />}
              {copy.submit}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
