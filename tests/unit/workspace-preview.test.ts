/** Each workspace entry's Preview link leads to the page that shows it (src/workspace/preview.ts). */
import { describe, expect, it } from 'vitest';
import { previewPath } from '../../src/workspace/preview.ts';

describe('the workspace’s Preview links', () => {
  it('lead a page to its address in its language; the about page to the brand’s address', () => {
    expect(previewPath('pages/privacy-policy')).toBe('/privacy-policy');
    expect(previewPath('pagesHi/privacy-policy')).toBe('/hi/privacy-policy');
    expect(previewPath('pages/about')).toBe('/about-vastra');
    expect(previewPath('pagesHi/about')).toBe('/hi/about-vastra');
  });

  it('lead a banner to its tab: the home page, or the category on the marketplace', () => {
    const tabs: Record<string, string> = { 'home-1': 'home', 'watches-2': 'watches' };
    const tabOf = (id: string) => tabs[id] ?? null;
    expect(previewPath('banners/home-1', tabOf)).toBe('/');
    expect(previewPath('banners/watches-2', tabOf)).toBe('/marketplace?category=watches');
    expect(previewPath('banners/gone-1', tabOf)).toBeNull();
  });

  it('lead the brand to the home page, and search’s words to results that use them', () => {
    expect(previewPath('brand')).toBe('/');
    expect(previewPath('searchWords')).toBe('/search?q=lal+kurti+under+2000');
  });

  it('lead nowhere for an entry no page shows', () => {
    expect(previewPath('nothing/here')).toBeNull();
    expect(previewPath('')).toBeNull();
    expect(previewPath('toString')).toBeNull();
  });
});
