import type { Creator } from '../../../../common/features/creators/creators.contract';
import { CreatorCard, VerifiedBadge } from '../../../features/creators/components/creator-card';
import { CreatorLinks } from '../../../features/creators/components/creator-links';
import { Button } from '../../../components/ui/button';
import { Specimen, StyleSection } from './section';

const base: Creator = {
  id: '00000000-0000-4000-8000-000000000601',
  username: 'fireworks_felix',
  displayName: 'Felix Moreau',
  avatarUrl: null,
  kinds: ['photographer'],
  headline: 'Night shots of every fireworks show, and you in front of them',
  bio: '',
  parks: ['Magic Kingdom', 'EPCOT'],
  languages: ['English'],
  links: {
    website: 'https://felix-nights.example.com/',
    youtube: null,
    instagram: 'https://www.instagram.com/example/',
    tiktok: null,
  },
  agency: null,
  services: null,
  sessionTypes: 'Families, couples',
  rates: null,
  verified: true,
  followerCount: 12,
  portfolio: [],
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
  viewer: { isSelf: false, isFollowing: false, canMessage: true, canVerify: false },
};

const unverified: Creator = {
  ...base,
  id: '00000000-0000-4000-8000-000000000602',
  username: 'resort_rachel',
  displayName: null,
  headline: 'Resort-first trip planning for families',
  kinds: ['trip_planner'],
  parks: ['Resort'],
  verified: false,
};

/** Creator directories: the directory card, the verified badge and a creator's links. */
export function CreatorsSection() {
  return (
    <StyleSection
      id="creators"
      title="Creator directories"
      description="Cards lead with the creator’s first portfolio photo (a camera when there is none), then name, the verified badge admins grant, headline and parks; links the member wrote open in a new tab with rel=“nofollow ugc noopener”."
    >
      <div className="grid gap-6 md:grid-cols-2">
        <Specimen title="Creator cards">
          <ul className="grid gap-4 sm:grid-cols-2">
            {[base, unverified].map((creator) => (
              <li key={creator.id}>
                <CreatorCard creator={creator} actions={<Button type="button">Contact</Button>} />
              </li>
            ))}
          </ul>
        </Specimen>
        <Specimen title="Verified badge and links" className="grid gap-4">
          <div>
            <VerifiedBadge />
          </div>
          <CreatorLinks links={base.links} />
        </Specimen>
      </div>
    </StyleSection>
  );
}
