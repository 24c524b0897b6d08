import type { Session } from '@supabase/auth-js';
import type { Author } from '../../../common/features/posts/posts.contract';
import { useOwnProfile } from '../../features/profiles/api/get-own-profile';

/**
 * The signed-in member as the author of what they write (comments shown before the server
 * answers): their profile once loaded, else the sign-up metadata; null for a visitor.
 */
export function useViewer(session: Session | null | undefined): Author | null {
  const profile = useOwnProfile(session?.user.id);
  if (!session) return null;
  const metadata = session.user.user_metadata as Record<string, unknown>;
  const username =
    profile.data?.username ??
    (typeof metadata.username === 'string' ? metadata.username : null) ??
    session.user.email?.split('@')[0] ??
    'you';
  return { id: session.user.id, username, avatar_url: profile.data?.avatar_url ?? null };
}
