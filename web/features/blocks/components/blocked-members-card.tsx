import { AlertCircle, Ban, Loader2 } from 'lucide-react';
import { Link } from 'react-router';
import { blockTexts } from '../../../../common/features/blocks/block-texts';
import type { BlockedMember } from '../../../../common/features/blocks/blocks.contract';
import { fullNameOf } from '../../../../common/features/profiles/display-name';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { ProfileAvatar } from '../../profiles/components/profile-avatar';
import { useBlockMember } from '../api/block-member';
import { useBlockedMembers } from '../api/get-blocked-members';

/** One member in your blocked list, with Unblock (as drawn; `BlockedRow` connects it). */
export function BlockedMemberItem({
  member,
  isPending,
  onUnblock,
}: {
  member: BlockedMember;
  isPending: boolean;
  onUnblock: () => void;
}) {
  const fullName = fullNameOf(member);
  return (
    <li className="flex items-center gap-3 py-2">
      <Link
        to={`/profile/${member.id}`}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-md"
      >
        <ProfileAvatar profile={member} src={member.avatar_url} className="size-10" />
        <span className="grid min-w-0">
          <span className="truncate font-medium">{fullName ?? `@${member.username}`}</span>
          {fullName && (
            <span className="truncate text-sm text-muted-foreground">@{member.username}</span>
          )}
        </span>
      </Link>
      <Button
        type="button"
        variant="outline"
        className="shrink-0"
        aria-label={`Unblock @${member.username}`}
        aria-disabled={isPending || undefined}
        onClick={() => {
          if (!isPending) onUnblock();
        }}
      >
        {isPending && <Loader2 aria-hidden className="animate-spin" />}
        Unblock
      </Button>
    </li>
  );
}

function BlockedRow({ member, viewerId }: { member: BlockedMember; viewerId: string }) {
  const block = useBlockMember(viewerId);
  return (
    <BlockedMemberItem
      member={member}
      isPending={block.isPending}
      onUnblock={() =>
        block.mutate({ memberId: member.id, username: member.username, blocked: false })
      }
    />
  );
}

/** 'Blocked members' in your profile's settings: whom you blocked, each with Unblock. */
export function BlockedMembersCard({ viewerId }: { viewerId: string }) {
  const list = useBlockedMembers(viewerId);
  const members = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Ban aria-hidden className="size-5 text-primary" />
          Blocked members
        </CardTitle>
        <CardDescription>
          Neither of you sees the other&rsquo;s posts, follows or messages the other.
        </CardDescription>
      </CardHeader>
      <CardContent aria-busy={list.isPending || list.isFetchingNextPage}>
        {list.isPending ? (
          <div aria-hidden className="grid gap-2">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : list.isError && members.length === 0 ? (
          <div className="flex flex-col items-start gap-2">
            <p role="alert" className="flex items-center gap-2 text-sm">
              <AlertCircle aria-hidden className="size-4 text-destructive" />
              {list.error.message}
            </p>
            <Button variant="outline" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : members.length === 0 ? (
          <p className="text-sm text-muted-foreground">{blockTexts.listEmpty}</p>
        ) : (
          <>
            <ul aria-label="Blocked members" className="divide-y">
              {members.map((member) => (
                <BlockedRow key={member.id} member={member} viewerId={viewerId} />
              ))}
            </ul>
            {list.hasNextPage && (
              <Button
                variant="ghost"
                className="mt-2 w-full"
                aria-disabled={list.isFetchingNextPage || undefined}
                onClick={() => {
                  if (!list.isFetchingNextPage) void list.fetchNextPage();
                }}
              >
                {list.isFetchingNextPage && <Loader2 aria-hidden className="animate-spin" />}
                {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
