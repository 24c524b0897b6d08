import { z } from 'zod';
import { cursorPageSchema, cursorQuerySchema } from '../../pagination';
import { BLOCK_PAGE_SIZE } from './block-texts';

export * from './block-texts';

/** `PUT|DELETE /api/profiles/{id}/block` answer: whether you block the member now. */
export const blockStateSchema = z.object({ blocked: z.boolean() });
export type BlockState = z.infer<typeof blockStateSchema>;

/** `GET /api/profiles/me/blocks` query. */
export const blockListQuerySchema = cursorQuerySchema(BLOCK_PAGE_SIZE);
export type BlockListQuery = z.output<typeof blockListQuerySchema>;

/** One member you blocked (their public columns). */
export const blockedMemberSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  avatar_url: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  /** When you blocked them. */
  blockedAt: z.string(),
});
export type BlockedMember = z.infer<typeof blockedMemberSchema>;

/** A page of the members you blocked, most recently blocked first. */
export const blockListSchema = cursorPageSchema(blockedMemberSchema);
export type BlockList = z.infer<typeof blockListSchema>;
