/** An image's srcset and sizes come together or not at all: HTML allows `sizes` only beside a `srcset`. */
import { describe, expect, it } from 'vitest';
import { imageSizes, imageSrcSet } from '../../src/lib/images.ts';

describe('image sizes', () => {
  it('gives the sizes of a demo picture, which has widths', () => {
    expect(imageSrcSet('lens/post-1.webp')).toMatch(/ 320w, .* 1280w$/);
    expect(imageSizes('lens/post-1.webp', '(max-width: 600px) 100vw, 440px')).toBe('(max-width: 600px) 100vw, 440px');
  });

  it('gives none for an upload or a picture on another host, which have no widths', () => {
    for (const name of ['/cdn/uploads/fd16d933/post.png', 'https://cdn.example.in/a.jpg', '//cdn.example.in/a.jpg']) {
      expect(imageSrcSet(name)).toBeUndefined();
      expect(imageSizes(name, '100vw')).toBeUndefined();
    }
  });
});
