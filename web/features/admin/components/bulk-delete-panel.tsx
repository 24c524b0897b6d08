import { useState } from 'react';
import type {
  BulkDeleteFilter,
  BulkDeletePreview,
} from '../../../../common/features/admin/bulk-delete.contract';
import { Button } from '../../../components/ui/button';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { usePreviewBulkDelete, useRunBulkDelete, useUndoBulkDelete } from '../api/bulk-delete-api';
import {
  BulkDeleteFilterForm,
  bulkDeleteFormProblem,
  emptyBulkDeleteForm,
  toBulkDeleteFilter,
  type BulkDeleteFormValues,
} from './bulk-delete-filter-form';
import { itemsLabel, itemsSentence } from '../lib/bulk-delete-text';
import { BulkDeletePreviewList } from './bulk-delete-preview';

const REASON_MIN = 3;

/**
 * The bulk delete flow: filters, 'Preview' (count and sample, nothing changes), then 'Delete N
 * items' with a required reason behind a confirmation; the toast offers Undo.
 */
export function BulkDeletePanel() {
  const [values, setValues] = useState<BulkDeleteFormValues>(emptyBulkDeleteForm);
  const [previewed, setPreviewed] = useState<{
    filter: BulkDeleteFilter;
    result: BulkDeletePreview;
  } | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [isConfirming, setIsConfirming] = useState(false);
  const preview = usePreviewBulkDelete();
  const run = useRunBulkDelete();
  const undo = useUndoBulkDelete();
  const problem = bulkDeleteFormProblem(values);

  const change = (next: BulkDeleteFormValues) => {
    setValues(next);
    // A preview belongs to the filters it was made with: changing them asks for a new one.
    setPreviewed(null);
  };
  const showPreview = () => {
    const filter = toBulkDeleteFilter(values);
    preview.mutate(filter, {
      onSuccess: (result) => setPreviewed({ filter, result }),
      onError: (error) =>
        toast({ title: 'Error', description: error.message, variant: 'destructive' }),
    });
  };
  const askToDelete = () => {
    if (reason.trim().length < REASON_MIN) {
      setReasonError(`Give a reason of at least ${REASON_MIN} characters.`);
      return;
    }
    setReasonError(undefined);
    setIsConfirming(true);
  };
  const remove = () => {
    if (!previewed) return;
    run.mutate(
      { ...previewed.filter, reason: reason.trim() },
      {
        onSuccess: (operation) => {
          setIsConfirming(false);
          setPreviewed(null);
          setReason('');
          if (operation.state === 'running') {
            toast({
              title: 'Bulk delete started',
              description: `${itemsSentence(operation.total, 'is', 'are')} being deleted in the background.`,
            });
            return;
          }
          toast({
            title: 'Deleted',
            description: itemsSentence(operation.processed, 'was deleted.', 'were deleted.'),
            action: (
              <Button
                type="button"
                size="sm"
                variant="outline"
                onClick={() =>
                  undo.mutate(operation.id, {
                    onSuccess: () =>
                      toast({
                        title: 'Restored',
                        description: itemsSentence(operation.processed, 'is back.', 'are back.'),
                      }),
                    onError: (error) =>
                      toast({ title: 'Error', description: error.message, variant: 'destructive' }),
                  })
                }
              >
                Undo
              </Button>
            ),
          });
        },
        onError: (error) => {
          setIsConfirming(false);
          toast({ title: 'Error', description: error.message, variant: 'destructive' });
        },
      },
    );
  };

  const total = previewed?.result.total ?? 0;
  const itemsText = itemsLabel(total);
  return (
    <div className="grid gap-6">
      <BulkDeleteFilterForm
        values={values}
        onChange={change}
        onPreview={showPreview}
        isPreviewing={preview.isPending}
        problem={problem}
      />
      {previewed && (
        <div className="grid gap-4 rounded-2xl border p-4">
          <BulkDeletePreviewList preview={previewed.result} />
          {total > 0 && (
            <div className="grid gap-3 border-t pt-4">
              <FormField
                id="bulk-reason"
                label="Reason (kept in the audit log)"
                error={reasonError}
              >
                <Textarea
                  id="bulk-reason"
                  value={reason}
                  required
                  maxLength={500}
                  aria-invalid={reasonError ? true : undefined}
                  aria-describedby={reasonError ? 'bulk-reason-error' : undefined}
                  className="min-h-20"
                  placeholder="e.g. Spam wave selling fake park tickets"
                  onChange={(event) => setReason(event.target.value)}
                />
              </FormField>
              <div>
                <Button type="button" variant="destructive" onClick={askToDelete}>
                  Delete {itemsText}
                </Button>
              </div>
            </div>
          )}
        </div>
      )}
      <ConfirmDeleteDialog
        isOpen={isConfirming}
        onOpenChange={setIsConfirming}
        title={`Delete ${itemsText}?`}
        description={
          <>
            {total === 1
              ? 'The item matching these filters disappears'
              : `The ${itemsText} matching these filters disappear`}{' '}
            from the community at once
            {previewed?.result.runsAsJob ? ' (in the background, batch by batch)' : ''}. You can
            undo this for 24 hours from the list below.
          </>
        }
        isPending={run.isPending}
        onConfirm={remove}
      />
    </div>
  );
}
