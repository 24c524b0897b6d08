import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';

const loadDialog = () => import('./create-group-dialog');
/** The dialog, its form and zod load on the first hover, focus or press of the button. */
const CreateGroupDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.CreateGroupDialog })),
);

/** 'Create group' for members: opens the create dialog. */
export function CreateGroupButton({ viewerId }: { viewerId: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const preload = () => void loadDialog();
  return (
    <>
      <Button
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWasOpened(true);
          setIsOpen(true);
        }}
      >
        <Plus aria-hidden />
        Create group
      </Button>
      {wasOpened && (
        <Suspense fallback={null}>
          <CreateGroupDialog viewerId={viewerId} isOpen={isOpen} onOpenChange={setIsOpen} />
        </Suspense>
      )}
    </>
  );
}
