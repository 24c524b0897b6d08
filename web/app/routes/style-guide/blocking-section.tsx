import { Ban } from 'lucide-react';
import { useState } from 'react';
import { blockTexts } from '../../../../common/features/blocks/block-texts';
import type { BlockedMember } from '../../../../common/features/blocks/blocks.contract';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { BlockMemberDialog } from '../../../features/blocks/components/block-member-dialog';
import { BlockedMemberItem } from '../../../features/blocks/components/blocked-members-card';
import { BlockedProfileNoticeView } from '../../../features/blocks/components/blocked-profile-notice';
import { Specimen, StyleSection } from './section';

const samples: BlockedMember[] = [
  {
    id: '00000000-0000-4000-8000-000000000301',
    username: 'spoiler_sam',
    first_name: 'Sam',
    last_name: 'Spoiler',
    avatar_url: null,
    blockedAt: '2026-11-01T12:00:00.000Z',
  },
  {
    id: '00000000-0000-4000-8000-000000000302',
    username: 'queue_jumper',
    first_name: null,
    last_name: null,
    avatar_url: null,
    blockedAt: '2026-10-20T12:00:00.000Z',
  },
];

/** Here the buttons only say what they do in the app. */
const explain = (title: string, description: string) => toast({ title, description });

/** Blocking: the confirmation, a blocked member's profile and your blocked list. */
export function BlockingSection() {
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [members, setMembers] = useState(samples);
  return (
    <StyleSection
      id="blocking"
      title="Blocking"
      description="Blocking asks first and says what it does; it works both ways and the other member is not told. A blocked member’s profile shows a calm notice with Unblock instead of their posts; your settings list whom you blocked."
    >
      <div className="grid gap-6 md:grid-cols-2">
        <Specimen title="Confirmation">
          <Button type="button" variant="outline" onClick={() => setIsDialogOpen(true)}>
            <Ban aria-hidden />
            Block @spoiler_sam…
          </Button>
          <BlockMemberDialog
            username="spoiler_sam"
            isOpen={isDialogOpen}
            onOpenChange={setIsDialogOpen}
            isPending={false}
            onConfirm={() => {
              setIsDialogOpen(false);
              explain(blockTexts.blockedTitle, blockTexts.blockedDescription('spoiler_sam'));
            }}
          />
        </Specimen>
        <Specimen title="Blocked members" className="py-1 sm:py-2">
          {members.length === 0 ? (
            <p className="py-2 text-sm text-muted-foreground">{blockTexts.listEmpty}</p>
          ) : (
            <ul aria-label="Example blocked members" className="divide-y">
              {members.map((member) => (
                <BlockedMemberItem
                  key={member.id}
                  member={member}
                  isPending={false}
                  onUnblock={() => {
                    setMembers((current) => current.filter((item) => item.id !== member.id));
                    explain(
                      blockTexts.unblockedTitle,
                      blockTexts.unblockedDescription(member.username),
                    );
                  }}
                />
              ))}
            </ul>
          )}
        </Specimen>
      </div>
      <Specimen title="A blocked member’s profile">
        <BlockedProfileNoticeView
          username="spoiler_sam"
          isPending={false}
          onUnblock={() =>
            explain(blockTexts.unblockedTitle, blockTexts.unblockedDescription('spoiler_sam'))
          }
        />
      </Specimen>
    </StyleSection>
  );
}
