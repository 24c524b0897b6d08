import './styles/index.css';
import type { ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { HeaderAccount } from './app/guide-document/header-account';
import { subscribeToStoredSession } from './app/guide-document/stored-session';
import { ThemeSwitch } from './app/guide-document/theme-switch';
import { BudgetCalculator } from './features/guides/components/budget-calculator';
import { hasStoredSession } from './lib/auth-storage';
import { installGlobalErrorCapture } from './lib/telemetry';

/**
 * The script of the server-rendered guide pages: hydrates each island (`data-island`) with its
 * component and props; the rest of the page is finished HTML. No router, query client or
 * member features load here.
 */
const islands: Record<string, ComponentType<Record<string, unknown>>> = {
  'header-account': HeaderAccount,
  'theme-switch': ThemeSwitch,
  'budget-calculator': BudgetCalculator,
};

installGlobalErrorCapture();

const islandRoots: Root[] = [];

for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const Island = islands[element.dataset.island ?? ''];
  if (!Island) continue;
  const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
  islandRoots.push(hydrateRoot(element, <Island {...props} />));
}

/**
 * Pages whose root says `data-app-takeover` (members' posts and profiles, the home page) become
 * the full app for members: at once when a session is stored, or as soon as one is (a sign-in
 * here or in another tab). Visitors never download it.
 */
const root = document.getElementById('root');
if (root?.hasAttribute('data-app-takeover')) {
  let isTakingOver = false;
  const takeOverForMembers = () => {
    if (isTakingOver || !hasStoredSession()) return;
    isTakingOver = true;
    void import('./app/start-app').then(({ startApp }) =>
      startApp({
        takeOver: true,
        beforeRender: () => islandRoots.splice(0).forEach((island) => island.unmount()),
      }),
    );
  };
  takeOverForMembers();
  if (!isTakingOver) subscribeToStoredSession(takeOverForMembers);
}
