import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Card, CardContent } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { AuthPanel } from '../../features/auth/components/auth-panel';
import { safeNextPath } from '../../features/auth/lib/safe-next-path';
import { usePageMeta } from '../../lib/page-meta';

/** `/auth`: the dialog's forms on a page (`?tab=signin|signup`, optional same-site `?next=`). */
export default function AuthPage() {
  usePageMeta({
    title: 'Join the Community',
    description: 'Sign in or create a free Magic Community account.',
  });
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tab = params.get('tab') === 'signup' ? 'signup' : 'signin';
  const next = safeNextPath(params.get('next'));
  const done = useCallback(() => void navigate(next, { replace: true }), [navigate, next]);

  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <PageHeader
        title="Join the Community"
        description="Share photos, tips, reviews and checklists with fellow Disney fans."
      />
      <Card>
        <CardContent className="p-4 sm:p-6">
          <AuthPanel
            key={tab}
            idPrefix="auth-page"
            initialView={tab}
            headingLevel="h2"
            onDone={done}
          />
        </CardContent>
      </Card>
    </div>
  );
}
