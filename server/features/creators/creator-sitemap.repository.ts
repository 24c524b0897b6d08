import { sql } from 'drizzle-orm';
import {
  creatorKindInfo,
  creatorKinds,
  type CreatorKind,
} from '../../../common/features/creators/creator-limits';
import type { Executor } from '../../db/client';
import { creatorPublicCondition } from './creators.policy';

/** A directory page of the sitemap and the newest change among its listed creators, if any. */
export interface SitemapCreatorDirectory {
  path: string;
  updatedAt: Date | null;
}

/**
 * The four directory pages, each with the newest change among the creators a visitor may see
 * there (the policy's public condition; null while it lists none). Creators' own pages are
 * profile pages, already in the profiles' sitemap files.
 */
export async function listSitemapCreatorDirectories(
  db: Executor,
): Promise<SitemapCreatorDirectory[]> {
  const result = (await db.execute(sql`select ck.kind, max(cp.updated_at) as updated_at
    from creator_kinds ck join creator_profiles cp on cp.user_id = ck.user_id
    where ${creatorPublicCondition(sql`cp.user_id`)}
    group by ck.kind`)) as unknown as { rows: { kind: CreatorKind; updated_at: Date | string }[] };
  const byKind = new Map(result.rows.map((row) => [row.kind, new Date(row.updated_at)]));
  return creatorKinds.map((kind) => ({
    path: creatorKindInfo[kind].path,
    updatedAt: byKind.get(kind) ?? null,
  }));
}
