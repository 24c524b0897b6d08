import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { PublicProfile } from '../../../../common/features/profiles/profiles.contract';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { EditProfileForm } from './edit-profile-form';

/**
 * 'Edit profile' and the dialog with the form (a fresh form, from the saved profile, each
 * time). `onSaved` lets the page refresh other features that show the member's name or photo.
 */
export function EditProfileDialog({
  profile,
  userId,
  onSaved,
}: {
  profile: PublicProfile;
  userId: string;
  onSaved?: () => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Pencil aria-hidden />
          Edit profile
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
        <div className="grid gap-1 pr-10">
          <DialogTitle>Edit profile</DialogTitle>
          <DialogDescription>
            What other fans see on your profile and next to your posts.
          </DialogDescription>
        </div>
        <EditProfileForm
          profile={profile}
          userId={userId}
          onSaved={() => {
            setIsOpen(false);
            onSaved?.();
          }}
          onCancel={() => setIsOpen(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
