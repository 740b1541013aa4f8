import { describe, expect, it } from 'vitest';
import { colourView, decodeColourViews, encodeColourViews } from '../../src/lib/rules/listing-colour.ts';

const views = [
  { color: 'Coral', variantId: 'v1', images: ['p/coral-front', 'p/coral-back'] },
  { color: 'Red', variantId: 'v4', images: ['p/red-front', 'p/red-back', 'p/red-side'] },
  { color: 'Blue', variantId: 'v7', images: ['p/blue-front'] },
];

describe('a filtered listing card shows the filtered colour', () => {
  it('keeps each colour’s variant and its first two images, compactly', () => {
    expect(encodeColourViews(views)).toBe(
      '{"Coral":["v1","p/coral-front","p/coral-back"],"Red":["v4","p/red-front","p/red-back"],"Blue":["v7","p/blue-front"]}',
    );
    expect(encodeColourViews([])).toBe('');
  });

  it('shows the first chosen colour the card has', () => {
    const decoded = decodeColourViews(encodeColourViews(views));
    expect(colourView(decoded, ['Red'])).toEqual({ variantId: 'v4', images: ['p/red-front', 'p/red-back'] });
    expect(colourView(decoded, ['Green', 'Blue', 'Red'])).toEqual({ variantId: 'v7', images: ['p/blue-front'] });
  });

  it('no colour chosen, or none the card has: the product as built', () => {
    const decoded = decodeColourViews(encodeColourViews(views));
    expect(colourView(decoded, [])).toBeNull();
    expect(colourView(decoded, ['Green'])).toBeNull();
  });

  it('a damaged attribute reads as no views', () => {
    expect(decodeColourViews('{not json')).toEqual({});
    expect(decodeColourViews(undefined)).toEqual({});
  });
});
