import './styles/index.css';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HeaderAccount } from './app/guide-document/header-account';
import { ThemeSwitch } from './app/guide-document/theme-switch';
import { BudgetCalculator } from './features/guides/components/budget-calculator';
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

for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const Island = islands[element.dataset.island ?? ''];
  if (!Island) continue;
  const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
  hydrateRoot(element, <Island {...props} />);
}
