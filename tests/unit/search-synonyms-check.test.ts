/**
 * The search synonyms file checked (src/lib/rules/search-synonyms-check.ts): the real file passes, and each broken
 * sample gets its message, naming the file, the entry and the fix, word for word as the build prints it.
 */
import { describe, expect, it } from 'vitest';
import synonyms from '../../src/content/search-synonyms.json' with { type: 'json' };
import { searchSynonymsProblems } from '../../src/lib/rules/search-synonyms-check.ts';

const sample = (groups: unknown, colours: unknown = [{ word: 'lal', colour: 'Red' }]) => ({ groups, colours });

describe('the search synonyms file', () => {
  it('as committed: no problem', () => {
    expect(searchSynonymsProblems(synonyms)).toEqual([]);
  });

  it('a colour word naming no catalog colour, with the nearest one', () => {
    expect(searchSynonymsProblems(sample([['saree', 'sari']], [{ word: 'beige', colour: 'Beige' }]))).toEqual([
      'src/content/search-synonyms.json: colours[0] "beige" names "Beige", which is not a catalog colour: choose one of Red, Green, Yellow, Blue, Biege, Brown, White, Purple, Pink, Burgundy, Black, Charcoal, Coral (did you mean "Biege"?).',
    ]);
    expect(
      searchSynonymsProblems(
        sample(
          [],
          [
            { word: 'lal', colour: 'Red' },
            { word: 'sona', colour: 'Gold' },
          ],
        ),
      ),
    ).toEqual([
      'src/content/search-synonyms.json: colours[1] "sona" names "Gold", which is not a catalog colour: choose one of Red, Green, Yellow, Blue, Biege, Brown, White, Purple, Pink, Burgundy, Black, Charcoal, Coral.',
    ]);
  });

  it('a word in two groups, however written', () => {
    expect(
      searchSynonymsProblems(
        sample([
          ['kurta', 'kurti'],
          ['top', 'tunic'],
          ['tunic', 'Kurtas'],
        ]),
      ),
    ).toEqual([
      'src/content/search-synonyms.json: "tunic" is in two groups, group 2 ("top" …) and group 3 ("tunic" …): a word finds one group\'s words; keep it in one group, or merge the two groups.',
      'src/content/search-synonyms.json: "Kurtas" is in two groups, group 1 ("kurta" …) as "kurta" and group 3 ("tunic" …): a word finds one group\'s words; keep it in one group, or merge the two groups.',
    ]);
  });

  it('forms of one word in one group are fine', () => {
    expect(searchSynonymsProblems(sample([['kurta', 'kurtas', 'Kurta']]))).toEqual([]);
  });

  it('an empty word (the workspace writes null for one)', () => {
    expect(searchSynonymsProblems(sample([['saree', null, 'sari']]))).toEqual([
      'src/content/search-synonyms.json: group 1 ("saree" …) has an empty word (its 2nd): type the word or remove it.',
    ]);
    expect(searchSynonymsProblems(sample([['saree']], [{ word: '', colour: 'Red' }]))).toEqual([
      'src/content/search-synonyms.json: colours[0] has no word: type the word a shopper writes for the colour, or remove the entry.',
    ]);
  });

  it('a colour word listed twice', () => {
    expect(
      searchSynonymsProblems(
        sample(
          [],
          [
            { word: 'grey', colour: 'Charcoal' },
            { word: 'Grey', colour: 'Black' },
          ],
        ),
      ),
    ).toEqual([
      'src/content/search-synonyms.json: colours[1]: "Grey" is listed twice in colours (Charcoal and Black): keep one entry.',
    ]);
  });

  it('colours as the old map, and an unknown field', () => {
    expect(searchSynonymsProblems({ groups: [], colours: { lal: 'Red' }, extra: 1 })).toEqual([
      'src/content/search-synonyms.json: unknown field "extra": the fields are about, groups and colours; remove it.',
      'src/content/search-synonyms.json: "colours" must be a list of words and colours, e.g. [{ "word": "lal", "colour": "Red" }].',
    ]);
  });
});
