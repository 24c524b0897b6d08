import { ExternalLink } from 'lucide-react';
import {
  CREATOR_LINK_REL,
  creatorLinkKinds,
  creatorLinkLabels,
} from '../../../../common/features/creators/creator-limits';
import type { Creator } from '../../../../common/features/creators/creators.contract';

/**
 * The creator's website and social links, opened in a new tab with `rel="nofollow ugc
 * noopener"`: the member wrote them, nobody vouches for them.
 */
export function CreatorLinks({ links }: { links: Creator['links'] }) {
  const present = creatorLinkKinds.filter((kind) => links[kind]);
  if (present.length === 0) return null;
  return (
    <ul aria-label="Links" className="flex flex-wrap gap-2">
      {present.map((kind) => (
        <li key={kind}>
          <a
            href={links[kind]!}
            rel={CREATOR_LINK_REL}
            target="_blank"
            className="inline-flex min-h-11 items-center gap-1.5 rounded-md border px-3 text-sm font-medium hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {creatorLinkLabels[kind]}
            <ExternalLink aria-hidden className="size-3.5" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
