import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';

/** Date shown on the policy pages. */
export const POLICY_LAST_UPDATED = 'November 21, 2026';
export const policyLinkClass = 'font-medium text-primary underline-offset-4 hover:underline';

/** A link to the support form, in the policies' link style. */
export function SupportLink({ children = 'support page' }: { children?: ReactNode }) {
  return (
    <Link to="/support" className={policyLinkClass}>
      {children}
    </Link>
  );
}

export interface PolicySection {
  id: string;
  title: string;
  body: ReactNode;
}

/**
 * A policy page (privacy, terms): title, last-updated line, a table of contents with in-page
 * anchors, and numbered sections. Jumps to `#section` once the lazily loaded page exists.
 */
export function PolicyDocument({
  title,
  description,
  sections,
}: {
  title: string;
  description: string;
  sections: PolicySection[];
}) {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageHeader title={title} description={description} />
      <p className="text-sm text-muted-foreground">Last updated: {POLICY_LAST_UPDATED}</p>
      <nav aria-labelledby="policy-contents" className="my-8 rounded-xl border bg-muted/40 p-5">
        <h2 id="policy-contents" className="font-semibold">
          Contents
        </h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={policyLinkClass}>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="space-y-10 leading-relaxed [&_h3]:mt-5 [&_h3]:font-semibold [&_li]:mt-2 [&_p]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`} className="text-xl font-semibold tracking-tight">
              {index + 1}. {section.title}
            </h2>
            {section.body}
          </section>
        ))}
      </div>
    </div>
  );
}
