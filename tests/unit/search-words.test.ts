import { describe, expect, it } from 'vitest';
import {
  missingText,
  nearestPricesText,
  otherColoursText,
  pluralOf,
  wordColours,
} from '../../src/lib/rules/search-words.ts';

describe('what the results page says about the query’s words', () => {
  it('puts a kind of product in the plural', () => {
    expect(pluralOf('kurta')).toBe('kurtas');
    expect(pluralOf('watch')).toBe('watches');
    expect(pluralOf('dress')).toBe('dresses');
    expect(pluralOf('jean')).toBe('jeans');
    expect(pluralOf('tshirt')).toBe('t-shirts');
    expect(pluralOf('kurtis')).toBe('kurtis');
    expect(pluralOf('accessory')).toBe('accessories');
    expect(pluralOf('cotton kurta')).toBe('cotton kurtas');
  });
  it('says no product has the colour, and what is shown instead', () => {
    expect(otherColoursText('red kurta')).toBe('No red kurtas; kurtas in other colours');
    expect(otherColoursText('Red kurtas')).toBe('No red kurtas; kurtas in other colours');
    expect(otherColoursText('purple silk saree under 2000')).toBe(
      'No purple silk sarees; silk sarees in other colours',
    );
  });
  it('says it in English for Hindi words, as the page is in English', () => {
    expect(otherColoursText('लाल कुर्ता')).toBe('No red kurtas; kurtas in other colours');
    expect(otherColoursText('नीली साड़ी')).toBe('No blue sarees; sarees in other colours');
    expect(nearestPricesText('लाल कुर्ता 500 से कम')).toBe('No red kurtas under ₹500');
    expect(nearestPricesText('कुर्ता १००० से २००० तक')).toBe('No kurtas from ₹1,000 to ₹2,000');
    expect(wordColours('काली घड़ी', [])).toEqual(['Black']);
  });
  it('says a kind of product is not in the store yet', () => {
    expect(missingText('saree')).toBe('No sarees yet');
    expect(missingText('jean')).toBe('No jeans yet');
    expect(missingText('skirt')).toBe('No skirts yet');
  });
  it('says nothing is in the price asked for, in the shopper’s words', () => {
    expect(nearestPricesText('kurta 500 se kam')).toBe('No kurtas under ₹500');
    expect(nearestPricesText('Kurtas under 1500')).toBe('No kurtas under ₹1,500');
    expect(nearestPricesText('silk saree above 20k')).toBe('No silk sarees over ₹20,000');
    expect(nearestPricesText('red kurta 1000 se 2000 tak')).toBe('No red kurtas from ₹1,000 to ₹2,000');
    expect(nearestPricesText('kurti for women rs 300')).toBe('No kurtis under ₹300');
  });
  it('filters by the word’s colour only while no colour is chosen in the filters', () => {
    expect(wordColours('red frock', [])).toEqual(['Red']);
    expect(wordColours('lal saree', [])).toEqual(['Red']);
    expect(wordColours('red frock', ['Blue'])).toEqual([]);
    expect(wordColours('frock', [])).toEqual([]);
    expect(wordColours('red', [])).toEqual([]);
    expect(wordColours('red under 999', [])).toEqual([]);
  });
});
