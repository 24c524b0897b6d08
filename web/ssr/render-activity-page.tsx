import { renderToString } from 'react-dom/server';
import { Route, Routes } from 'react-router';
import { ACTIVITY_PAGE_DESCRIPTION } from '../../common/features/activity/activity-texts';
import type { PageData } from '../../common/features/pages/page-data';
import ActivityPage from '../app/routes/activity-page';
import { PageHeader } from '../components/ui/page-header';
import { ActivityNotFound } from '../features/activity/components/activity-not-found';
import { MemberPageFrame, renderAsVisitor, type Navigation } from './render-member-page';

/** The address of an activity page: `/activity` for today, else `/activity/{date}`. */
export const activityPath = (date: string | null) => (date ? `/activity/${date}` : '/activity');

/** The HTML inside `#root` of `/activity` or `/activity/{date}` (run on the server). */
export function renderActivityBody(
  data: Extract<PageData, { kind: 'activity' }>,
  navigation: Navigation,
): string {
  return renderAsVisitor(
    data,
    activityPath(data.date),
    <Routes>
      <Route path="/activity" element={<ActivityPage />} />
      <Route path="/activity/:date" element={<ActivityPage />} />
    </Routes>,
    navigation,
  );
}

/** The HTML inside `#root` of an activity page for a day that is not (yet) there. */
export function renderActivityMissingBody(
  path: string,
  message: string,
  navigation: Navigation,
): string {
  return renderToString(
    <MemberPageFrame path={path} navigation={navigation}>
      <div className="mx-auto max-w-3xl px-4 py-8">
        <PageHeader title="Activity" description={ACTIVITY_PAGE_DESCRIPTION} />
        <ActivityNotFound message={message} />
      </div>
    </MemberPageFrame>,
  );
}
