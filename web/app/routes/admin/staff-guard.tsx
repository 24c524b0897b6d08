import { LogIn, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { isStaffRole } from '../../../../common/features/moderation/staff-role.contract';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useSession } from '../../../features/auth/hooks/use-session';
import { useOwnProfile } from '../../../features/profiles/api/get-own-profile';
import { usePageMeta } from '../../../lib/page-meta';
import { PageSkeleton } from '../../layout/page-skeleton';

/** The spec's permission message (§8), shown to members on the staff pages. */
export const PERMISSION_MESSAGE = "You don't have permission to perform this action.";

/**
 * The staff pages' client-side check (the server checks every staff route again): visitors see
 * the sign-in prompt, members (and moderators on admin-only pages) the spec's permission
 * message, staff the page.
 */
export function StaffGuard({
  title,
  description,
  needs,
  children,
}: {
  title: string;
  description: string;
  needs: 'moderator' | 'admin';
  children: ReactNode;
}) {
  usePageMeta({ title, description });
  const { pathname, search } = useLocation();
  const session = useSession();
  const profile = useOwnProfile(session?.user.id);

  if (session === undefined || (session && profile.isPending)) return <PageSkeleton />;
  const role = profile.data?.role;
  const isAllowed = needs === 'admin' ? role === 'admin' : isStaffRole(role);
  if (session && isAllowed) return <>{children}</>;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageHeader title={title} />
      {!session ? (
        <EmptyState
          icon={LogIn}
          title="Sign in required"
          description="Sign in with a staff account to use the team's tools."
          action={
            <Button asChild>
              <Link to={`/auth?tab=signin&next=${encodeURIComponent(pathname + search)}`}>
                Sign In
              </Link>
            </Button>
          }
        />
      ) : (
        <EmptyState
          icon={ShieldAlert}
          title={needs === 'admin' ? 'Admins only' : 'Staff only'}
          description={PERMISSION_MESSAGE}
        />
      )}
    </div>
  );
}
