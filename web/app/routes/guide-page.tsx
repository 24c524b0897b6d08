import { BookOpen } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { allGuides } from '../../../common/features/guides/guide-catalog';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { usePageMeta } from '../../lib/page-meta';

/** A public guide page: its title and summary, with links to the other guides. */
export default function GuidePage() {
  const { pathname } = useLocation();
  const guide = allGuides.find((g) => g.path === pathname) ?? allGuides[0]!;
  usePageMeta({ title: guide.title, description: guide.description });
  const others = allGuides.filter((g) => g.path !== guide.path);

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <nav aria-label="Breadcrumb" className="mb-4 text-sm text-muted-foreground">
        <ol className="flex gap-2">
          <li>
            <Link to="/" className="hover:underline">
              Home
            </Link>
          </li>
          <li aria-hidden>/</li>
          <li aria-current="page">{guide.title}</li>
        </ol>
      </nav>
      <PageHeader title={guide.title} description={guide.description} />
      <EmptyState
        icon={BookOpen}
        title="The full guide is not published yet"
        description="This guide's detailed sections have not been published on this server. The other guides below are a good place to continue."
      />
      <h2 className="mb-4 mt-10 text-xl font-semibold">More Disney guides</h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {others.map((other) => (
          <li key={other.path}>
            <Link to={other.path} className="block h-full rounded-xl">
              <Card className="h-full transition-shadow hover:shadow-md">
                <CardHeader>
                  <CardTitle className="text-base">{other.title}</CardTitle>
                  <CardDescription>{other.description}</CardDescription>
                </CardHeader>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
