import { describe, expect, it } from 'vitest';
import * as posts from '../../../../common/features/posts/posts.contract';
import * as uploads from '../../../../common/features/uploads/uploads.contract';
import * as limits from './post-limits';

describe('post limits', () => {
  it('match the contracts', () => {
    expect(limits.POST_BODY_MAX).toBe(posts.POST_BODY_MAX);
    expect(limits.POST_IMAGES_MAX).toBe(posts.POST_IMAGES_MAX);
    expect(limits.POST_TAGS_MAX).toBe(posts.POST_TAGS_MAX);
    expect(limits.POST_TAG_MAX).toBe(posts.POST_TAG_MAX);
    expect(limits.COMMENT_BODY_MAX).toBe(posts.COMMENT_BODY_MAX);
    expect(limits.parks).toEqual(posts.parks);
    expect(limits.UPLOAD_MAX_BYTES).toBe(uploads.UPLOAD_MAX_BYTES);
    expect(limits.UPLOAD_ACCEPTED_TYPES).toEqual(uploads.UPLOAD_ACCEPTED_TYPES);
    expect(limits.UPLOAD_FIELD_NAME).toBe(uploads.UPLOAD_FIELD_NAME);
    expect(limits.HIGHLIGHTS_DEFAULT).toBe(posts.HIGHLIGHTS_DEFAULT);
  });
});
