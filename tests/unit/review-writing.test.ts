import { describe, expect, it } from 'vitest';
import {
  characterCount,
  postErrors,
  refusalMessages,
  reportReason,
  reviewErrors,
} from '../../src/lib/rules/review-writing.ts';

const good = { ratings: 4, title: 'Lovely fabric', text: 'Soft cotton, true to size.', imageUrls: [], videoUrls: [] };

describe('reviewErrors', () => {
  it('accepts 1 to 5 whole stars, a 3-80 character title and 10-1500 characters of text', () => {
    expect(reviewErrors(good)).toEqual({});
    expect(reviewErrors({ ...good, ratings: 1, title: 'Wow', text: 'x'.repeat(10) })).toEqual({});
    expect(reviewErrors({ ...good, ratings: 5, title: 'x'.repeat(80), text: 'x'.repeat(1500) })).toEqual({});
  });
  it('refuses 0 stars, 6 stars and half stars', () => {
    expect(reviewErrors({ ...good, ratings: 0 })).toEqual({ ratings: 'Choose 1 to 5 stars' });
    expect(reviewErrors({ ...good, ratings: 6 })).toEqual({ ratings: 'Choose 1 to 5 stars' });
    expect(reviewErrors({ ...good, ratings: 4.5 })).toEqual({ ratings: 'Choose 1 to 5 stars' });
  });
  it('judges text trimmed: blanks are empty, and one character over is refused', () => {
    expect(reviewErrors({ ...good, title: '  a  ' }).postTitle).toBe('Write a title of 3 to 80 characters');
    expect(reviewErrors({ ...good, title: 'x'.repeat(81) }).postTitle).toBe('Write a title of 3 to 80 characters');
    expect(reviewErrors({ ...good, text: '         ' }).postDesc).toBe('Write 10 to 1500 characters about the product');
    expect(reviewErrors({ ...good, text: 'x'.repeat(1501) }).postDesc).toBe(
      'Write 10 to 1500 characters about the product',
    );
  });
  it('takes at most 5 photos and one video', () => {
    expect(reviewErrors({ ...good, imageUrls: Array(6).fill('a') }).imageUrls).toBe('Add at most 5 photos');
    expect(reviewErrors({ ...good, videoUrls: ['a', 'b'] }).videoUrls).toBe('Add at most one video');
  });
  it('counts trimmed characters for the counter', () => {
    expect(characterCount('  Lovely  ', 80)).toBe('6 / 80');
  });
});

describe('postErrors (a Lens post)', () => {
  it('needs a caption of 1 to 150 characters and a photo or a video', () => {
    expect(postErrors({ caption: 'Weekend look', imageUrls: ['a'], videoUrls: [] })).toEqual({});
    expect(postErrors({ caption: 'Twirl', imageUrls: [], videoUrls: ['v'] })).toEqual({});
    expect(postErrors({ caption: '   ', imageUrls: [], videoUrls: [] })).toEqual({
      postTitle: 'Write a caption of 1 to 150 characters',
      imageUrls: 'Add a photo or a video',
    });
    expect(postErrors({ caption: 'x'.repeat(151), imageUrls: ['a'], videoUrls: [] }).postTitle).toBe(
      'Write a caption of 1 to 150 characters',
    );
  });
  it('takes at most 5 photos and one video', () => {
    expect(postErrors({ caption: 'Look', imageUrls: Array(6).fill('a'), videoUrls: [] }).imageUrls).toBe(
      'Add at most 5 photos',
    );
    expect(postErrors({ caption: 'Look', imageUrls: [], videoUrls: ['v', 'w'] }).videoUrls).toBe(
      'Add at most one video',
    );
  });
});

describe('reportReason', () => {
  it('sends a listed reason as it is, and nothing for an unknown one', () => {
    expect(reportReason('Not about this product', '')).toBe('Not about this product');
    expect(reportReason('', '')).toBe('');
    expect(reportReason('Because I said so', '')).toBe('');
  });
  it('takes the shopper’s words for Something else, at least 3 characters, at most 300', () => {
    expect(reportReason('Something else', '  no ')).toBe('');
    expect(reportReason('Something else', '  Shows another brand  ')).toBe('Shows another brand');
    expect(reportReason('Something else', 'x'.repeat(320))).toHaveLength(300);
  });
});

describe('refusalMessages', () => {
  it('puts each field’s first message under it, and one about the product above the buttons', () => {
    expect(
      refusalMessages({ postTitle: ['Write a title of 3 to 80 characters', 'second'] }, 'Failed to post your review.'),
    ).toEqual({ postTitle: 'Write a title of 3 to 80 characters' });
    expect(
      refusalMessages({ productId: ['You have already reviewed this product'] }, 'Failed to post your review.'),
    ).toEqual({ form: 'You have already reviewed this product' });
  });
  it('falls back to the call’s message when no field is named', () => {
    expect(refusalMessages({}, 'Failed to post your review.')).toEqual({ form: 'Failed to post your review.' });
  });
});
