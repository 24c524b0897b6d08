import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  allGuidePaths,
  disneyGuidesGroup,
  guideLinks,
} from '../../../common/features/guides/guide-catalog';
import { ThemeToggle } from './theme-toggle';

/** How the footer renders a link: the router's by default, a plain anchor on server pages. */
export type FooterLinkComponent = (props: {
  to: string;
  className: string;
  children: ReactNode;
}) => ReactNode;

/** Guide pages are server-rendered documents, so links to them load the page. */
const RouterFooterLink: FooterLinkComponent = ({ to, ...props }) => (
  <Link to={to} reloadDocument={allGuidePaths.includes(to)} {...props} />
);

const footerColumns = [
  {
    title: 'Navigation',
    links: [
      { title: 'About Us', path: '/about-us' },
      { title: 'Activity', path: '/activity' },
      { title: 'Reviews', path: '/reviews' },
      { title: 'Public Checklists', path: '/checklists/public' },
      { title: 'Support', path: '/support' },
      { title: 'FAQ', path: '/faq' },
      { title: 'Privacy Policy', path: '/privacy-policy' },
      { title: 'Terms of Service', path: '/terms-of-service' },
    ],
  },
  {
    title: 'Disney Resources',
    links: [...disneyGuidesGroup, guideLinks.reviews, guideLinks.checklists],
  },
  {
    title: 'Content Creators',
    links: [
      { title: 'Influencers', path: '/influencers' },
      { title: 'Photographers', path: '/photographers' },
      { title: 'Vloggers', path: '/vloggers' },
      { title: 'Trip Planners', path: '/trip-planners' },
    ],
  },
];

/** The footer's four columns: about text, Navigation, Disney Resources, Content Creators (spec §2). */
export function SiteFooter({
  LinkComponent = RouterFooterLink,
  themeToggle = <ThemeToggle />,
}: {
  LinkComponent?: FooterLinkComponent;
  /** The theme switch (an island on server-rendered pages). */
  themeToggle?: ReactNode;
} = {}) {
  return (
    <footer className="mt-16 border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold">Magic Community</p>
          <p className="mt-3 text-sm text-muted-foreground">
            A community-driven platform for Disney enthusiasts to share magical moments and tips,
            from first-time visitors to annual passholders.
          </p>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold">{column.title}</h2>
            <ul className="mt-2">
              {column.links.map((link) => (
                <li key={link.path}>
                  <LinkComponent
                    to={link.path}
                    className="inline-flex min-h-11 items-center text-sm text-muted-foreground hover:text-foreground hover:underline"
                  >
                    {link.title}
                  </LinkComponent>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 border-t px-4 py-4 text-xs text-muted-foreground">
        <p>
          © {new Date().getFullYear()} Magic Community. A fan site, not affiliated with The Walt
          Disney Company.
        </p>
        {themeToggle}
      </div>
    </footer>
  );
}
