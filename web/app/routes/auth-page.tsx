import { KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { usePageMeta } from '../../lib/page-meta';

/** `/auth`, `/auth/callback` and `/reset-password`: where members sign in and join. */
export default function AuthPage() {
  usePageMeta({
    title: 'Join the Community',
    description: 'Sign in or create a free Magic Community account.',
  });
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <PageHeader
        title="Join the Community"
        description="Share photos, tips, reviews and checklists with fellow Disney fans."
      />
      <EmptyState
        icon={KeyRound}
        title="Accounts are not open on this server yet"
        description="Signing in and creating accounts are not available here at the moment. Every guide and public page can be read without an account."
        action={
          <Button asChild variant="outline">
            <Link to="/disney-world-tips">Browse the guides</Link>
          </Button>
        }
      />
    </div>
  );
}
