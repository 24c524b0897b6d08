import { describe, expect, it } from 'vitest';
import type { Review } from '../../../../common/features/reviews/reviews.contract';
import { updateReviewIn, withHelpfulVote, type ReviewPages } from './review-cache';

function review(id: string, helpfulCount = 0, votedHelpful = false): Review {
  return {
    id,
    subject: { slug: 'space-mountain', kind: 'attraction', name: 'Space Mountain', park: null },
    author: { id: 'a', username: 'ana', avatar_url: null },
    stars: 4,
    title: 'Great',
    body: 'A good ride in the dark, worth the wait.',
    visitMonth: '2026-03',
    partyType: 'couple',
    waitMinutes: 30,
    photos: [],
    helpfulCount,
    createdAt: '2026-03-01T00:00:00Z',
    updatedAt: '2026-03-01T00:00:00Z',
    edited: false,
    viewer: {
      isAuthor: false,
      votedHelpful,
      canEdit: false,
      canDelete: false,
      canVoteHelpful: true,
    },
  };
}

const pages = (...lists: Review[][]): ReviewPages => ({
  pages: lists.map((items, index) => ({
    items,
    nextCursor: index < lists.length - 1 ? 'n' : null,
  })),
  pageParams: lists.map((_, index) => (index === 0 ? null : 'n')),
});

describe('withHelpfulVote', () => {
  it('counts a new vote and takes a withdrawn one back', () => {
    const voted = withHelpfulVote(review('r1', 2), true);
    expect(voted.helpfulCount).toBe(3);
    expect(voted.viewer.votedHelpful).toBe(true);
    const withdrawn = withHelpfulVote(voted, false);
    expect(withdrawn.helpfulCount).toBe(2);
    expect(withdrawn.viewer.votedHelpful).toBe(false);
  });

  it('leaves a vote that is already so unchanged, and never counts below zero', () => {
    const same = review('r1', 1, true);
    expect(withHelpfulVote(same, true)).toBe(same);
    expect(withHelpfulVote(review('r1', 0, true), false).helpfulCount).toBe(0);
  });
});

describe('updateReviewIn', () => {
  it('changes the review in whichever page holds it', () => {
    const data = pages([review('r1')], [review('r2')]);
    const next = updateReviewIn(data, 'r2', (r) => ({ ...r, helpfulCount: 9 }));
    expect(next.pages[1]!.items[0]!.helpfulCount).toBe(9);
    expect(next.pages[0]).toEqual(data.pages[0]);
  });

  it('answers the same object when the review is not there', () => {
    const data = pages([review('r1')]);
    expect(updateReviewIn(data, 'r9', (r) => r)).toBe(data);
    expect(updateReviewIn(undefined, 'r1', (r) => r)).toBeUndefined();
  });

  it('changes a single cached review', () => {
    expect(updateReviewIn(review('r1'), 'r1', (r) => ({ ...r, stars: 2 })).stars).toBe(2);
  });
});
