import { Link } from 'react-router';
import type { ActivityMember } from '../../../../common/features/activity/activity.contract';
import { Avatar, AvatarFallback, AvatarImage } from '../../../components/ui/avatar';

/** Members of the day as avatar chips linking to their profiles. */
export function ActivityMemberList({ members }: { members: readonly ActivityMember[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {members.map((member) => (
        <li key={member.id}>
          <Link
            to={`/profile/${member.id}`}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border bg-card py-1 pr-3 pl-1 text-sm font-semibold hover:bg-muted"
          >
            <Avatar className="size-8">
              {member.avatar_url && <AvatarImage src={member.avatar_url} alt="" />}
              <AvatarFallback aria-hidden>
                {member.username.slice(0, 1).toUpperCase()}
              </AvatarFallback>
            </Avatar>
            {member.username}
          </Link>
        </li>
      ))}
    </ul>
  );
}
