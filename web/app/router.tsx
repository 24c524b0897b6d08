import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { creatorDirectoryPaths } from '../../common/features/creators/creator-limits';
import { allGuidePaths } from '../../common/features/guides/guide-catalog';
import { RootLayout } from './layout/root-layout';
import { asPageCodeWait } from './navigation/page-code-loading';

type Page = LazyExoticComponent<ComponentType>;
type PageModule = { default: ComponentType };

/** How to load each page's chunk ahead of its first render (see `preloadRoute`). */
const preloaders = new WeakMap<Page, () => Promise<void>>();

/**
 * A page loaded lazily. Once `preloadRoute` has loaded its chunk, the page renders at once (a
 * thenable that is already settled), with no skeleton in between; otherwise the wait counts as
 * the navigation's (the progress bar, then the placeholder: `usePageTransition`).
 */
function page(load: () => Promise<PageModule>): Page {
  let loaded: PageModule | undefined;
  const component = lazy(() =>
    loaded
      ? ({
          then: (resolve: (module: PageModule) => void) => resolve(loaded!),
        } as Promise<PageModule>)
      : asPageCodeWait(load().then((module) => (loaded = module))),
  );
  preloaders.set(component, async () => {
    loaded ??= await load();
  });
  return component;
}

/** Every page of spec §2, each loaded lazily behind the six-card skeleton. */
const HomePage = page(() => import('./routes/home-page'));
const AboutPage = page(() => import('./routes/about-page'));
const PrivacyPage = page(() => import('./routes/privacy-page'));
const TermsPage = page(() => import('./routes/terms-page'));
const FaqPage = page(() => import('./routes/faq-page'));
const SupportPage = page(() => import('./routes/support-page'));
const StyleGuidePage = page(() => import('./routes/style-guide-page'));
const AdminPage = page(() => import('./routes/admin-page'));
const AdminUsersPage = page(() => import('./routes/admin-users-page'));
const BulkDeletePage = page(() => import('./routes/bulk-delete-page'));
const AuditLogPage = page(() => import('./routes/audit-log-page'));
const ModerationPage = page(() => import('./routes/moderation-page'));
const GuidePage = page(() => import('./routes/guide-page'));
const AuthPage = page(() => import('./routes/auth-page'));
const AuthCallbackPage = page(() => import('./routes/auth-callback-page'));
const ResetPasswordPage = page(() => import('./routes/reset-password-page'));
const OAuthConsentPage = page(() => import('./routes/oauth-consent-page'));
const ProfilePage = page(() => import('./routes/profile-page'));
const FeedPage = page(() => import('./routes/feed-page'));
const LikesPage = page(() => import('./routes/likes-page'));
const PostPage = page(() => import('./routes/post-page'));
const NotificationsPage = page(() => import('./routes/notifications-page'));
const NotFoundPage = page(() => import('./routes/not-found-page'));
const SearchPage = page(() => import('./routes/search-page'));
const ActivityPage = page(() => import('./routes/activity-page'));
const MessagesPage = page(() => import('./routes/messages-page'));
const GroupsPage = page(() => import('./routes/groups-page'));
const GroupPage = page(() => import('./routes/group-page'));
const ReviewsPage = page(() => import('./routes/reviews-page'));
const ReviewSubjectPage = page(() => import('./routes/review-subject-page'));
const EventsPage = page(() => import('./routes/events-page'));
const EventPage = page(() => import('./routes/event-page'));
const TipsPage = page(() => import('./routes/tips-page'));
const ContestsPage = page(() => import('./routes/contests-page'));
const ContestPage = page(() => import('./routes/contest-page'));
const ChecklistsPage = page(() => import('./routes/checklists-page'));
const ChecklistPage = page(() => import('./routes/checklist-page'));
const TripsPage = page(() => import('./routes/trips-page'));
const TripPage = page(() => import('./routes/trip-page'));
const CreatorsPage = page(() => import('./routes/creators-page'));
const TripRidesPage = page(() => import('./routes/trip-rides-page'));

const route = (path: string, Component: Page): RouteObject => ({ path, Component });

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      { index: true, Component: HomePage },
      route('/about', AboutPage),
      route('/about-us', AboutPage),
      route('/privacy', PrivacyPage),
      route('/privacy-policy', PrivacyPage),
      route('/terms', TermsPage),
      route('/terms-of-service', TermsPage),
      route('/faq', FaqPage),
      route('/support', SupportPage),
      route('/style-guide', StyleGuidePage),
      route('/moderation', ModerationPage),
      ...['/admin'].map((path) => route(path, AdminPage)),
      route('/admin/users', AdminUsersPage),
      route('/bulk-delete', BulkDeletePage),
      route('/admin/audit', AuditLogPage),
      ...allGuidePaths.map((path) => route(path, GuidePage)),
      route('/search', SearchPage),
      route('/activity', ActivityPage),
      route('/activity/:date', ActivityPage),
      route('/feed', FeedPage),
      route('/likes', LikesPage),
      route('/post/:id', PostPage),
      route('/profile/:id', ProfilePage),
      route('/notifications', NotificationsPage),
      route('/messages', MessagesPage),
      route('/groups', GroupsPage),
      route('/group/:id', GroupPage),
      route('/reviews', ReviewsPage),
      route('/reviews/:slug', ReviewSubjectPage),
      route('/events', EventsPage),
      route('/event/:id', EventPage),
      route('/tips', TipsPage),
      route('/contests', ContestsPage),
      route('/contest/:id', ContestPage),
      route('/checklists', ChecklistsPage),
      route('/checklists/public', ChecklistsPage),
      route('/checklist/:id', ChecklistPage),
      route('/trips', TripsPage),
      route('/trip/:id', TripPage),
      route('/trip/:id/rides', TripRidesPage),
      ...creatorDirectoryPaths.map((path) => route(path, CreatorsPage)),
      route('/auth', AuthPage),
      route('/auth/callback', AuthCallbackPage),
      route('/reset-password', ResetPasswordPage),
      route('/oauth/consent', OAuthConsentPage),
      route('*', NotFoundPage),
    ],
  },
];

/**
 * The page of the address: the routes above in React Router's declarative mode (under a
 * `BrowserRouter`), which leaves the data router's loaders and actions (unused here, about 17 KB
 * of gzipped JavaScript) out of the first load.
 */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Loads the chunks of the pages that `pathname` shows, so the app's first render of a page the
 * server already rendered shows it straight away (no skeleton between the two).
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const preload = route.Component ? preloaders.get(route.Component as Page) : undefined;
      return preload?.();
    }),
  );
}
