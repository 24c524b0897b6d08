import { useSearchParams } from 'react-router';
import type { Author } from '../../../../common/features/posts/posts.contract';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { MemberPostList } from '../../posts/components/member-post-list';
import { profileTabs, readProfileTab, type ProfileTab } from '../lib/profile-tabs';
import { MemberReviewList } from './member-review-list';

const tabLabels: Record<ProfileTab, string> = { posts: 'Posts', reviews: 'Reviews' };

/**
 * What a member shared, in tabs kept in the address (`?tab=reviews`; Posts without it): their
 * posts and their reviews. A tab's list loads when it is first shown.
 */
export function ProfileContentTabs({
  userId,
  viewer,
  viewerId,
}: {
  userId: string;
  viewer: Author | null;
  viewerId: string | null;
}) {
  const [params, setParams] = useSearchParams();
  const tab = readProfileTab(params);
  const select = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'posts') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  return (
    <Tabs value={tab} onValueChange={select}>
      <TabsList aria-label="Member’s posts and reviews" className="justify-self-start">
        {profileTabs.map((value) => (
          <TabsTrigger key={value} value={value}>
            {tabLabels[value]}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="posts">
        <MemberPostList userId={userId} viewer={viewer} />
      </TabsContent>
      <TabsContent value="reviews">
        <MemberReviewList userId={userId} viewerId={viewerId} />
      </TabsContent>
    </Tabs>
  );
}
