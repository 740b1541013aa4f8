/** An image's srcset and sizes come together or not at all: HTML allows `sizes` only beside a `srcset`. */
import { describe, expect, it } from 'vitest';
import { atOwnAddress, imageSizes, imageSrcSet, imageUrl, videoUrl } from '../../src/lib/images.ts';

describe('image sizes', () => {
  it('gives the sizes of a demo picture, which has widths', () => {
    expect(atOwnAddress('lens/post-1')).toBe(false);
    expect(imageUrl('lens/post-1', 960)).toBe('/cdn/lens/post-1-960.webp');
    expect(imageSrcSet('lens/post-1')).toMatch(/ 320w, .* 1280w$/);
    expect(imageSizes('lens/post-1', '(max-width: 600px) 100vw, 440px')).toBe('(max-width: 600px) 100vw, 440px');
  });

  it('gives none for an upload or a picture on another host, which have no widths', () => {
    for (const name of ['/cdn/uploads/fd16d933/post.png', 'https://cdn.example.in/a.jpg', '//cdn.example.in/a.jpg']) {
      expect(atOwnAddress(name)).toBe(true);
      expect(imageUrl(name, 960)).toBe(name);
      expect(videoUrl(name)).toBe(name);
      expect(imageSrcSet(name)).toBeUndefined();
      expect(imageSizes(name, '100vw')).toBeUndefined();
    }
  });
});
