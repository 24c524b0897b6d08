import { describe, expect, it } from 'vitest';
import {
  choosePhotoLayout,
  photoAltText,
  singlePhotoAspectRatio,
  thumbnailSize,
} from './photo-layout';

describe('choosePhotoLayout', () => {
  it('shows one photo large and two to four in a grid', () => {
    expect(choosePhotoLayout(0)).toEqual({ kind: 'none', shown: 0, hidden: 0 });
    expect(choosePhotoLayout(1)).toEqual({ kind: 'single', shown: 1, hidden: 0 });
    expect(choosePhotoLayout(2)).toEqual({ kind: 'grid', shown: 2, hidden: 0 });
    expect(choosePhotoLayout(4)).toEqual({ kind: 'grid', shown: 4, hidden: 0 });
  });

  it('counts the photos past four as +N', () => {
    expect(choosePhotoLayout(5)).toEqual({ kind: 'grid', shown: 4, hidden: 1 });
    expect(choosePhotoLayout(10)).toEqual({ kind: 'grid', shown: 4, hidden: 6 });
  });
});

describe('thumbnailSize', () => {
  it('scales the long side to 400 px and keeps small photos', () => {
    expect(thumbnailSize(2048, 1536)).toEqual({ width: 400, height: 300 });
    expect(thumbnailSize(1000, 2000)).toEqual({ width: 200, height: 400 });
    expect(thumbnailSize(320, 200)).toEqual({ width: 320, height: 200 });
    expect(thumbnailSize(4000, 1)).toEqual({ width: 400, height: 1 });
  });
});

describe('singlePhotoAspectRatio', () => {
  it('keeps the shape between 4:5 and 2:1', () => {
    expect(singlePhotoAspectRatio(1600, 1200)).toBeCloseTo(4 / 3);
    expect(singlePhotoAspectRatio(1000, 3000)).toBe(0.8);
    expect(singlePhotoAspectRatio(3000, 1000)).toBe(2);
    expect(singlePhotoAspectRatio(0, 10)).toBe(1);
  });
});

describe('photoAltText', () => {
  it('numbers the photo and names the member', () => {
    expect(photoAltText(0, 3, 'ropedrop_rita')).toBe('Photo 1 of 3 by ropedrop_rita');
  });
});
