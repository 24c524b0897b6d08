import { Link, useLocation } from 'react-router';
import { guideLinks } from '../../../common/features/guides/guide-catalog';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { usePageMeta } from '../../lib/page-meta';
import { communityPages } from './community-pages';

/** A member page whose feature has not arrived yet: its title and what it will hold. */
export default function CommunityPage() {
  const { pathname } = useLocation();
  const key = pathname.split('/')[1] ?? '';
  const text = communityPages[key] ?? communityPages.contests!;
  usePageMeta({ title: text.title, description: text.description });

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageHeader title={text.title} description={text.description} />
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
    </div>
  );
}
