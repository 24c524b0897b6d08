import { ThumbsUp } from 'lucide-react';
import { GUIDE_TOP_TIPS_HEADING } from '../../../../common/features/guides/top-tips';
import {
  SHARE_TIP_LABEL,
  tipCategoryLabels,
  type TipCategory,
} from '../../../../common/features/tips/tip-limits';
import { useTopTips } from './top-tips-context';
import { countLabel } from '../../../../common/count-format';

const helpfulText = (count: number) =>
  `${countLabel(count, 'member', 'members')} found this helpful`;

/**
 * A category's most helpful member tips under the guide's own (issue 14), live from `/tips`,
 * with a link to all of the category's tips; without any yet, an invitation to share one.
 */
export function MemberTopTips({ category }: { category: TipCategory }) {
  const tips = useTopTips().get(category) ?? [];
  const label = tipCategoryLabels[category];
  const headingId = `member-tips-${category}`;
  return (
    <div className="mt-5 border-t pt-4">
      <h4 id={headingId} className="text-sm font-semibold uppercase tracking-wide text-primary">
        {GUIDE_TOP_TIPS_HEADING}
      </h4>
      {tips.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">
          No member tips in this category yet.{' '}
          <a href="/tips" className="font-medium text-primary underline-offset-4 hover:underline">
            {SHARE_TIP_LABEL}
          </a>
        </p>
      ) : (
        <>
          <ul aria-labelledby={headingId} className="mt-2 space-y-3">
            {tips.map((tip) => (
              <li key={tip.id} className="text-sm">
                <p className="line-clamp-4 whitespace-pre-line">{tip.body}</p>
                <p className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
                  <a
                    href={`/profile/${tip.author.id}`}
                    className="font-medium text-foreground underline-offset-4 hover:underline"
                  >
                    @{tip.author.username}
                  </a>
                  {tip.park ? <span>{tip.park}</span> : null}
                  {tip.helpfulCount > 0 ? (
                    <span className="inline-flex items-center gap-1">
                      <ThumbsUp aria-hidden className="size-3" />
                      {helpfulText(tip.helpfulCount)}
                    </span>
                  ) : null}
                </p>
              </li>
            ))}
          </ul>
          <a
            href={`/tips?category=${category}&sort=top_all`}
            className="mt-3 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            All {label.toLowerCase()} tips from members
          </a>
        </>
      )}
    </div>
  );
}
