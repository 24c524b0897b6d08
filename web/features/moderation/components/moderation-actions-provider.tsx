import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { ItemActionsContext, type ActionItem } from '../../../components/item-actions/item-actions';
import { itemActionList, type MenuDialog, type ModerationViewer } from '../lib/item-action-list';
import type { DecisionOutcome } from './staff-action-dialog';

const ReportDialog = lazy(() =>
  import('./report-dialog').then((module) => ({ default: module.ReportDialog })),
);
const StaffActionDialog = lazy(() =>
  import('./staff-action-dialog').then((module) => ({ default: module.StaffActionDialog })),
);

interface OpenDialog {
  item: ActionItem;
  dialog: MenuDialog;
  /** A new key for every opening: each starts with an empty form. */
  key: number;
}

/**
 * Puts Report (members) and the staff actions (moderators and admins) into the menu of every
 * item below it (see `useItemActions`), and shows the dialog an entry opens. The dialogs' code
 * loads when one is first opened. `onItemChanged` runs after a staff decision.
 */
export function ModerationActionsProvider({
  viewer,
  onItemChanged,
  children,
}: {
  viewer: ModerationViewer | null;
  onItemChanged?: (item: ActionItem, outcome: DecisionOutcome) => void;
  children: ReactNode;
}) {
  const [open, setOpen] = useState<OpenDialog | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const viewerId = viewer?.id;
  const role = viewer?.role;
  const source = useCallback(
    (item: ActionItem) =>
      itemActionList(viewerId && role ? { id: viewerId, role } : null, item, (target, dialog) => {
        setOpen((previous) => ({ item: target, dialog, key: (previous?.key ?? 0) + 1 }));
        setIsOpen(true);
      }),
    [viewerId, role],
  );

  return (
    <ItemActionsContext.Provider value={source}>
      {children}
      {open && (
        <Suspense fallback={null}>
          {open.dialog === 'report' ? (
            <ReportDialog
              key={open.key}
              item={open.item}
              isOpen={isOpen}
              onOpenChange={setIsOpen}
            />
          ) : (
            <StaffActionDialog
              key={open.key}
              item={open.item}
              action={open.dialog}
              isOpen={isOpen}
              onOpenChange={setIsOpen}
              onDone={(outcome) => onItemChanged?.(open.item, outcome)}
            />
          )}
        </Suspense>
      )}
    </ItemActionsContext.Provider>
  );
}
