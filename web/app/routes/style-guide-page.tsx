import { PageHeader } from '../../components/ui/page-header';
import { usePageMeta } from '../../lib/page-meta';
import { AdminUsersSection } from './style-guide/admin-users-section';
import { BadgesSection } from './style-guide/badges-section';
import { BlockingSection } from './style-guide/blocking-section';
import { ButtonsSection } from './style-guide/buttons-section';
import { CardsSection } from './style-guide/cards-section';
import { ColorsSection } from './style-guide/colors-section';
import { ContestsSection } from './style-guide/contests-section';
import { ConversationsSection } from './style-guide/conversations-section';
import { CreatorsSection } from './style-guide/creators-section';
import { DisclosureSection } from './style-guide/disclosure-section';
import { EventsSection } from './style-guide/events-section';
import { FeedbackSection } from './style-guide/feedback-section';
import { FormsSection } from './style-guide/forms-section';
import { GroupsSection } from './style-guide/groups-section';
import { ModerationSection } from './style-guide/moderation-section';
import { OverlaysSection } from './style-guide/overlays-section';
import { ReviewsSection } from './style-guide/reviews-section';
import { SuggestionsSection } from './style-guide/suggestions-section';
import { ThemeSection } from './style-guide/theme-section';
import { ThemeSwitch } from './style-guide/theme-switch';
import { TypographySection } from './style-guide/typography-section';
import { UpdateCardSection } from './style-guide/update-card-section';

const contents = [
  { id: 'themes', title: 'Themes' },
  { id: 'colors', title: 'Colours' },
  { id: 'typography', title: 'Typography' },
  { id: 'buttons', title: 'Buttons' },
  { id: 'badges', title: 'Badges' },
  { id: 'cards', title: 'Cards' },
  { id: 'forms', title: 'Form fields' },
  { id: 'tabs-accordion', title: 'Tabs and accordion' },
  { id: 'overlays', title: 'Overlays and toasts' },
  { id: 'states', title: 'States' },
  { id: 'update-card', title: 'Update card' },
  { id: 'conversations', title: 'Conversations' },
  { id: 'suggestions', title: 'Members to follow' },
  { id: 'blocking', title: 'Blocking' },
  { id: 'groups', title: 'Groups' },
  { id: 'reviews', title: 'Reviews' },
  { id: 'contests', title: 'Photo contests' },
  { id: 'creators', title: 'Creator directories' },
  { id: 'moderation', title: 'Moderation' },
  { id: 'admin-users', title: 'User management' },
];

/** `/style-guide`: every design token and component, live, in the current theme. */
export default function StyleGuidePage() {
  usePageMeta({
    title: 'Style Guide',
    description:
      'The Magic Community design system: colour tokens, type scale and every interface component, live in light and dark themes.',
  });

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageHeader
        title="Style guide"
        description="The design system, live: every token and component as the site really renders it. Use it as the reference when building a screen, and to check both themes at a glance."
        actions={<ThemeSwitch />}
      />
      <nav aria-label="Style guide sections" className="mb-10">
        <ul className="flex flex-wrap gap-2">
          {contents.map((item) => (
            <li key={item.id}>
              <a
                href={`#${item.id}`}
                className="inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium hover:bg-muted"
              >
                {item.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-16">
        <ThemeSection />
        <ColorsSection />
        <TypographySection />
        <ButtonsSection />
        <BadgesSection />
        <CardsSection />
        <FormsSection />
        <DisclosureSection />
        <OverlaysSection />
        <FeedbackSection />
        <UpdateCardSection />
        <ConversationsSection />
        <SuggestionsSection />
        <BlockingSection />
        <GroupsSection />
        <ReviewsSection />
        <EventsSection />
        <ContestsSection />
        <CreatorsSection />
        <ModerationSection />
        <AdminUsersSection />
      </div>
    </div>
  );
}
