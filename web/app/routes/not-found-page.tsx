import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { disneyGuidesGroup } from '../../../common/features/guides/guide-catalog';
import { Button } from '../../components/ui/button';
import { usePageMeta } from '../../lib/page-meta';

/** The 404 page (the server answers these paths with status 404). */
export default function NotFoundPage() {
  usePageMeta({ title: 'Page not found', description: 'This page does not exist.' });
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <Compass aria-hidden className="size-8" />
      </span>
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="text-muted-foreground">
        This path leads nowhere, like a queue for a ride that closed years ago. Check the address,
        or pick up from one of these.
      </p>
      <Button asChild>
        <Link to="/">Go to the home page</Link>
      </Button>
      <ul className="mt-4 flex flex-wrap justify-center gap-2">
        {disneyGuidesGroup.map((guide) => (
          <li key={guide.path}>
            <Button asChild variant="outline" size="sm">
              <Link to={guide.path}>{guide.title}</Link>
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
