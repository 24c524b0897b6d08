import type { Session } from '@supabase/auth-js';
import { useNavigate } from 'react-router';
import { Avatar, AvatarFallback, AvatarImage } from '../../../components/ui/avatar';
import { Card, CardContent } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { SecuritySettings } from '../../../features/auth/components/security/security-settings';
import { useOwnProfile } from '../../../features/profiles/api/get-own-profile';
import { usePageMeta } from '../../../lib/page-meta';

const memberSince = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' });

/** The signed-in member's own profile: the basics, then the 'Security' settings. */
export function OwnProfile({ session }: { session: Session }) {
  usePageMeta({
    title: 'Your Profile',
    description: 'Your Magic Community profile and security settings.',
  });
  const navigate = useNavigate();
  const userId = session.user.id;
  const profile = useOwnProfile(userId);
  const metadata = session.user.user_metadata as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  const username = profile.data?.username ?? text(metadata.username);
  const fullName = [
    profile.data?.first_name ?? text(metadata.first_name),
    profile.data?.last_name ?? text(metadata.last_name),
  ]
    .filter(Boolean)
    .join(' ');
  const initial = (username ?? fullName ?? session.user.email ?? '?').slice(0, 1).toUpperCase();

  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10">
      <Card>
        <CardContent className="flex flex-col items-center gap-4 p-6 text-center sm:flex-row sm:text-left">
          <Avatar className="size-20 text-2xl">
            {profile.data?.avatar_url && <AvatarImage src={profile.data.avatar_url} alt="" />}
            <AvatarFallback className="text-2xl">{initial}</AvatarFallback>
          </Avatar>
          <div className="grid min-w-0 gap-1">
            {profile.isPending && !username ? (
              <Skeleton className="h-9 w-48" />
            ) : (
              <h1 className="truncate text-3xl font-bold tracking-tight">
                {username ? `@${username}` : 'Your Profile'}
              </h1>
            )}
            {fullName && <p className="text-lg">{fullName}</p>}
            <p className="truncate text-sm text-muted-foreground">{session.user.email}</p>
            {profile.data?.created_at && (
              <p className="text-sm text-muted-foreground">
                Member since {memberSince.format(new Date(profile.data.created_at))}
              </p>
            )}
          </div>
        </CardContent>
      </Card>
      <SecuritySettings
        userId={userId}
        email={session.user.email}
        onSignedOut={() => void navigate('/', { replace: true })}
      />
    </div>
  );
}
