import { ArrowLeft } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import type { Author } from '../../../../common/features/posts/posts.contract';
import { MemberAvatar } from '../../../components/member-avatar';
import { Button } from '../../../components/ui/button';
import { DELETED_MEMBER_NAME } from '../../../../common/features/messages/message-limits';
import { MESSAGES_PATH } from '../lib/conversation-path';
import { DeletedMemberAvatar } from './deleted-member-avatar';

/**
 * The top of a conversation: on phones a back arrow to the list, then the other member's photo
 * and name (the thread's heading, which takes the focus when the thread screen opens on a
 * phone), linking to their profile. Once their account was erased (`member` null), a neutral
 * placeholder and 'Deleted member', linking nowhere.
 */
export function ThreadHeader({
  member,
  showBack,
  headingRef,
}: {
  member: Pick<Author, 'id' | 'username' | 'avatar_url'> | null;
  showBack: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className="flex min-h-16 items-center gap-2 border-b px-2 sm:px-4">
      {showBack && (
        <Button asChild variant="ghost" size="icon">
          <Link to={MESSAGES_PATH} aria-label="Back to conversations">
            <ArrowLeft aria-hidden />
          </Link>
        </Button>
      )}
      <h2 ref={headingRef} tabIndex={-1} className="min-w-0 outline-none">
        {member ? (
          <Link
            to={`/profile/${member.id}`}
            className="inline-flex min-h-11 min-w-0 items-center gap-2 rounded-md font-semibold hover:underline"
          >
            <MemberAvatar member={member} className="size-9" />
            <span className="truncate">{member.username}</span>
          </Link>
        ) : (
          <span className="inline-flex min-h-11 min-w-0 items-center gap-2 font-semibold">
            <DeletedMemberAvatar className="size-9" />
            <span className="truncate">{DELETED_MEMBER_NAME}</span>
          </span>
        )}
      </h2>
    </div>
  );
}
