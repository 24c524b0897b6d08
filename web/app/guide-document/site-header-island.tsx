import { Bell, BookOpen, ChevronDown, LogIn, Menu, MessageCircle } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import {
  DISNEY_GUIDES_GROUP_TITLE,
  disneyGuidesGroup,
} from '../../../common/features/guides/guide-catalog';
import type { NavigationItem } from '../../../common/features/navigation/navigation.contract';
import { openAuthDialog } from '../../features/auth/lib/auth-dialog-store';
import { NavigationIcon } from '../../features/navigation/components/navigation-icon';
import { LogoMark, logoLinkProps } from '../layout/logo-mark';
import { getHeaderApp, headerView, setHeaderTarget, subscribeHeaderApp } from './header-state';
import { parseStoredMember, readStoredSession, subscribeToStoredSession } from './stored-session';

type Items = Pick<NavigationItem, 'title' | 'url' | 'icon'>[];

const loadHeaderApp = () => import('./header-app');

/** Pages whose app takes over for members (page-main.tsx): their header comes with the app. */
function isAppTakingOver(): boolean {
  return document.getElementById('root')?.hasAttribute('data-app-takeover') ?? false;
}

/** The logo linking home, as the app's `SiteLogo` draws it, with a plain link (no router). */
function DocumentLogo({ isCompact = false }: { isCompact?: boolean }) {
  return (
    <a href="/" {...logoLinkProps}>
      <LogoMark isCompact={isCompact} />
    </a>
  );
}

/** The fixed bar every header variant shares, so swapping one for another never moves the page. */
function HeaderBar({ children }: { children: ReactNode }) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-[var(--header-height)] border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-full max-w-7xl items-center gap-2 px-3 sm:px-4">
        {children}
      </div>
    </header>
  );
}

const signInClass =
  'inline-flex h-11 items-center justify-center gap-2 whitespace-nowrap rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground transition-colors hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-4';

/** Whether a click is a plain one (new-tab and modified clicks follow the link to /auth). */
function isPlainClick(event: MouseEvent): boolean {
  return !(event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
}

/**
 * The visitor's header as the server renders it (spec §6): Activity, Reviews and Checklists
 * from 768 px, the 'Disney Guides' group (a disclosure that opens without JavaScript) and Sign
 * In, which opens the auth dialog on the sign-in tab (a link to /auth underneath).
 */
function VisitorHeader({
  items,
  currentPath,
  onSignInIntent,
}: {
  items: Items;
  currentPath: string;
  onSignInIntent?: (opens: boolean) => void;
}) {
  return (
    <HeaderBar>
      <DocumentLogo />
      <nav aria-label="Main" className="ml-1 flex items-center gap-0.5">
        <ul className="hidden items-center gap-1 md:flex">
          {items.map((item) => (
            <li key={item.url}>
              <a
                href={item.url}
                title={item.title}
                aria-current={item.url === currentPath ? 'page' : undefined}
                className="flex min-h-11 items-center gap-2 whitespace-nowrap rounded-md px-2.5 text-sm font-medium text-foreground/80 transition-colors hover:bg-muted aria-[current=page]:text-primary"
              >
                <NavigationIcon name={item.icon} className="size-4" />
                <span className="sr-only lg:not-sr-only">{item.title}</span>
              </a>
            </li>
          ))}
        </ul>
        <details className="group relative">
          <summary
            title={DISNEY_GUIDES_GROUP_TITLE}
            className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md px-2.5 text-sm font-medium hover:bg-muted [&::-webkit-details-marker]:hidden"
          >
            <BookOpen aria-hidden className="size-4" />
            <span className="sr-only lg:not-sr-only">{DISNEY_GUIDES_GROUP_TITLE}</span>
            <ChevronDown aria-hidden className="hidden size-4 opacity-60 lg:block" />
          </summary>
          <ul className="absolute left-0 top-12 z-50 min-w-56 rounded-md border bg-popover p-1 text-popover-foreground shadow-md">
            {disneyGuidesGroup.map((guide) => (
              <li key={guide.path}>
                <a
                  href={guide.path}
                  aria-current={guide.path === currentPath ? 'page' : undefined}
                  className="flex min-h-11 items-center rounded-sm px-3 text-sm hover:bg-muted aria-[current=page]:font-semibold"
                >
                  {guide.title}
                </a>
              </li>
            ))}
          </ul>
        </details>
      </nav>
      <div className="ml-auto flex items-center gap-2">
        <a
          href="/auth?tab=signin"
          aria-haspopup="dialog"
          className={signInClass}
          onPointerEnter={() => onSignInIntent?.(false)}
          onFocus={() => onSignInIntent?.(false)}
          onClick={(event) => {
            if (!onSignInIntent || !isPlainClick(event)) return;
            event.preventDefault();
            onSignInIntent(true);
          }}
        >
          <LogIn aria-hidden />
          Sign In
        </a>
      </div>
    </HeaderBar>
  );
}

/**
 * What a member sees while the header's app starts: the member header's shape (side menu button
 * on phones, navigation, search and Messages from 768 px, bell, avatar with the stored initial),
 * so the real one replaces it in place.
 */
function MemberHeaderPlaceholder({ initial }: { initial: string }) {
  return (
    <HeaderBar>
      <span
        aria-hidden
        className="flex size-11 items-center justify-center text-muted-foreground md:hidden"
      >
        <Menu className="size-4" />
      </span>
      <DocumentLogo isCompact />
      <div aria-hidden className="ml-1 hidden items-center gap-1 md:flex">
        {[0, 1, 2].map((index) => (
          <span key={index} className="h-9 w-11 animate-pulse rounded-md bg-muted" />
        ))}
      </div>
      <div className="ml-auto flex items-center gap-2">
        <span aria-hidden className="hidden h-10 w-64 rounded-md border md:block" />
        <span
          aria-hidden
          className="hidden size-11 items-center justify-center text-muted-foreground md:flex"
        >
          <MessageCircle className="size-4" />
        </span>
        <span
          aria-hidden
          className="flex size-11 items-center justify-center text-muted-foreground"
        >
          <Bell className="size-4" />
        </span>
        <span aria-hidden className="flex size-11 items-center justify-center">
          <span className="flex size-9 items-center justify-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground">
            {initial}
          </span>
        </span>
      </div>
    </HeaderBar>
  );
}

/**
 * The header of server-rendered pages (an island), with the app's behaviour (spec §2, §6). The
 * server renders the visitor's header, and visitors download nothing more until they reach for
 * Sign In. With a stored session (or once Sign In is hovered, focused or clicked) the header's
 * app loads in its own chunk: the auth dialog, and for members the app's own header (search,
 * side menu, bell with its list, avatar, Admin link) in this island's place. Its links load
 * whole documents: these pages have no router.
 */
export function SiteHeaderIsland({ items, currentPath }: { items: Items; currentPath: string }) {
  // The server snapshot is "nobody": hydration matches, then the stored session shows.
  const member = parseStoredMember(
    useSyncExternalStore(subscribeToStoredSession, readStoredSession, () => null),
  );
  const app = useSyncExternalStore(subscribeHeaderApp, getHeaderApp, getHeaderApp);
  const [isAppWanted, setIsAppWanted] = useState(false);
  const [isAppRunning, setIsAppRunning] = useState(false);

  const shouldStart = isAppWanted || (member !== null && !isAppTakingOver());
  const [hasStarted, setHasStarted] = useState(false);
  if (shouldStart && !hasStarted) setHasStarted(true);

  useEffect(() => {
    if (!hasStarted) return;
    let isActive = true;
    let stop: (() => void) | undefined;
    void loadHeaderApp().then(({ mountHeaderApp }) => {
      if (!isActive) return;
      stop = mountHeaderApp();
      setIsAppRunning(true);
    });
    return () => {
      isActive = false;
      stop?.();
    };
  }, [hasStarted]);

  const signInIntent = (opens: boolean) => {
    setIsAppWanted(true);
    if (opens) openAuthDialog('signin');
    else void loadHeaderApp().then((m) => m.preloadAuthDialog());
  };

  const view = headerView({
    appSession: isAppRunning ? app.session : null,
    hasStoredSession: member !== null,
  });
  return (
    <>
      {view === 'visitor' && (
        <VisitorHeader items={items} currentPath={currentPath} onSignInIntent={signInIntent} />
      )}
      {view === 'member-placeholder' && <MemberHeaderPlaceholder initial={member?.initial ?? ''} />}
      {isAppRunning && <div ref={setHeaderTarget} className="contents" />}
    </>
  );
}
