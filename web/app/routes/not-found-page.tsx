import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { disneyGuidesGroup } from '../../../common/features/guides/guide-catalog';
import { Button } from '../../components/ui/button';
import { NotFoundState } from '../../components/ui/page-states';
import { usePageMeta } from '../../lib/page-meta';

/** The 404 page (the server answers these paths with status 404). */
export default function NotFoundPage() {
  usePageMeta({ title: 'Page not found', description: 'This page does not exist.' });
  return (
    <NotFoundState
      icon={Compass}
      showCode
      title="Page not found"
      description="This path leads nowhere, like a queue for a ride that closed years ago. Check the address, or pick up from one of these."
      action={{ to: '/', label: 'Go to the home page' }}
    >
      <ul className="mt-4 flex flex-wrap justify-center gap-2">
        {disneyGuidesGroup.map((guide) => (
          <li key={guide.path}>
            <Button asChild variant="outline" size="sm">
              <Link to={guide.path}>{guide.title}</Link>
            </Button>
          </li>
        ))}
      </ul>
    </NotFoundState>
  );
}
