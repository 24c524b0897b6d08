import { Check, Clock, Settings, UserPlus } from 'lucide-react';
import type { Group, GroupSummary } from '../../../../common/features/groups/groups.contract';
import { Button } from '../../../components/ui/button';
import { RoleBadge, VisibilityBadge } from '../../../features/groups/components/group-badges';
import { GroupCard } from '../../../features/groups/components/group-card';
import { GroupHeader } from '../../../features/groups/components/group-header';
import { PrivateGroupNote } from '../../../features/groups/components/group-states';
import { Specimen, StyleSection } from './section';

const base = {
  description: '',
  cover: null,
  park: null,
  topic: null,
  postCount: 12,
  lastActivityAt: '2026-11-01T12:00:00.000Z',
  createdAt: '2026-06-01T12:00:00.000Z',
} as const;

const samples: GroupSummary[] = [
  {
    ...base,
    id: '00000000-0000-4000-8000-000000000401',
    name: 'Rope Drop Crew',
    description: 'First through the gates, every park, every morning.',
    park: 'Magic Kingdom',
    topic: 'touring',
    visibility: 'public',
    memberCount: 128,
    viewer: { membership: 'member', role: 'moderator' },
  },
  {
    ...base,
    id: '00000000-0000-4000-8000-000000000402',
    name: 'DVC Owners Lounge',
    description: 'Points, resorts and booking windows, among owners.',
    park: 'Resort',
    topic: 'dvc',
    visibility: 'private',
    memberCount: 42,
    viewer: { membership: 'requested', role: null },
  },
];

const header: Group = {
  ...samples[1]!,
  about: null,
  pendingRequestCount: null,
};

/** Groups: cards of the browse list, a group's header, roles and the private note. */
export function GroupsSection() {
  return (
    <StyleSection
      id="groups"
      title="Groups"
      description="Groups lead with their cover (or a band in the theme’s colours), name their visibility with an icon and a word, and show the viewer’s standing; a private group shows outsiders its header only, and says why."
    >
      <div className="grid gap-6 md:grid-cols-2">
        <Specimen title="Group cards">
          <ul className="grid gap-4">
            {samples.map((group) => (
              <li key={group.id}>
                <GroupCard group={group} />
              </li>
            ))}
          </ul>
        </Specimen>
        <Specimen title="Roles, visibility and the membership button" className="grid gap-4">
          <div className="flex flex-wrap gap-2">
            <RoleBadge role="owner" />
            <RoleBadge role="moderator" />
            <RoleBadge role="member" />
            <VisibilityBadge visibility="public" />
            <VisibilityBadge visibility="private" />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="button" className="min-w-32">
              <UserPlus aria-hidden />
              Join
            </Button>
            <Button type="button" className="min-w-32">
              <Check aria-hidden />
              Request to join
            </Button>
            <Button type="button" variant="outline" className="min-w-32" aria-pressed>
              <Clock aria-hidden />
              Requested
            </Button>
            <Button type="button" variant="outline">
              <Settings aria-hidden />
              Manage group
            </Button>
          </div>
        </Specimen>
      </div>
      <Specimen title="A private group, seen by a member who asked to join" className="grid gap-6">
        <GroupHeader
          group={header}
          headingLevel={3}
          actions={
            <Button type="button" variant="outline" className="min-w-32" aria-pressed>
              <Clock aria-hidden />
              Requested
            </Button>
          }
        />
        <PrivateGroupNote isRequested />
      </Specimen>
    </StyleSection>
  );
}
