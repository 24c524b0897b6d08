import { describe, expect, it } from 'vitest';
import type { Post } from '../posts/posts.contract';
import type { PublicProfile } from '../profiles/profiles.contract';
import {
  excerpt,
  postDescription,
  postTitle,
  profileDescription,
  profileTitle,
} from './member-page-text';

const post = (values: Partial<Post>): Post => ({
  id: '0b7c1f2e-0000-4000-8000-000000000001',
  body: '',
  park: null,
  tags: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  author: { id: '0b7c1f2e-0000-4000-8000-000000000002', username: 'rita', avatar_url: null },
  images: [],
  likeCount: 0,
  commentCount: 0,
  likedByMe: false,
  group: null,
  ...values,
});

const photo = { id: 'x', url: '/uploads/x.webp', thumbnailUrl: '', width: 4, height: 3, alt: null };

const profile = (values: Partial<PublicProfile>): PublicProfile => ({
  id: '0b7c1f2e-0000-4000-8000-000000000002',
  username: 'rita',
  first_name: null,
  last_name: null,
  avatar_url: null,
  bio: null,
  home_park: null,
  favorite_attractions: [],
  created_at: '2026-01-01T00:00:00.000Z',
  followerCount: 3,
  followingCount: 1,
  postCount: 1,
  isFollowing: false,
  isMe: false,
  canMessage: false,
  blockedByMe: false,
  ...values,
});

describe('member page texts', () => {
  it('cuts text at a word boundary on one line, with an ellipsis only when cut', () => {
    expect(excerpt('  Rope   drop\nat EPCOT ', 60)).toBe('Rope drop at EPCOT');
    expect(excerpt('Spaceship Earth glows at night', 20)).toBe('Spaceship Earth…');
    expect(excerpt('Supercalifragilisticexpialidocious', 10)).toBe('Supercali…');
  });

  it('titles a post by its first words, or by its photos, and its author', () => {
    expect(postTitle(post({ body: 'Churros by the castle' }))).toBe(
      '“Churros by the castle” by @rita',
    );
    expect(postTitle(post({ images: [photo] }))).toBe('A photo by @rita');
    expect(postTitle(post({ images: [photo, photo] }))).toBe('2 photos by @rita');
  });

  it('describes a post by its text, or by where its photos were taken', () => {
    expect(postDescription(post({ body: 'Fireworks!' }))).toBe('Fireworks!');
    expect(postDescription(post({ park: 'EPCOT', images: [photo] }))).toBe(
      'Photos at EPCOT shared by @rita on Magic Community.',
    );
  });

  it('titles and describes a profile as the app does', () => {
    expect(profileTitle(profile({ first_name: 'Rita', last_name: 'Alvarez' }))).toBe(
      'Rita Alvarez (@rita)',
    );
    expect(profileDescription(profile({ bio: 'Dole Whip first.' }))).toBe('Dole Whip first.');
    expect(profileDescription(profile({ home_park: 'Magic Kingdom' }))).toBe(
      'rita (@rita) on Magic Community, home park Magic Kingdom: 1 post, 3 followers.',
    );
  });
});
