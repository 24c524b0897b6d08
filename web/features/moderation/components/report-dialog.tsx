import { Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  REPORT_NOTE_MAX,
  reportItemKindLabels,
  reportReasonLabels,
  reportReasons,
  type ReportReason,
} from '../../../../common/features/moderation/reports.contract';
import type { ActionItem } from '../../../components/item-actions/item-actions';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { useCreateReport } from '../api/moderation-api';
import { notifyModerationDone, notifyModerationError } from '../lib/moderation-notify';
import { ChoiceGroup } from './choice-group';
import { ItemExcerpt } from './item-excerpt';
import { TextCount } from './text-count';

/**
 * 'Report': why (spam, harassment, inappropriate, misinformation, other) and an optional note
 * of up to 1,000 characters; 'Report sent' on success, the server's reason otherwise (already
 * reported, the daily limit).
 */
export function ReportDialog({
  item,
  isOpen,
  onOpenChange,
}: {
  item: ActionItem;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const report = useCreateReport();
  const kind = reportItemKindLabels[item.kind];
  const isNoteTooLong = note.trim().length > REPORT_NOTE_MAX;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setError('Choose a reason');
      return;
    }
    if (isNoteTooLong) return;
    report.mutate(
      { itemKind: item.kind, itemId: item.id, reason, note: note.trim() || null },
      {
        onSuccess: () => {
          onOpenChange(false);
          notifyModerationDone('Report sent', 'Thanks. A moderator will review it.');
        },
        onError: notifyModerationError,
      },
    );
  };

  return (
    <Dialog open={isOpen} onOpenChange={(open) => !report.isPending && onOpenChange(open)}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogTitle>
          {item.kind === 'profile' ? `Report @${item.authorName ?? 'member'}` : `Report ${kind}`}
        </DialogTitle>
        <DialogDescription>
          Tell the moderators what is wrong. The {kind === 'profile' ? 'member' : 'author'} is not
          told who reported it.
        </DialogDescription>
        <ItemExcerpt item={item} />
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <ChoiceGroup
            name={`${id}-reason`}
            legend="Reason"
            options={reportReasons}
            labels={reportReasonLabels}
            value={reason}
            onChange={(value) => {
              setReason(value);
              setError(undefined);
            }}
            error={error}
          />
          <div className="grid gap-2">
            <Label htmlFor={`${id}-note`}>Note (optional)</Label>
            <Textarea
              id={`${id}-note`}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              aria-describedby={`${id}-count`}
              aria-invalid={isNoteTooLong || undefined}
              placeholder="Anything that helps a moderator understand"
              className="min-h-24"
            />
            <TextCount id={`${id}-count`} length={note.trim().length} max={REPORT_NOTE_MAX} />
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={report.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={report.isPending || isNoteTooLong}>
              {report.isPending && <Loader2 aria-hidden className="animate-spin" />}
              Send report
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
