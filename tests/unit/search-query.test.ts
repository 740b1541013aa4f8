import { describe, expect, it } from 'vitest';
import {
  allowedTypos,
  cutQuery,
  editDistance,
  extractPrice,
  highlightMatches,
  isKindWord,
  isTypoOf,
  kindOf,
  loadSearchWords,
  normalizeText,
  parseSearchQuery,
  singular,
  suggestionText,
  withoutColourWords,
} from '../../src/lib/rules/search-query.ts';
import synonymsFile from '../../src/content/search-synonyms.json' with { type: 'json' };
import phrasingsFile from '../../src/content/search-words.json' with { type: 'json' };

const groupsOf = (q: string) => parseSearchQuery(q).groups;

describe('normalising', () => {
  it('lowers case, drops punctuation and accents', () => {
    expect(normalizeText('  Silk, KURTA!! ')).toBe('silk kurta');
    expect(normalizeText('Café  Crème')).toBe('cafe creme');
  });
  it('makes one word of t shirt, tshirt, t-shirts and T Shirts', () => {
    expect(normalizeText('t shirt')).toBe('tshirt');
    expect(normalizeText('T-Shirts')).toBe('tshirt');
    expect(normalizeText('tshirts')).toBe('tshirt');
    expect(normalizeText('kids t  shirt')).toBe('kids tshirt');
  });
  it('keeps "a-line" (a cut) one word, however it is written, not the filler "a" and "line"', () => {
    expect(normalizeText('a-line kurta')).toBe('a-line kurta');
    expect(normalizeText('A line Kurta')).toBe('a-line kurta');
    expect(normalizeText('Aline dress')).toBe('a-line dress');
    expect(normalizeText('A-Lines')).toBe('a-lines');
    expect(normalizeText('neckline')).toBe('neckline');
    expect(groupsOf('a-line kurta')[0]).toEqual(['a-line']);
    expect(groupsOf('A line kurta')[0]).toEqual(['a-line']);
    expect(groupsOf('red A-Line kurtas for women')[0]).toEqual(['a-line']);
    expect(groupsOf('a kurta')).toEqual(groupsOf('kurta'));
    expect(highlightMatches('Ivory A-Line Kurta', 'a line').map((p) => p.match)).toEqual([false, true, false]);
  });
  it('turns tsquery and SQL syntax into spaces', () => {
    expect(normalizeText(`kurta & silk | !red :* 'x' "y" \\ ;--`)).toBe('kurta silk red x y');
  });
});

describe('plurals and word forms', () => {
  it('makes plurals singular', () => {
    expect(singular('bangles')).toBe('bangle');
    expect(singular('watches')).toBe('watch');
    expect(singular('earrings')).toBe('earring');
    expect(singular('accessories')).toBe('accessory');
    expect(singular('dresses')).toBe('dress');
  });
  it('leaves singular words and short words alone', () => {
    expect(singular('dress')).toBe('dress');
    expect(singular('bus')).toBe('bus');
    expect(singular('kurta')).toBe('kurta');
  });
  it('searches "t-shirts", "t shirt" and "tshirt" alike, with tee as a synonym', () => {
    expect(groupsOf('t-shirts')).toEqual([['tshirt', 'tee', 'teeshirt']]);
    expect(groupsOf('t shirt')).toEqual(groupsOf('tshirt'));
    expect(groupsOf('tees')[0]).toContain('tshirt');
  });
});

describe('synonyms and Hinglish', () => {
  it('finds kurta for kurti and kurti for kurta', () => {
    expect(groupsOf('kurti')[0]).toEqual(['kurti', 'kurta', 'kurtha', 'kurtis']);
    expect(groupsOf('Kurtas')[0]).toContain('kurti');
  });
  it('knows sari and saree, ghadi and watch, jhumka and earrings', () => {
    expect(groupsOf('sari')[0]).toContain('saree');
    expect(groupsOf('ghadi')[0]).toContain('watch');
    expect(groupsOf('jhumki')[0]).toContain('earring');
  });
  it('reads a phrase as one word: eau de parfum is perfume', () => {
    expect(groupsOf('eau de parfum')).toEqual([
      ['eau de parfum', 'perfume', 'fragrance', 'parfum', 'scent', 'attar', 'itr', 'ittar', 'itra'],
    ]);
    expect(groupsOf('perfume')[0]).toContain('eau de parfum');
  });
  it('keeps words it does not know as they are', () => {
    expect(groupsOf('handloom silk')).toEqual([['handloom'], ['silk']]);
  });
});

describe('colour words', () => {
  it('takes a catalog colour out of the words, and keeps the word that named it', () => {
    const q = parseSearchQuery('red frock');
    expect(q.colors).toEqual(['Red']);
    expect(q.colourWords).toEqual(['red']);
    expect(q.groups).toEqual([['frock', 'dress', 'gown']]);
  });
  it('knows other names for catalog colours', () => {
    expect(parseSearchQuery('maroon kurta').colors).toEqual(['Burgundy']);
    expect(parseSearchQuery('beige tote').colors).toEqual(['Biege']);
    expect(parseSearchQuery('lal saree')).toMatchObject({ colors: ['Red'], colourWords: ['lal'] });
    expect(parseSearchQuery('off white shirt')).toMatchObject({ colors: ['White'], colourWords: ['off white'] });
  });
  it('"Did you mean" keeps the shopper\'s word order, colour words where they were typed', () => {
    const frok = parseSearchQuery('red frok');
    expect(frok.said).toEqual(['red', 'frok']);
    expect(suggestionText(frok, new Map([['frok', 'frock']]), ['frok'])).toBe('red frock');
    const kurta = parseSearchQuery('kurtaa lal under 999');
    expect(suggestionText(kurta, new Map([['kurtaa', 'kurta']]), ['kurtaa'])).toBe('kurta lal');
    const silk = parseSearchQuery('silkk off white saree for women');
    expect(suggestionText(silk, new Map([['silkk', 'silk']]), ['silkk', 'saree'])).toBe('silk off white saree');
    // A store's name weighed, not searched, is not in the suggestion.
    expect(suggestionText(parseSearchQuery('samay blak watch'), new Map([['blak', 'black']]), ['blak', 'watch'])).toBe(
      'black watch',
    );
  });
  it('removing the colour chip searches the rest as the shopper wrote it', () => {
    expect(withoutColourWords('red frock')).toBe('frock');
    expect(withoutColourWords('Red frock under 999')).toBe('frock under 999');
    expect(withoutColourWords('Off-White kurta')).toBe('kurta');
    expect(withoutColourWords('lal saree ₹2000 tak')).toBe('saree ₹2000 tak');
    expect(withoutColourWords('black watch for men')).toBe('watch for men');
    expect(withoutColourWords('reddish kurta')).toBe('reddish kurta');
  });
});

describe('everyday phrasings: who it is for and filler words', () => {
  it.each([
    ['kurtis for women', [['kurtis', 'kurta', 'kurti', 'kurtha']], [], 'women'],
    ['ladies kurti', [['kurti', 'kurta', 'kurtha', 'kurtis']], [], 'women'],
    ['dress for girls', [['dress', 'frock', 'gown']], [], 'kids'],
    ['black watch for men', [['watch', 'ghadi', 'timepiece', 'wristwatch']], ['Black'], 'men'],
    ['gents shirt', [['shirt']], [], 'men'],
    ['tshirt for boys', [['tshirt', 'tee', 'teeshirt']], [], 'kids'],
    ['kids frock', [['frock', 'dress', 'gown']], [], 'kids'],
    ['baby romper', [['romper', 'onesie', 'jumpsuit']], [], 'kids'],
    ['show me silk saree online', [['silk'], ['saree', 'sari', 'sadi', 'saadi', 'saari']], [], null],
    ['ladki ke liye frock dikhao', [['frock', 'dress', 'gown']], [], 'kids'],
  ])('"%s"', (query, groups, colors, audience) => {
    expect(parseSearchQuery(query)).toMatchObject({ groups, colors, audience });
  });
  it("a query of only such words searches them as typed, an audience by the catalog's word for it", () => {
    expect(parseSearchQuery('girls')).toMatchObject({ groups: [['kid']], audience: null });
    expect(parseSearchQuery('kids')).toMatchObject({ groups: [['kid']], audience: null });
    expect(parseSearchQuery('women')).toMatchObject({ groups: [['women']], audience: null });
    expect(parseSearchQuery('for men')).toMatchObject({ groups: [['for'], ['men']], audience: null });
  });
  it('after a filler word no word is being typed', () => {
    expect(parseSearchQuery('kurta for').open).toBe(false);
    expect(parseSearchQuery('kurta for wom').open).toBe(true);
  });
});

describe('kinds of product (Did you mean never swaps them)', () => {
  it('knows kinds, as typed or in the plural', () => {
    expect(isKindWord('sarees')).toBe(true);
    expect(isKindWord('jeans')).toBe(true);
    expect(isKindWord('kurti')).toBe(true);
    expect(isKindWord('samay')).toBe(false);
    expect(isKindWord('cotton')).toBe(false);
  });
  it('reads a typo of a kind as that kind', () => {
    expect(kindOf('saree')).toBe('saree');
    expect(kindOf('sarree')).toBe('saree');
    expect(kindOf('jeens')).toBe('jean');
    expect(kindOf('samay')).toBeNull();
    expect(kindOf('silk')).toBeNull();
  });
});

describe('price words', () => {
  it.each([
    ['watch under 2000', 'watch', null, 2000],
    ['kurta below 2k', 'kurta', null, 2000],
    ['bag less than 1500', 'bag', null, 1500],
    ['earrings upto ₹999', 'earring', null, 999],
    ['saree 1000 to 2000', 'saree', 1000, 2000],
    ['₹500-1000 lipstick', 'lipstick', 500, 1000],
    ['rs 2000 - 1000 clutch', 'clutch', 1000, 2000],
    ['perfume above 3k', 'perfume', 3000, null],
    ['shirt 1.5k to 2.5k', 'shirt', 1500, 2500],
  ])('%s', (query, word, min, max) => {
    const q = parseSearchQuery(query);
    expect(q.price).toEqual({ min, max });
    expect(q.groups[0]![0]).toBe(word);
    expect(q.groups).toHaveLength(1);
  });
  it('leaves a number that is not a price in the words', () => {
    expect(extractPrice('size 32 jeans').price).toBeNull();
    expect(groupsOf('size 32 jeans')).toEqual([['size'], ['32'], ['jean']]);
  });
  it('does not read the end of a word as rupees: "shirts 500" keeps the number a word', () => {
    expect(parseSearchQuery('shirts 500')).toMatchObject({ groups: [['shirt'], ['500']], price: null });
    expect(parseSearchQuery('shirts rs 500')).toMatchObject({ groups: [['shirt']], price: { min: null, max: 500 } });
  });
});

describe('Hinglish and rupee price phrases', () => {
  it.each([
    ['kurta 500 se kam', null, 500],
    ['kurta 1000 ke andar', null, 1000],
    ['kurta 1000 tak', null, 1000],
    ['kurta ₹1500 tak', null, 1500],
    ['kurta 2k se neeche', null, 2000],
    ['kurta 1000 se upar', 1000, null],
    ['kurta 1000 se zyada', 1000, null],
    ['kurta 500 se 1000 tak', 500, 1000],
    ['kurta 1000 or less', null, 1000],
    ['kurta 2000+', 2000, null],
    // An amount in rupees alone is a budget: up to it.
    ['kurta rs 1000', null, 1000],
    ['kurta rs. 1000', null, 1000],
    ['kurta ₹1000', null, 1000],
    ['kurta ₹ 1,000', null, 1000],
    ['kurta 1000 rs', null, 1000],
    ['kurta 1000 rupees', null, 1000],
    ['kurta 1000/-', null, 1000],
  ])('%s', (query, min, max) => {
    expect(parseSearchQuery(query)).toMatchObject({
      groups: [['kurta', 'kurti', 'kurtha', 'kurtis']],
      price: { min, max },
    });
  });
  it('reads a Hinglish phrase with who it is for: "kurti ladies ke liye 800 ke andar"', () => {
    expect(parseSearchQuery('kurti ladies ke liye 800 ke andar')).toMatchObject({
      groups: [['kurti', 'kurta', 'kurtha', 'kurtis']],
      audience: 'women',
      price: { min: null, max: 800 },
    });
  });
});

describe('bad input and length', () => {
  it('cuts at 100 characters and drops NUL', () => {
    expect(cutQuery('a'.repeat(1000))).toHaveLength(100);
    expect(cutQuery('kur\0ta')).toBe('kurta');
    expect(cutQuery('😀'.repeat(101))).toBe('😀'.repeat(100));
  });
  it('keeps at most 8 words', () => {
    expect(groupsOf('a b c d e f g h i j k')).toHaveLength(8);
  });
  it('answers no words for punctuation only, and keeps other scripts', () => {
    expect(groupsOf(`&|!:*'"\\`)).toEqual([]);
    // Hindi words are read as their English words (search-hindi.test.ts); Tamil ("saree") is kept whole.
    expect(groupsOf('புடவை')).toEqual([['புடவை']]);
  });
  it('matches the last word as a prefix only while it is being typed', () => {
    expect(parseSearchQuery('silk kur').open).toBe(true);
    expect(parseSearchQuery('silk kur ').open).toBe(false);
  });
  it('leaves out a word being typed until it has 3 letters, unless it is the only word', () => {
    expect(parseSearchQuery('silk k')).toMatchObject({ groups: [['silk']], open: false });
    expect(parseSearchQuery('silk ku')).toMatchObject({ groups: [['silk']], open: false });
    expect(parseSearchQuery('ku')).toMatchObject({ groups: [['ku']], open: false });
    expect(parseSearchQuery('silk ku ')).toMatchObject({ groups: [['silk'], ['ku']], open: false });
  });
});

describe('typos', () => {
  it('forgives none under 4 letters, one up to 7, two from 8', () => {
    expect(allowedTypos('tee')).toBe(0);
    expect(allowedTypos('kurt')).toBe(1);
    expect(allowedTypos('lipstik')).toBe(1);
    expect(allowedTypos('chronogrph')).toBe(2);
  });
  it('counts edits, a swap of neighbours as one', () => {
    expect(editDistance('lipstik', 'lipstick')).toBe(1);
    expect(editDistance('backpak', 'backpack')).toBe(1);
    expect(editDistance('earing', 'earring')).toBe(1);
    expect(editDistance('wacth', 'watch')).toBe(1);
    expect(editDistance('kurta', 'kurta')).toBe(0);
  });
  it('accepts a catalog word within the allowance only', () => {
    expect(isTypoOf('lipstik', 'lipstick')).toBe(true);
    expect(isTypoOf('chronogrph', 'chronograph')).toBe(true);
    expect(isTypoOf('lpstk', 'lipstick')).toBe(false);
    expect(isTypoOf('tee', 'tea')).toBe(false);
  });
});

describe('highlighting the matched words', () => {
  it('marks the words the query found, by their forms and synonyms', () => {
    expect(highlightMatches('Classic Silk Kurtas', 'kurti')).toEqual([
      { text: 'Classic Silk ', match: false },
      { text: 'Kurtas', match: true },
    ]);
    expect(highlightMatches('Heritage Cotton T-Shirts', 't shirt')).toEqual([
      { text: 'Heritage Cotton ', match: false },
      { text: 'T-Shirts', match: true },
    ]);
  });
  it('marks the word being typed by its start', () => {
    expect(highlightMatches('Festive Silk Kurtas', 'silk kur')).toEqual([
      { text: 'Festive ', match: false },
      { text: 'Silk', match: true },
      { text: ' ', match: false },
      { text: 'Kurtas', match: true },
    ]);
  });
  it('marks nothing for a colour or a price, and keeps the name whole', () => {
    expect(highlightMatches('Breezy Leather Analog Watch', 'red under 2000')).toEqual([
      { text: 'Breezy Leather Analog Watch', match: false },
    ]);
  });
});

describe('search words loaded again (npm run dev, after an editor saves a file)', () => {
  it('a new synonym group and colour word count at once; the files’ own words come back when loaded again', () => {
    const extra = {
      ...synonymsFile,
      groups: [...synonymsFile.groups, ['bandhgala', 'jodhpuri']],
      colours: [...synonymsFile.colours, { word: 'firozi', colour: 'Blue' }],
    };
    try {
      loadSearchWords(extra, phrasingsFile);
      expect(parseSearchQuery('jodhpuri ').groups).toEqual([['jodhpuri', 'bandhgala']]);
      expect(parseSearchQuery('firozi kurta').colors).toEqual(['Blue']);
    } finally {
      loadSearchWords(synonymsFile, phrasingsFile);
    }
    expect(parseSearchQuery('jodhpuri ').groups).toEqual([['jodhpuri']]);
    expect(parseSearchQuery('firozi kurta').colors).toEqual([]);
  });
});
