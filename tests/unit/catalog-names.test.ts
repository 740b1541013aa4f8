/**
 * Catalog names (categories, colours, materials, sizes) shown in the page's language: a known English name has
 * its Hindi twin in messages/catalog, and anything else (a seller's own category) is shown as it came.
 */
import { describe, expect, it } from 'vitest';
import { catalogName, catalogNameKey, sectionTitle } from '../../src/lib/i18n/catalog-names.ts';

describe('catalogNameKey', () => {
  it('makes a message key from the English name', () => {
    expect(catalogNameKey('category', 'Fashion & Accessories')).toBe('category_fashion_and_accessories');
    expect(catalogNameKey('category', 'T-Shirts')).toBe('category_t_shirts');
    expect(catalogNameKey('size', '0-6M')).toBe('size_0_6m');
    expect(catalogNameKey('colour', 'Red')).toBe('colour_red');
  });
});

describe('catalogName', () => {
  it('names a known category, colour, material and size in Hindi', () => {
    expect(catalogName('category', 'Fashion & Accessories', 'hi-IN')).toBe('फ़ैशन और एक्सेसरीज़');
    expect(catalogName('category', 'Kurtas', 'hi-IN')).toBe('कुर्ते');
    expect(catalogName('category', 'Watches', 'hi-IN')).toBe('घड़ियाँ');
    expect(catalogName('colour', 'Red', 'hi-IN')).toBe('लाल');
    expect(catalogName('colour', 'Biege', 'hi-IN')).toBe('बेज');
    expect(catalogName('material', 'Cotton', 'hi-IN')).toBe('कॉटन');
    expect(catalogName('size', 'One Size', 'hi-IN')).toBe('फ़्री साइज़');
  });

  it('keeps English names exactly as they came', () => {
    expect(catalogName('category', 'Fashion & Accessories', 'en-IN')).toBe('Fashion & Accessories');
    expect(catalogName('colour', 'Biege', 'en-IN')).toBe('Biege');
  });

  it('shows a name it does not know as it came, in either language', () => {
    expect(catalogName('category', 'Handloom Sarees', 'hi-IN')).toBe('Handloom Sarees');
    expect(catalogName('colour', 'Mustard', 'hi-IN')).toBe('Mustard');
    expect(catalogName('category', '', 'hi-IN')).toBe('');
  });

  it('does not take a name that only shares a key with a known one', () => {
    expect(catalogName('category', 'kurtas', 'hi-IN')).toBe('kurtas');
    expect(catalogName('category', 'Kurtas!', 'hi-IN')).toBe('Kurtas!');
  });
});

describe('sectionTitle', () => {
  it('reads the marketplace’s own "Trending in …" in Hindi, with the category named in Hindi', () => {
    expect(sectionTitle('Trending in Kurtas', 'hi-IN')).toBe('कुर्ते में ट्रेंडिंग');
    expect(sectionTitle('Trending in Kurtas', 'en-IN')).toBe('Trending in Kurtas');
  });
  it('shows an editor’s title, or a category the catalog does not know, as written', () => {
    expect(sectionTitle('Diwali edit', 'hi-IN')).toBe('Diwali edit');
    expect(sectionTitle('Trending in Hand-made Pottery', 'hi-IN')).toBe('Trending in Hand-made Pottery');
    expect(sectionTitle('Now trending in Kurtas', 'hi-IN')).toBe('Now trending in Kurtas');
  });
});
