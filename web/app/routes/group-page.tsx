import type { Session } from '@supabase/auth-js';
import { useParams, useSearchParams } from 'react-router';
import type { Group } from '../../../common/features/groups/groups.contract';
import { ItemActionsMenu } from '../../components/item-actions/item-actions-menu';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useSession } from '../../features/auth/hooks/use-session';
import { GroupEvents } from '../../features/events/components/group-events';
import { useGroup } from '../../features/groups/api/get-groups';
import { GroupAbout } from '../../features/groups/components/group-about';
import { GroupHeader, GroupHeaderSkeleton } from '../../features/groups/components/group-header';
import { GroupInvites } from '../../features/groups/components/group-invites';
import { GroupMembers } from '../../features/groups/components/group-members';
import { GroupPosts } from '../../features/groups/components/group-posts';
import { GroupRequests } from '../../features/groups/components/group-requests';
import {
  GroupLoadError,
  GroupNotFound,
  PrivateGroupNote,
} from '../../features/groups/components/group-states';
import { InviteBanner } from '../../features/groups/components/invite-banner';
import { MembershipButton } from '../../features/groups/components/membership-button';
import { OwnerMenu } from '../../features/groups/components/owner-menu';
import { groupTabs, readGroupTab, type GroupTab } from '../../features/groups/lib/group-tabs';
import {
  canSeeGroupContent,
  isGroupModerator,
  isGroupOwner,
} from '../../features/groups/lib/membership-action';
import { ApiError } from '../../lib/api-error';
import { usePageMeta } from '../../lib/page-meta';
import { useViewer } from './use-viewer';

const tabLabels: Record<GroupTab, string> = {
  posts: 'Posts',
  about: 'About',
  members: 'Members',
  requests: 'Requests',
  invites: 'Invites',
};

/** The tabs of a group the viewer may read: Posts, About, Members, and the moderators' ones. */
function GroupTabs({ group, session }: { group: Group; session: Session | null }) {
  const viewer = useViewer(session);
  const viewerId = session?.user.id ?? null;
  const [params, setParams] = useSearchParams();
  const available = groupTabs({
    isModerator: isGroupModerator(group.viewer),
    isOwner: isGroupOwner(group.viewer),
  });
  const tab = readGroupTab(params, available);
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
  const waiting = group.pendingRequestCount ?? 0;

  return (
    <Tabs value={tab} onValueChange={select}>
      <TabsList
        aria-label="Group sections"
        className="flex w-full justify-start overflow-x-auto sm:w-auto sm:inline-flex"
      >
        {available.map((value) => (
          <TabsTrigger
            key={value}
            value={value}
            className="shrink-0"
            aria-label={
              value === 'requests' && waiting > 0 ? `Requests, ${waiting} waiting` : undefined
            }
          >
            {tabLabels[value]}
            {value === 'requests' && waiting > 0 && (
              <>
                <span
                  aria-hidden
                  className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs font-semibold text-accent-foreground"
                >
                  {waiting}
                </span>
              </>
            )}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="posts">
        <GroupPosts group={group} viewer={viewer} />
      </TabsContent>
      <TabsContent value="about">
        <GroupAbout group={group} />
      </TabsContent>
      <TabsContent value="members">
        <GroupMembers group={group} viewerId={viewerId} />
      </TabsContent>
      {available.includes('requests') && viewerId && (
        <TabsContent value="requests">
          <GroupRequests group={group} viewerId={viewerId} />
        </TabsContent>
      )}
      {available.includes('invites') && (
        <TabsContent value="invites">
          <GroupInvites group={group} />
        </TabsContent>
      )}
    </Tabs>
  );
}

/**
 * One group: its header with the membership button (and the owner's menu), then its posts,
 * about text and members in tabs; a private group shows non-members only its header and why.
 * An invite link (`?invite=`) offers to join above it.
 */
export function GroupView({ id, session }: { id: string; session: Session | null }) {
  const viewerId = session?.user.id ?? null;
  const group = useGroup(id, viewerId);
  const [params, setParams] = useSearchParams();
  const inviteToken = params.get('invite');
  const isNotFound = group.error instanceof ApiError && group.error.status === 404;
  const data = group.data;

  usePageMeta({
    title: isNotFound ? 'Group not found' : (data?.name ?? 'Group'),
    description: data?.description || 'A Magic Community group of Walt Disney World fans.',
  });

  const dropInvite = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('invite');
        return next;
      },
      { replace: true },
    );

  if (isNotFound && !inviteToken) return <GroupNotFound />;

  return (
    <div className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:py-10">
      {inviteToken && <InviteBanner token={inviteToken} viewerId={viewerId} onDone={dropInvite} />}
      {data ? (
        <>
          <GroupHeader
            group={data}
            actions={
              <>
                <MembershipButton group={data} viewerId={viewerId} />
                {viewerId && isGroupOwner(data.viewer) && (
                  <OwnerMenu group={data} viewerId={viewerId} />
                )}
                {!isGroupOwner(data.viewer) && (
                  <ItemActionsMenu
                    item={{ kind: 'group', id: data.id, authorId: null, excerpt: data.name }}
                    label={`More actions for ${data.name}`}
                  />
                )}
              </>
            }
          />
          {canSeeGroupContent(data) ? (
            <>
              <GroupEvents
                groupId={data.id}
                groupName={data.name}
                viewerId={viewerId}
                isMember={data.viewer.membership === 'member'}
              />
              <GroupTabs group={data} session={session} />
            </>
          ) : (
            <PrivateGroupNote isRequested={data.viewer.membership === 'requested'} />
          )}
        </>
      ) : isNotFound ? null : group.isError ? (
        <GroupLoadError message={group.error.message} onRetry={() => void group.refetch()} />
      ) : (
        <>
          <GroupHeaderSkeleton />
          <Skeleton aria-hidden className="h-11 w-64" />
        </>
      )}
    </div>
  );
}

/** `/group/:id`: a group's page, for visitors and members. */
export default function GroupPage() {
  const { id = '' } = useParams();
  const session = useSession();
  if (session === undefined) {
    return (
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-6 sm:py-10" aria-busy="true">
        <GroupHeaderSkeleton />
      </div>
    );
  }
  return <GroupView key={id} id={id.toLowerCase()} session={session} />;
}
