import { BookOpen, Flag, KeyRound, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  supportTopics,
  type SupportTopic,
} from '../../../common/features/support/support.contract';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { useSession } from '../../features/auth/hooks/use-session';
import { SupportForm } from '../../features/support/components/support-form';
import { usePageMeta } from '../../lib/page-meta';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

function Tip({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 text-primary [&_svg]:size-5">{icon}</span>
      <p>{children}</p>
    </li>
  );
}

/** `/support`: the contact form, with pointers that often answer the question first. */
export default function SupportPage() {
  usePageMeta({
    title: 'Contact Support',
    description:
      'Write to the Magic Community team about your account, a problem on the site, content that breaks the rules, or an idea.',
  });
  const session = useSession();
  const [searchParams] = useSearchParams();
  const requestedTopic = searchParams.get('topic') ?? '';
  const defaultTopic = supportTopics.find(
    (topic): topic is SupportTopic => topic === requestedTopic,
  );

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageHeader
        title="Contact support"
        description="Questions about your account, something that is not working, a post that should not be here, or an idea to make the community better: the team reads every message."
      />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <aside aria-labelledby="before-you-write-heading" className="lg:col-start-2 lg:row-start-1">
          <Card>
            <CardHeader>
              <h2 id="before-you-write-heading" className="text-lg font-semibold leading-tight">
                Before you write
              </h2>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-4 text-sm text-muted-foreground">
                <Tip icon={<BookOpen aria-hidden />}>
                  Many questions about accounts, photos, checklists and trip planning are answered
                  in the{' '}
                  <Link to="/faq" className={linkClass}>
                    frequently asked questions
                  </Link>
                  .
                </Tip>
                <Tip icon={<KeyRound aria-hidden />}>
                  Locked out? Use <strong className="text-foreground">Forgot password?</strong> on
                  the{' '}
                  <Link to="/auth" className={linkClass}>
                    sign-in page
                  </Link>{' '}
                  to get a reset link by email.
                </Tip>
                <Tip icon={<Flag aria-hidden />}>
                  Reporting a post, photo or member? Pick “Report content” and paste the link to the
                  page so we can find it quickly.
                </Tip>
                <Tip icon={<ShieldCheck aria-hidden />}>
                  Never send your password. Nobody from the team will ever ask for it.
                </Tip>
              </ul>
              <p className="mt-5 border-t pt-4 text-xs text-muted-foreground">
                What you send is handled as described in our{' '}
                <Link to="/privacy" className={linkClass}>
                  privacy policy
                </Link>
                .
              </p>
            </CardContent>
          </Card>
        </aside>
        <section
          aria-labelledby="support-form-heading"
          className="min-w-0 lg:col-start-1 lg:row-start-1"
        >
          <h2 id="support-form-heading" className="mb-4 text-xl font-semibold">
            Send us a message
          </h2>
          <SupportForm defaultEmail={session?.user.email} defaultTopic={defaultTopic} />
        </section>
      </div>
    </div>
  );
}
