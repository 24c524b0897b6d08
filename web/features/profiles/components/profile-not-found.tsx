import { UserX } from 'lucide-react';
import { Link } from 'react-router';
import { PROFILE_NOT_FOUND_DESCRIPTION } from '../../../../common/features/pages/member-page-text';
import { PROFILE_NOT_FOUND_MESSAGE } from '../../../../common/features/profiles/profiles.contract';
import { Button } from '../../../components/ui/button';

/** The page for an id that is no member's (the server's own 'Profile not found'). */
export function ProfileNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <UserX aria-hidden className="size-8" />
      </span>
      <h1 className="text-3xl font-bold">{PROFILE_NOT_FOUND_MESSAGE}</h1>
      <p className="text-muted-foreground">{PROFILE_NOT_FOUND_DESCRIPTION}</p>
      <Button asChild>
        <Link to="/">Go to the home page</Link>
      </Button>
    </div>
  );
}
