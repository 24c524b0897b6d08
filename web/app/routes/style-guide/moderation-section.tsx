import { EyeOff } from 'lucide-react';
import type { ModerationQueueEntry } from '../../../../common/features/moderation/moderation.contract';
import { Badge } from '../../../components/ui/badge';
import { toast } from '../../../components/ui/use-toast';
import { ModerationLink } from '../../../features/moderation/components/moderation-link';
import {
  QueueEntryCard,
  QueueEntrySkeleton,
} from '../../../features/moderation/components/queue-entry-card';
import { Specimen, StyleSection } from './section';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

const sample: ModerationQueueEntry = {
  itemKind: 'post',
  itemId: '00000000-0000-4000-8000-000000000501',
  item: {
    title: null,
    excerpt: 'Selling two park-hopper tickets for half price, message me with your card number!',
    linkPath: '/style-guide#moderation',
    imageUrl: null,
    createdAt: daysAgo(1),
    contextLabel: 'In group: Magic Kingdom first-timers',
    conversation: null,
    deleted: false,
  },
  author: {
    id: '00000000-0000-4000-8000-000000000502',
    username: 'ticket_deals',
    avatar_url: null,
    createdAt: daysAgo(2),
    role: 'member',
    suspendedUntil: null,
    history: { closedReports: 2, dismissed: 1, hidden: 0, deleted: 0, warned: 1, suspended: 0 },
  },
  reportCount: 3,
  reasons: [
    { reason: 'spam', count: 2 },
    { reason: 'misinformation', count: 1 },
  ],
  reports: [
    {
      id: '00000000-0000-4000-8000-000000000503',
      reporter: {
        id: '00000000-0000-4000-8000-000000000504',
        username: 'rope_drop_ria',
        avatar_url: null,
      },
      reason: 'spam',
      note: 'Asks for card numbers. Looks like a scam.',
      createdAt: daysAgo(0.1),
    },
    {
      id: '00000000-0000-4000-8000-000000000505',
      reporter: {
        id: '00000000-0000-4000-8000-000000000506',
        username: 'churro_fan',
        avatar_url: null,
      },
      reason: 'misinformation',
      note: null,
      createdAt: daysAgo(0.5),
    },
  ],
  firstReportedAt: daysAgo(0.5),
  lastReportedAt: daysAgo(0.1),
  hidden: { cause: 'reports', hiddenAt: daysAgo(0.1) },
};

/** Moderation: a review-queue card, its loading shape, the staff link and the hidden marks. */
export function ModerationSection() {
  return (
    <StyleSection
      id="moderation"
      title="Moderation"
      description="Staff tools are dense but calm: each reported item shows its content in context, its author's record and the reports, with the decisions in one row; every decision asks for a reason and says what it did."
    >
      <Specimen title="Review queue card">
        <QueueEntryCard
          entry={sample}
          onAction={(_entry, action) =>
            toast({ title: 'Decision', description: `In the app, ${action} asks for a reason.` })
          }
        />
      </Specimen>
      <div className="grid gap-6 md:grid-cols-2">
        <Specimen title="Loading">
          <QueueEntrySkeleton />
        </Specimen>
        <Specimen title="Staff link and hidden marks" className="flex flex-wrap items-center gap-4">
          <ModerationLink openItems={4} />
          <Badge variant="outline">
            <EyeOff aria-hidden className="size-3" />
            Hidden pending review
          </Badge>
          <Badge variant="outline">
            <EyeOff aria-hidden className="size-3" />
            Hidden
          </Badge>
        </Specimen>
      </div>
    </StyleSection>
  );
}
