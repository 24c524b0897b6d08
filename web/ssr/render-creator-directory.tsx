import { Camera } from 'lucide-react';
import { renderToString } from 'react-dom/server';
import {
  CREATOR_SIGN_IN_PROMPT,
  creatorDirectoryMeta,
  creatorKindInfo,
  creatorLinkKinds,
  type CreatorKind,
} from '../../common/features/creators/creator-limits';
import type { Creator } from '../../common/features/creators/creators.contract';
import { EmptyState } from '../components/ui/empty-state';
import { PageHeader } from '../components/ui/page-header';
import { CreatorCard } from '../features/creators/components/creator-card';
import { MemberPageFrame, type Navigation } from './render-member-page';

/**
 * The HTML inside `#root` of a creator directory as a visitor reads it (run on the server):
 * the first page of listed creators, featured first, for crawlers and readers without
 * JavaScript. The app takes the page over (search, filters, Contact, Load more).
 */
export function renderCreatorDirectoryBody(
  kind: CreatorKind,
  creators: Creator[],
  navigation: Navigation,
): string {
  const info = creatorKindInfo[kind];
  const meta = creatorDirectoryMeta(kind);
  const noun = info.plural.toLowerCase();
  return renderToString(
    <MemberPageFrame path={info.path} navigation={navigation}>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
        <PageHeader title={meta.title} description={info.description} />
        <p className="mb-6 flex flex-wrap items-center gap-3 rounded-xl border bg-card p-4 text-sm text-muted-foreground">
          {CREATOR_SIGN_IN_PROMPT}{' '}
          <a className="underline" href={`/auth?tab=signin&next=${encodeURIComponent(info.path)}`}>
            Sign In
          </a>
        </p>
        {creators.length === 0 ? (
          <EmptyState
            icon={Camera}
            title={`No ${noun} listed yet`}
            description={`Be the first: list yourself as a ${info.label.toLowerCase()} from your profile.`}
          />
        ) : (
          <ul aria-label={info.plural} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {creators.map((creator) => (
              <li key={creator.id} className="min-w-0">
                <CreatorCard creator={creator} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </MemberPageFrame>,
  );
}

/** The creator's links worth naming in structured data (`sameAs`). */
export function creatorSameAs(creator: Creator): string[] {
  return creatorLinkKinds.flatMap((kind) => (creator.links[kind] ? [creator.links[kind]!] : []));
}
