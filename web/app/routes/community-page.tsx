import { LogIn } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { guideLinks } from '../../../common/features/guides/guide-catalog';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { useSession } from '../../features/auth/hooks/use-session';
import { usePageMeta } from '../../lib/page-meta';
import { communityPages } from './community-pages';

/** A member page: its title and what it holds, or an invitation to sign in for member-only pages. */
export default function CommunityPage() {
  const { pathname } = useLocation();
  const session = useSession();
  const key = pathname.split('/')[1] ?? '';
  const text = communityPages[key] ?? communityPages.reviews!;
  usePageMeta({ title: text.title, description: text.description });

  const needsSignIn = text.isMembersOnly && session === null;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageHeader title={text.title} description={text.description} />
      {needsSignIn ? (
        <EmptyState
          icon={LogIn}
          title="Sign in to see this page"
          description="This page is for community members. Sign in or create a free account to join in."
          action={
            <Button asChild>
              <Link to="/auth">Sign In</Link>
            </Button>
          }
        />
      ) : (
        <EmptyState
          icon={text.icon}
          title={text.emptyTitle}
          description={text.emptyText}
          action={
            <Button asChild variant="outline">
              <Link to={guideLinks.tips.path}>Read the Disney World tips guide</Link>
            </Button>
          }
        />
      )}
    </div>
  );
}
