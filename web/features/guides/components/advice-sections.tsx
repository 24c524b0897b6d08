import type { GuideSection } from '../../../../common/features/guides/guide-content.schema';
import type { TipCategory } from '../../../../common/features/tips/tip-limits';
import { Badge } from '../../../components/ui/badge';
import { useChecklistFigures } from './checklist-figures-context';
import { MemberTopTips } from './member-top-tips';
import { CardGrid, Fact } from './section-shell';

type SectionOf<K extends GuideSection['kind']> = Extract<GuideSection, { kind: K }>;

/** Paragraphs of running text. */
export function Prose({ paragraphs }: { paragraphs: string[] }) {
  return (
    <div className="max-w-3xl space-y-4 text-base leading-relaxed">
      {paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </div>
  );
}

/** Titled pieces of advice as cards. */
export function InfoCards({ items }: { items: SectionOf<'cards'>['items'] }) {
  return (
    <CardGrid>
      {items.map((item) => (
        <li key={item.title} className="rounded-xl border bg-card p-5 shadow-sm">
          <h3 className="text-base font-semibold">{item.title}</h3>
          <p className="mt-2 text-sm text-muted-foreground">{item.description}</p>
        </li>
      ))}
    </CardGrid>
  );
}

/**
 * The tips page's four categories (spec §2): money, time, planning, insider, each with the
 * guide's own tips and the most helpful tips of members (live).
 */
export function TipCategories({
  categories,
}: {
  categories: SectionOf<'tipCategories'>['categories'];
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {categories.map((category) => (
        <section
          key={category.name}
          aria-label={`${category.name} tips`}
          className="rounded-xl border bg-card p-5 shadow-sm"
        >
          <h3 className="text-xl font-semibold">{category.name} Tips</h3>
          <p className="mt-1 text-sm text-muted-foreground">{category.description}</p>
          <ul className="mt-4 space-y-3">
            {category.tips.map((tip) => (
              <li key={tip.title}>
                <p className="font-medium">{tip.title}</p>
                <p className="text-sm text-muted-foreground">{tip.description}</p>
              </li>
            ))}
          </ul>
          <MemberTopTips category={category.name.toLowerCase() as TipCategory} />
        </section>
      ))}
    </div>
  );
}

/** Photo spots (spec §2): best time and difficulty Easy or Medium. */
export function PhotoSpots({ items }: { items: SectionOf<'photoSpots'>['items'] }) {
  return (
    <CardGrid>
      {items.map((spot) => (
        <li key={spot.name} className="flex flex-col rounded-xl border bg-card p-5 shadow-sm">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={spot.difficulty === 'Easy' ? 'secondary' : 'default'}>
              {spot.difficulty}
            </Badge>
            <span className="text-xs text-muted-foreground">{spot.park}</span>
          </div>
          <h3 className="mt-3 text-lg font-semibold leading-tight">{spot.name}</h3>
          <p className="mt-2 flex-1 text-sm text-muted-foreground">{spot.description}</p>
          <dl className="mt-4 border-t pt-3">
            <Fact label="Best time" value={spot.bestTime} />
          </dl>
        </li>
      ))}
    </CardGrid>
  );
}

/** The planning timeline (spec §2): 12+ months to 30 days before, priority High or Critical. */
export function Timeline({ items }: { items: SectionOf<'timeline'>['items'] }) {
  return (
    <ol className="relative space-y-6 border-l-2 border-primary/30 pl-6">
      {items.map((step) => (
        <li key={step.when} className="relative">
          <span
            aria-hidden
            className="absolute -left-[33px] top-1.5 size-4 rounded-full border-2 border-background bg-primary"
          />
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-sm font-semibold uppercase tracking-wide text-primary">
              {step.when}
            </p>
            <Badge variant={step.priority === 'Critical' ? 'destructive' : 'default'}>
              {step.priority} priority
            </Badge>
          </div>
          <h3 className="mt-1 text-lg font-semibold">{step.title}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
            {step.tasks.map((task) => (
              <li key={task}>{task}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

/** Budget categories with a typical range and one way to spend less. */
export function BudgetCategories({ items }: { items: SectionOf<'budgetCategories'>['items'] }) {
  return (
    <CardGrid>
      {items.map((item) => (
        <li key={item.name} className="flex flex-col rounded-xl border bg-card p-5 shadow-sm">
          <h3 className="text-lg font-semibold">{item.name}</h3>
          <p className="mt-1 text-base font-semibold text-primary">{item.range}</p>
          <p className="mt-2 flex-1 text-sm text-muted-foreground">{item.description}</p>
          <p className="mt-3 border-t pt-3 text-sm">
            <span className="font-medium">Save: </span>
            {item.savingTip}
          </p>
        </li>
      ))}
    </CardGrid>
  );
}

/**
 * Popular checklists (spec §2) with their category and item count. A card whose site checklist
 * is public links it and shows its live item count (issue 14).
 */
export function ChecklistCards({ items }: { items: SectionOf<'checklists'>['items'] }) {
  const figures = useChecklistFigures();
  return (
    <CardGrid>
      {items.map((list) => {
        const live = figures.get(list.title);
        return (
          <li key={list.title} className="flex flex-col rounded-xl border bg-card p-5 shadow-sm">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="secondary">{list.category}</Badge>
              <span className="text-xs text-muted-foreground" data-checklist-item-count="">
                {live ? live.itemCount : list.itemCount} items
              </span>
            </div>
            <h3 className="mt-3 text-lg font-semibold leading-tight">
              {live ? (
                <a href={`/checklist/${live.id}`} className="hover:underline">
                  {list.title}
                </a>
              ) : (
                list.title
              )}
            </h3>
            <p className="mt-2 text-sm text-muted-foreground">{list.description}</p>
            <ul className="mt-3 flex-1 list-disc space-y-0.5 pl-5 text-sm">
              {list.sampleItems.map((entry) => (
                <li key={entry}>{entry}</li>
              ))}
            </ul>
          </li>
        );
      })}
    </CardGrid>
  );
}
