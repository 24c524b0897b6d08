import { User } from 'lucide-react';
import { Link } from 'react-router';
import { guideLinks } from '../../../../common/features/guides/guide-catalog';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageMeta } from '../../../lib/page-meta';

const memberPage = {
  title: 'Member Profile',
  description: 'A member’s photos, tips and reviews.',
  emptyTitle: 'No profile to show',
  emptyText: 'This member has not shared anything yet, or the profile does not exist.',
};

/** Another member's profile: what the page holds until profiles have content to show. */
export function MemberProfile() {
  usePageMeta({ title: memberPage.title, description: memberPage.description });
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageHeader title={memberPage.title} description={memberPage.description} />
      <EmptyState
        icon={User}
        title={memberPage.emptyTitle}
        description={memberPage.emptyText}
        action={
          <Button asChild variant="outline">
            <Link to={guideLinks.tips.path}>Read the Disney World tips guide</Link>
          </Button>
        }
      />
    </div>
  );
}
