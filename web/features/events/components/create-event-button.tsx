import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';

const loadDialog = () => import('./event-form-dialog');
/** The dialog, its form and zod load on the first hover, focus or press of the button. */
const CreateEventDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.CreateEventDialog })),
);

/** 'Create event' for members: opens the create dialog (in `groupId`'s group when given). */
export function CreateEventButton({
  viewerId,
  groupId,
  variant = 'default',
}: {
  viewerId: string;
  groupId?: string;
  variant?: 'default' | 'outline';
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const preload = () => void loadDialog();
  return (
    <>
      <Button
        type="button"
        variant={variant}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWasOpened(true);
          setIsOpen(true);
        }}
      >
        <Plus aria-hidden />
        Create event
      </Button>
      {wasOpened && (
        <Suspense fallback={null}>
          <CreateEventDialog
            viewerId={viewerId}
            groupId={groupId}
            isOpen={isOpen}
            onOpenChange={setIsOpen}
          />
        </Suspense>
      )}
    </>
  );
}
