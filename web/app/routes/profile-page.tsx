import { useParams } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton';
import { useSession } from '../../features/auth/hooks/use-session';
import { MemberProfile } from './profile/member-profile';
import { OwnProfile } from './profile/own-profile';

/** `/profile/:id`: the member's own profile and security settings, or another member's page. */
export default function ProfilePage() {
  const { id } = useParams();
  const session = useSession();
  if (session === undefined) {
    return (
      <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10" aria-busy="true">
        <Skeleton className="h-32 w-full rounded-xl" />
        <Skeleton className="h-72 w-full rounded-xl" />
      </div>
    );
  }
  if (session && session.user.id === id) return <OwnProfile session={session} />;
  return <MemberProfile />;
}
