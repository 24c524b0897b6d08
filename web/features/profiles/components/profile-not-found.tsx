import { UserX } from 'lucide-react';
import { PROFILE_NOT_FOUND_DESCRIPTION } from '../../../../common/features/pages/member-page-text';
import { PROFILE_NOT_FOUND_MESSAGE } from '../../../../common/features/profiles/profiles.contract';
import { NotFoundState } from '../../../components/ui/page-states';

/** The page for an id that is no member's (the server's own 'Profile not found'). */
export function ProfileNotFound() {
  return (
    <NotFoundState
      icon={UserX}
      title={PROFILE_NOT_FOUND_MESSAGE}
      description={PROFILE_NOT_FOUND_DESCRIPTION}
      action={{ to: '/', label: 'Go to the home page' }}
    />
  );
}
