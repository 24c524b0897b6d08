import type { GuideSection as Section } from '../../../../common/features/guides/guide-content.schema';
import { Island } from '../../../lib/island';
import {
  BudgetCategories,
  ChecklistCards,
  InfoCards,
  PhotoSpots,
  Prose,
  TipCategories,
  Timeline,
} from './advice-sections';
import { AttractionCards } from './attraction-cards';
import { BudgetCalculator } from './budget-calculator';
import { EventCards, EventTypeCards } from './event-cards';
import { ParkSummary } from './park-summary';
import { ComparisonTable, HotelTiers, HowToSteps, TopicLinks } from './reference-sections';
import { RestaurantCards } from './restaurant-cards';
import { SectionShell } from './section-shell';

function SectionBody({ section }: { section: Section }) {
  switch (section.kind) {
    case 'prose':
      return <Prose paragraphs={section.paragraphs} />;
    case 'cards':
      return <InfoCards items={section.items} />;
    case 'attractions':
      return <AttractionCards items={section.items} />;
    case 'parkSummary':
      return <ParkSummary items={section.items} />;
    case 'restaurants':
      return <RestaurantCards items={section.items} />;
    case 'eventCards':
      return <EventCards items={section.items} />;
    case 'eventTypes':
      return <EventTypeCards items={section.items} />;
    case 'tipCategories':
      return <TipCategories categories={section.categories} />;
    case 'photoSpots':
      return <PhotoSpots items={section.items} />;
    case 'timeline':
      return <Timeline items={section.items} />;
    case 'budgetCategories':
      return <BudgetCategories items={section.items} />;
    case 'checklists':
      return <ChecklistCards items={section.items} />;
    case 'hotelTiers':
      return <HotelTiers tiers={section.tiers} />;
    case 'comparisonTable':
      return <ComparisonTable section={section} />;
    case 'budgetCalculator':
      return (
        <Island name="budget-calculator">
          <BudgetCalculator />
        </Island>
      );
    case 'howTo':
      return <HowToSteps guide={section.guide} />;
    case 'topicLinks':
      return <TopicLinks links={section.links} />;
  }
}

/** One section of a guide, titled, with the body its kind calls for. */
export function GuideSection({ section }: { section: Section }) {
  const intro =
    'intro' in section && section.kind !== 'budgetCalculator' ? section.intro : undefined;
  return (
    <SectionShell
      title={section.title}
      intro={section.kind === 'budgetCalculator' ? section.intro : intro}
    >
      <SectionBody section={section} />
    </SectionShell>
  );
}
