import { describe, expect, it } from 'vitest';
import { characterCount, reviewErrors } from '../../src/lib/rules/review-writing.ts';

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
    expect(reviewErrors({ ...good, text: 'x'.repeat(1501) }).postDesc).toBe('Write 10 to 1500 characters about the product');
  });
  it('takes at most 5 photos and one video', () => {
    expect(reviewErrors({ ...good, imageUrls: Array(6).fill('a') }).imageUrls).toBe('Add at most 5 photos');
    expect(reviewErrors({ ...good, videoUrls: ['a', 'b'] }).videoUrls).toBe('Add at most one video');
  });
  it('counts trimmed characters for the counter', () => {
    expect(characterCount('  Lovely  ', 80)).toBe('6 / 80');
  });
});
