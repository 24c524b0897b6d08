import { LogIn, ShieldAlert, ShieldCheck } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { useSession } from '../../features/auth/hooks/use-session';
import { useOwnProfile } from '../../features/profiles/api/get-own-profile';
import { usePageMeta } from '../../lib/page-meta';
import { PageSkeleton } from '../layout/page-skeleton';

const titles: Record<string, string> = {
  '/admin': 'Admin',
  '/admin/users': 'User Management',
  '/bulk-delete': 'Bulk Delete',
  '/moderation': 'Moderation',
};

/**
 * Staff pages: visible to admins only. The server checks the same rule on every admin API call;
 * this page only decides what to show.
 */
export default function AdminPage() {
  const { pathname } = useLocation();
  const title = titles[pathname] ?? 'Admin';
  usePageMeta({ title, description: 'Tools for the team that keeps the community healthy.' });
  const session = useSession();
  const profile = useOwnProfile(session?.user.id);

  if (session === undefined || (session && profile.isPending)) return <PageSkeleton />;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageHeader title={title} />
      {!session ? (
        <EmptyState
          icon={LogIn}
          title="Sign in required"
          description="Sign in with a staff account to use the admin tools."
          action={
            <Button asChild>
              <Link to="/auth">Sign In</Link>
            </Button>
          }
        />
      ) : !profile.data?.is_admin ? (
        <EmptyState
          icon={ShieldAlert}
          title="Admins only"
          description="You don't have permission to perform this action."
        />
      ) : (
        <EmptyState
          icon={ShieldCheck}
          title="Nothing needs attention"
          description="There are no reports, flagged posts or pending requests waiting for review."
        />
      )}
    </div>
  );
}
