/**
 * Search in Hindi: the word list (src/content/search-hindi.json) checked against the catalog's vocabulary, and
 * how Devanagari and Hinglish queries are read (the API's answers: tests/api/search-hindi.test.ts).
 */
import { describe, expect, it } from 'vitest';
import hindi from '../../src/content/search-hindi.json' with { type: 'json' };
import synonyms from '../../src/content/search-synonyms.json' with { type: 'json' };
import phrasings from '../../src/content/search-words.json' with { type: 'json' };
import { COLOR_NAMES } from '../../src/lib/colors.ts';
import { HOME_CATEGORIES } from '../../src/lib/site.ts';
import { KINDS } from '../../server/seed/catalog.ts';
import {
  cutQuery,
  isKindWord,
  kindOf,
  normalizeText,
  parseSearchQuery,
  singular,
  suggestionText,
  withoutColourWords,
} from '../../src/lib/rules/search-query.ts';
import { HINDI_COLOURS, HINDI_KINDS, hindiKey, nearestHindiWord } from '../../src/lib/rules/search-hindi.ts';
import { editDistance, editDistanceUpTo } from '../../src/lib/rules/edit-distance.ts';

const styles = Object.values(KINDS).flatMap((kinds) => kinds.map((k) => k.style));
const categories = HOME_CATEGORIES.map((c) => c.name);
/** Every word and phrase of the demo catalog's styles, materials and categories, as search reads them. */
const catalogWords = new Set(
  [...styles, ...Object.values(KINDS).flatMap((kinds) => kinds.flatMap((k) => k.materials ?? [])), ...categories]
    .map((name) => normalizeText(name).split(' ').map(singular))
    .flatMap((words) => words.flatMap((_, i) => words.slice(i).map((__, j) => words.slice(i, i + j + 1).join(' ')))),
);
const hindiWords = [...hindi.kinds.flatMap((kind) => kind.hindi), ...Object.values(hindi.colours).flat()];
/** The Devanagari words of the phrasings file (audience, filler and price words). */
const phrasingWords = [
  ...Object.values(phrasings.audiences).flatMap((a) => a.words),
  ...phrasings.filler,
  ...Object.values(phrasings.price).flatMap((v) => (Array.isArray(v) ? v : [])),
].filter((w) => /\p{Script=Devanagari}/u.test(w));
const sameGroup = (a: string[], b: string[]) => JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());

describe('the Hindi word list', () => {
  it('maps each Hindi word to a kind search knows or a word of the demo catalog', () => {
    const unknown = hindi.kinds
      .map((kind) => kind.word)
      .filter((english) => !isKindWord(hindiKey(english)) && !catalogWords.has(hindiKey(english)));
    expect(unknown).toEqual([]);
  });

  it('maps each colour word to one of the 13 catalog colours', () => {
    expect(Object.keys(hindi.colours).filter((c) => !COLOR_NAMES.includes(c))).toEqual([]);
    expect([...new Set(HINDI_COLOURS.values())].sort()).toEqual([...COLOR_NAMES].sort());
  });

  it('holds Devanagari words only (Hinglish goes to the synonyms), each listed once', () => {
    for (const word of [...hindiWords, ...phrasingWords])
      expect(word, word).toMatch(/^[\p{Script=Devanagari}\p{M}\s.-]+$/u);
    const keys = hindiWords.map(hindiKey);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    expect(keys.filter((k) => !k)).toEqual([]);
    // No Devanagari among the synonyms: a Hindi word belongs here, mapped to its English word.
    const latin = [...synonyms.groups.flat(), ...synonyms.colours.map((c) => c.word)];
    expect(latin.filter((w) => /\p{Script=Devanagari}/u.test(w))).toEqual([]);
    // Nor is a listed kind or colour also a filler or audience word (it would be read one way only).
    const phrasing = new Set(phrasingWords.map(hindiKey));
    expect(keys.filter((k) => phrasing.has(k))).toEqual([]);
  });

  it('covers every kind, category and colour of the demo catalog', () => {
    const reached = [...HINDI_KINDS.keys(), ...phrasingWords.map(hindiKey)].flatMap((w) => parseSearchQuery(w).groups);
    const uncovered = [...styles, ...categories].filter(
      (name) => !parseSearchQuery(name).groups.some((group) => reached.some((g) => sameGroup(g, group))),
    );
    expect(uncovered).toEqual([]);
    expect(COLOR_NAMES.filter((c) => ![...HINDI_COLOURS.values()].includes(c))).toEqual([]);
  });
});

describe('reading a Hindi query', () => {
  const read = (q: string) => {
    const { groups, colors, audience, price } = parseSearchQuery(q);
    return { groups, colors, audience, price };
  };

  it.each([
    ['कुर्ता', 'kurta'],
    ['साड़ी', 'saree'],
    ['लाल कुर्ता', 'red kurta'],
    ['जूते', 'shoes'],
    ['लिपस्टिक', 'lipstick'],
    ['लाल kurta', 'red kurta'],
    ['नीली साड़ियाँ', 'blue sarees'],
    ['इत्र', 'perfume'],
    ['टी-शर्ट', 't-shirt'],
    ['टी शर्ट', 'tshirt'],
    ['हाफ पैंट', 'shorts'],
    ['कान की बाली', 'earring'],
    ['बच्चों की फ्रॉक', 'kids frock'],
    ['महिलाओं के लिए कुर्ती', 'kurti for women '],
    ['कुर्ता ५०० से कम', 'kurta 500 se kam'],
    ['कुर्ता 500 से 1000 तक', 'kurta 500 se 1000 tak'],
    ['घड़ी 2000 रुपये तक', 'watch 2000 rupaye tak'],
    ['काले जूते 3000 से ऊपर', 'black shoes 3000 se upar'],
    ['kurti', 'kurta'],
    ['saadi', 'saree'],
    ['joote', 'shoes'],
    ['laal kurta', 'red kurta'],
  ])('"%s" is read as "%s"', (hindiQuery, english) => {
    const ours = read(hindiQuery);
    const theirs = read(english);
    expect(ours.colors).toEqual(theirs.colors);
    expect(ours.audience).toEqual(theirs.audience);
    expect(ours.price).toEqual(theirs.price);
    expect(ours.groups.length).toBe(theirs.groups.length);
    ours.groups.forEach((g, i) => expect(sameGroup(g, theirs.groups[i]!)).toBe(true));
  });

  it('evens out zero-width characters and the two ways of writing a nukta', () => {
    const saree = read('साड़ी');
    for (const q of ['सा\u095Cी', 'साड\u093Cी', 'सा\u200Dड़ी', 'सा\u200Bड़ी\u200C', '\uFEFFसाड़ी', 'साड़ी\u00AD'])
      expect(read(q), q).toEqual(saree);
    expect(normalizeText('सा\u095Cी')).toBe('साड\u093Cी');
    expect(normalizeText('कुर्\u200Dता \u200Bलाल')).toBe('कुर्ता लाल');
    expect(cutQuery('लाल\u200C कुर्\u200Dता')).toBe('लाल कुर्ता');
    // A nukta letter listed either way in the content is found either way.
    expect(read('कमीज\u093C')).toEqual(read('क\u092E\u0940\u095B'));
  });

  it('drops a Latin letter typed inside a Devanagari word, and a Devanagari one inside a Latin word', () => {
    expect(normalizeText('साड़ीs')).toBe('साड़ी');
    expect(normalizeText('कुxर्ता')).toBe('कुर्ता');
    expect(normalizeText('kurtaा')).toBe('kurta');
    expect(read('लाल कुर्ताa')).toEqual(read('red kurta'));
  });

  it('leaves out a Hindi word it does not know beside words it does; alone, searches it as typed', () => {
    expect(read('सुंदर लाल कुर्ता')).toEqual(read('red kurta'));
    expect(read('सुंदर').groups).toEqual([['सुंदर']]);
  });

  it('searches a misspelt Hindi word as typed, and offers its listed word', () => {
    expect(read('कूर्ता').groups).toEqual([['कूर्ता']]);
    expect(nearestHindiWord('कूर्ता')).toBe('कुर्ता');
    expect(nearestHindiWord('साडी')).toBe(hindiKey('साड़ी'));
    expect(nearestHindiWord('कुर्त्ता')).toBe('कुर्ता');
    expect(nearestHindiWord('पिली')).toBe('पीली');
    expect(nearestHindiWord('सुंदर')).toBeNull();
    // Still the kind it names, never swapped for another.
    expect(kindOf('कूर्ता')).toBe('kurta');
    expect(kindOf('साडी')).toBe('saree');
    expect(kindOf('सुंदर')).toBeNull();
    expect(kindOf('स्पोर्टस')).toBeNull(); // sport: a word of the catalog, no kind
    const query = parseSearchQuery('लाल कूर्ता');
    expect(suggestionText(query, new Map([['कूर्ता', 'कुर्ता']]), ['कूर्ता'])).toBe('लाल कुर्ता');
    // A listed word stays in Hindi in a suggestion that corrects another word.
    const mixed = parseSearchQuery('कुर्ता zzkx');
    expect(suggestionText(mixed, new Map([['zzkx', 'silk']]), ['kurta', 'zzkx'])).toBe('कुर्ता silk');
  });

  it('counts edits up to a bound as the full count does (the bounded one compares listed words per keystroke)', () => {
    const words = [
      'कुर्ता',
      'कूर्ता',
      'कुरता',
      'कुर्त्ता',
      'साडी',
      'साड़ी',
      'हरा',
      'हार',
      'lipstik',
      'lipstick',
      'wacth',
      'watch',
      '',
    ];
    for (const a of words)
      for (const b of words)
        for (const max of [0, 1, 2])
          expect(editDistanceUpTo(a, b, max), `${a} ${b} ${max}`).toBe(Math.min(editDistance(a, b), max + 1));
  });

  it('lists kurtas while "कुर्" is being typed', () => {
    const typing = parseSearchQuery('कुर्');
    expect(typing.groups).toHaveLength(1);
    expect(typing.groups[0]).toEqual(expect.arrayContaining(['kurta', 'kurti']));
    expect(typing.open).toBe(true);
    expect(parseSearchQuery('लाल कुर्').colors).toEqual(['Red']);
    // Once a space follows, it is a whole word no listed word is: left out beside others.
    expect(read('लाल कुर् ').groups).toEqual([]);
  });

  it('takes the colour word out as typed, in Hindi', () => {
    expect(withoutColourWords('लाल कुर्ता')).toBe('कुर्ता');
    expect(withoutColourWords('लाली लाल कुर्ता')).toBe('लाली कुर्ता');
    expect(withoutColourWords('ला\u200Cल कुर्ता 500 से कम')).toBe('कुर्ता 500 से कम');
  });
});
