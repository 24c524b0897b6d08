import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SearchX, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import type { NavigationItem } from '../../common/features/navigation/navigation.contract';
import type { PageData } from '../../common/features/pages/page-data';
import { DocumentFrame } from '../app/guide-document/document-frame';
import { primePageData } from '../app/prime-page-data';
import PostPage from '../app/routes/post-page';
import { ProfileView } from '../app/routes/profile-page';
import { EmptyState } from '../components/ui/empty-state';
import { AuthContext } from '../features/auth/components/auth-context';

export type Navigation = Pick<NavigationItem, 'title' | 'url' | 'icon'>[];

/** The frame of server-rendered pages around a member page, under a router at `path`. */
export function MemberPageFrame({
  path,
  navigation,
  children,
}: {
  path: string;
  navigation: Navigation;
  children: ReactNode;
}) {
  return (
    <StaticRouter location={path}>
      <DocumentFrame navigation={navigation} currentPath={path}>
        {children}
      </DocumentFrame>
    </StaticRouter>
  );
}

/**
 * The app's own page component rendered as a visitor sees it, from the data the page was built
 * from (its page data, or a function putting what it shows into the query cache): the HTML is
 * what the app shows, so a member's app takes it over without a jump.
 */
export function renderAsVisitor(
  data: PageData | ((queryClient: QueryClient) => void) | null,
  path: string,
  page: ReactNode,
  navigation: Navigation,
) {
  const queryClient = new QueryClient();
  if (typeof data === 'function') data(queryClient);
  else if (data) primePageData(queryClient, data, null);
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={{ session: null }}>
        <MemberPageFrame path={path} navigation={navigation}>
          {page}
        </MemberPageFrame>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

/** The HTML inside `#root` of `/post/{id}` (run on the server). */
export function renderPostBody(data: Extract<PageData, { kind: 'post' }>, navigation: Navigation) {
  const path = `/post/${data.post.id}`;
  return renderAsVisitor(
    data,
    path,
    <Routes>
      <Route path="/post/:id" element={<PostPage />} />
    </Routes>,
    navigation,
  );
}

/** The HTML inside `#root` of `/profile/{id}` (run on the server). */
export function renderProfileBody(
  data: Extract<PageData, { kind: 'profile' }>,
  navigation: Navigation,
) {
  const path = `/profile/${data.profile.id}`;
  return renderAsVisitor(
    data,
    path,
    <ProfileView id={data.profile.id} session={null} />,
    navigation,
  );
}

/** What a missing member page says: a post or a profile that is unknown or gone. */
export interface MissingPageText {
  kind: 'post' | 'profile';
  title: string;
  description: string;
}

/** The HTML inside `#root` of a post or profile that is not (or no longer) here. */
export function renderMissingPageBody(
  path: string,
  text: MissingPageText,
  navigation: Navigation,
): string {
  return renderToString(
    <MemberPageFrame path={path} navigation={navigation}>
      <div className="mx-auto max-w-2xl px-4 py-8">
        <h1 className="sr-only">{text.title}</h1>
        <EmptyState
          icon={text.kind === 'post' ? SearchX : UserX}
          title={text.title}
          description={text.description}
          action={
            <a
              href="/"
              className="inline-flex h-11 items-center justify-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90"
            >
              Go to the home page
            </a>
          }
        />
      </div>
    </MemberPageFrame>,
  );
}
