import { describe, expect, it } from 'vitest';
import { slideAt } from '../../src/lib/rules/carousel.ts';

describe('slideAt', () => {
  it('is the slide nearest the scroll position', () => {
    expect(slideAt(0, 1000, 3)).toBe(0);
    expect(slideAt(1000, 1000, 3)).toBe(1);
    expect(slideAt(1490, 1000, 3)).toBe(1);
    expect(slideAt(1510, 1000, 3)).toBe(2);
  });
  it('stays within the slides (overscroll, no width, no slides)', () => {
    expect(slideAt(5000, 1000, 3)).toBe(2);
    expect(slideAt(-40, 1000, 3)).toBe(0);
    expect(slideAt(500, 0, 3)).toBe(0);
    expect(slideAt(500, 1000, 0)).toBe(0);
  });
});
