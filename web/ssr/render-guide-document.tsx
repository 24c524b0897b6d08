import { renderToString } from 'react-dom/server';
import type { GuidePage } from '../../common/features/guides/guide-pages';
import type { ReviewFiguresBySlug } from '../../common/features/guides/review-figures';
import type { TopTipsByCategory } from '../../common/features/guides/top-tips';
import type { ChecklistFiguresByTitle } from '../../common/features/guides/checklist-figures';
import type { NavigationItem } from '../../common/features/navigation/navigation.contract';
import { GuideDocument } from '../app/guide-document/guide-document';
import { ReviewFiguresContext } from '../features/guides/components/review-figures-context';
import { TopTipsContext } from '../features/guides/components/top-tips-context';
import { ChecklistFiguresContext } from '../features/guides/components/checklist-figures-context';
import { OfficialEventDatesContext } from '../features/guides/components/official-event-dates-context';
import type { OfficialEventDatesByName } from '../../common/features/events/event-seasons';

/**
 * The HTML inside `#root` of a guide page (run on the server); `reviewFigures`, the catalogue's
 * live figures, replace the guide's own on the cards of reviewed attractions and restaurants;
 * `topTips`, members' most helpful tips, follow the guide's own tips of each category.
 */
export function renderGuideBody(input: {
  guide: GuidePage;
  related: GuidePage[];
  navigation: Pick<NavigationItem, 'title' | 'url' | 'icon'>[];
  reviewFigures?: ReviewFiguresBySlug;
  topTips?: TopTipsByCategory;
  /** The live counts of the checklists guide's site checklists, by card title. */
  checklistFigures?: ChecklistFiguresByTitle;
  /** The official events' real dates and phase, by the events guide's card name. */
  officialEventDates?: OfficialEventDatesByName;
}): string {
  const {
    reviewFigures = new Map(),
    topTips = new Map(),
    checklistFigures = new Map(),
    officialEventDates = new Map(),
    ...document
  } = input;
  return renderToString(
    <ReviewFiguresContext.Provider value={reviewFigures}>
      <TopTipsContext.Provider value={topTips}>
        <ChecklistFiguresContext.Provider value={checklistFigures}>
          <OfficialEventDatesContext.Provider value={officialEventDates}>
            <GuideDocument {...document} />
          </OfficialEventDatesContext.Provider>
        </ChecklistFiguresContext.Provider>
      </TopTipsContext.Provider>
    </ReviewFiguresContext.Provider>,
  );
}
