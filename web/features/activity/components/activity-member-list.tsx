import { Link } from 'react-router';
import type { ActivityMember } from '../../../../common/features/activity/activity.contract';
import { MemberAvatar } from '../../../components/member-avatar';

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
            <MemberAvatar member={member} className="size-8" />
            {member.username}
          </Link>
        </li>
      ))}
    </ul>
  );
}
