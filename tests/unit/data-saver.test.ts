/** Data saver: which image width a browser asking to save data gets (src/lib/images.ts). */
import { describe, expect, it } from 'vitest';
import { dataSaverPath, dataSaverWidth, savesData } from '../../src/lib/images.ts';

describe('data saver widths', () => {
  it('serves the largest width at most half as wide, never under 320', () => {
    expect([1280, 960, 640, 320].map(dataSaverWidth)).toEqual([640, 320, 320, 320]);
    expect(dataSaverPath('products/kurta-1280.webp')).toBe('products/kurta-640.webp');
    expect(dataSaverPath('products/kurta-320.webp')).toBeNull();
    expect(dataSaverPath('products/kurta-500.webp')).toBeNull();
    expect(dataSaverPath('lens/clip-1.webm')).toBeNull();
    expect(savesData('on')).toBe(true);
    expect(savesData(' On ')).toBe(true);
    expect(savesData('off')).toBe(false);
    expect(savesData(undefined)).toBe(false);
  });
});
