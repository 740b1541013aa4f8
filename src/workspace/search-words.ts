/**
 * Search's words in the workspace: three entries over the files search reads (src/lib/rules/search-query.ts,
 * search-hindi.ts): the synonyms and colour words (src/content/search-synonyms.json), the everyday phrasings around
 * them (src/content/search-words.json) and the Hindi (Devanagari) words (src/content/search-hindi.json). Each
 * file's "about" note is kept as it is and not shown.
 */
import { fields, singleton } from '@keystatic/core';
import { COLOR_NAMES } from '../lib/colors.ts';

/** Where a change shows: the results for a word most groups touch (src/workspace/preview.ts). */
const PREVIEW = '/api/keystatic/preview/searchWords';
const AFTER_A_SAVE = 'Search in npm run dev uses a change as soon as it is saved; the built site after a rebuild.';

/** One word or phrase of a list: lower case, singular; a phrase may have spaces. */
const word = (label: string, description: string) =>
  fields.text({ label, description, validation: { isRequired: true, length: { max: 40 } } });

/**
 * An empty word as a list shows it. Keystatic refuses to save a form with one without saying where: the list says
 * it, so the editor finds it.
 */
const EMPTY = '(an empty word: open it to type one, or remove it; Save needs it)';
const wordLabel = (value: string) => value || EMPTY;

/** A list of `item`s, each its own line in the form. */
const listOf = (item: ReturnType<typeof fields.text>, label: string, description: string) =>
  fields.array(item, { label, description, itemLabel: (props) => wordLabel(props.value) });

/** A list of words, each its own line in the form. */
const words = (label: string, description: string, each = 'Word') =>
  listOf(word(each, 'Lower case; a phrase may have spaces.'), label, description);

export const searchSynonyms = singleton({
  label: 'Search synonyms and colour words',
  path: 'src/content/search-synonyms',
  format: { data: 'json' },
  previewUrl: PREVIEW,
  schema: {
    about: fields.ignored(),
    groups: fields.array(
      fields.array(
        word('Word', 'Singular, lower case ("saree", not "Sarees"); a phrase may have spaces ("eau de parfum").'),
        {
          label: 'Words of this group',
          description:
            'Searching for any of these finds products named with any other. A word belongs to one group only.',
          itemLabel: (props) => wordLabel(props.value),
          validation: { length: { min: 2 } },
        },
      ),
      {
        label: 'Synonym groups',
        description: `Words shoppers use for the same thing, Hinglish spellings included ("saree", "sari", "saadi"). Add a word to its group, or add a group. The build refuses a word in two groups. ${AFTER_A_SAVE}`,
        itemLabel: (props) => {
          const values = props.elements.map((element) => element.value);
          const label = values.filter(Boolean).join(', ');
          if (values.some((value) => !value)) return `${label} ${EMPTY}`;
          return values.length < 2 ? `${label || 'A new group'} (needs two words or more: Save needs it)` : label;
        },
      },
    ),
    colours: fields.array(
      fields.object({
        word: word('Word', 'What a shopper types for the colour: "maroon", "lal", "off white".'),
        colour: fields.select({
          label: 'Catalog colour',
          description:
            'The colour filter it means: one of the catalog’s 13 colours (spelled as the catalog does: Biege).',
          options: COLOR_NAMES.map((colour) => ({ label: colour, value: colour })),
          defaultValue: COLOR_NAMES[0]!,
        }),
      }),
      {
        label: 'Colour words',
        description: `Words for a colour, each with the catalog colour it filters by ("lal" is Red): a search for "lal kurta" shows red kurtas first, with a chip to remove the colour. List a word once. ${AFTER_A_SAVE}`,
        itemLabel: (props) => `${wordLabel(props.fields.word.value)} → ${props.fields.colour.value}`,
      },
    ),
  },
});

/** An audience's words and the catalog's word for it. */
const audience = (who: string, find: string) =>
  fields.object(
    {
      words: words(
        `Words for ${who}`,
        `Words that say the product is for ${who} ("for ${who}"); they are not searched for themselves.`,
      ),
      find: fields.text({
        label: 'Catalog word',
        description: `The word the catalog marks products for ${who} with, searched first (${find}); leave it empty when the catalog does not mark them, and the words are then only left out of the search.`,
        validation: { length: { max: 40 } },
      }),
    },
    { label: who[0]!.toUpperCase() + who.slice(1) },
  );

const priceWords = (label: string, description: string) => words(label, description, 'Word or sign');

export const searchPhrasings = singleton({
  label: 'Search phrasings',
  path: 'src/content/search-words',
  format: { data: 'json' },
  previewUrl: PREVIEW,
  schema: {
    about: fields.ignored(),
    audiences: fields.object(
      {
        women: audience('women', 'today none'),
        men: audience('men', 'today none'),
        kids: audience('kids', 'today "kid", from the Baby & Kids category'),
      },
      {
        label: 'Who it is for',
        description: `Words for who a product is for ("ladies", "gents", "girls"): "kurtis for women" searches kurtis. ${AFTER_A_SAVE}`,
      },
    ),
    filler: words(
      'Filler words',
      `Words searched for nothing ("for", "ke", "liye", "dikhao"): "show me kurtas" searches kurtas. ${AFTER_A_SAVE}`,
    ),
    price: fields.object(
      {
        currencyBefore: priceWords('Rupee words before an amount', '"rs 500", "₹500".'),
        currencyAfter: priceWords('Rupee words after an amount', '"500 rupees", "500/-", "500 रुपये".'),
        rangeBefore: priceWords('Words before a range', '"between 500 and 1000".'),
        rangeJoin: priceWords('Words between two amounts', '"500 to 1000", "500-1000", "500 se 1000".'),
        rangeAfter: priceWords('Words after a range', '"500 se 1000 tak", "500 से 1000 के बीच".'),
        upToBefore: priceWords('"Up to" words before an amount', '"under 999", "below 500", "upto 2k".'),
        upToAfter: priceWords('"Up to" words after an amount', '"999 se kam", "500 tak", "500 से कम".'),
        fromBefore: priceWords('"From" words before an amount', '"above 500", "over 1000".'),
        fromAfter: priceWords('"From" words after an amount', '"500 se upar", "1000 and above", "500+".'),
        currencyAlone: fields.select({
          label: 'An amount with only a rupee word',
          description: '"kurta rs 1000": what the shopper means by an amount in rupees and no other price word.',
          options: [
            { label: 'Up to that amount (a budget)', value: 'upTo' },
            { label: 'From that amount', value: 'from' },
          ],
          defaultValue: 'upTo',
        }),
      },
      {
        label: 'Price words',
        description: `The words around an amount that make it a price filter ("kurta under 999" lists kurtas up to ₹999). ${AFTER_A_SAVE}`,
      },
    ),
    kinds: words(
      'Kinds of product',
      `Words that name a kind of product ("saree", "jeans", "skirt"): Did you mean never swaps one for another word, and a kind the catalog has none of gets "No sarees yet". ${AFTER_A_SAVE}`,
    ),
  },
});

/** Devanagari words as the Hindi entry lists them: any form a shopper types. */
const hindiWords = (label: string, description: string) =>
  listOf(
    fields.text({
      label: 'Hindi word',
      description: 'In Devanagari, as it is spelled ("साड़ी"); a phrase may have spaces or a hyphen ("टी-शर्ट").',
      validation: { isRequired: true, length: { max: 40 } },
    }),
    label,
    description,
  );

const AFTER_A_HINDI_SAVE = 'Search uses a change after npm run dev starts again, and the built site after a rebuild.';

export const searchHindi = singleton({
  label: 'Hindi search words',
  path: 'src/content/search-hindi',
  format: { data: 'json' },
  previewUrl: PREVIEW,
  schema: {
    about: fields.ignored(),
    kinds: fields.array(
      fields.object({
        word: word(
          'English word',
          'The word search and the catalog use, singular and lower case ("kurta", "night suit"): a word of the phrasings’ kinds, of a synonym group, or of the catalog’s styles and categories.',
        ),
        hindi: hindiWords(
          'Its Hindi words',
          'Each form a shopper types: singular, plural and oblique (साड़ी, साड़ियाँ, साड़ियां), as Hindi words are not stemmed.',
        ),
      }),
      {
        label: 'Kinds of product',
        description: `Hindi words for a kind of product, each searched as its English word ("कुर्ता" finds kurtas). List a word once. ${AFTER_A_HINDI_SAVE}`,
        itemLabel: (props) =>
          `${wordLabel(props.fields.word.value)}: ${props.fields.hindi.elements.map((w) => w.value).join(', ')}`,
      },
    ),
    colours: fields.object(
      Object.fromEntries(
        COLOR_NAMES.map((colour) => [
          colour,
          hindiWords(colour, `The Hindi words for ${colour.toLowerCase()}, in every form a shopper types.`),
        ]),
      ),
      {
        label: 'Colour words',
        description: `Hindi words for each of the catalog’s 13 colours: "लाल कुर्ता" shows red kurtas first. ${AFTER_A_HINDI_SAVE}`,
      },
    ),
  },
});
