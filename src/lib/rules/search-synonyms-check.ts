/**
 * The search synonyms file (src/content/search-synonyms.json) checked, pure: a value in, one line per problem out,
 * each naming the file, the entry and the fix. The build runs it (src/build/content-words.ts) and so do the unit
 * tests. Words are compared as search reads them (lower case, singular: search-text.ts), so "Kurtis" in one group
 * and "kurti" in another are the same word.
 */
import { COLOR_NAMES } from '../colors.ts';
import { editDistance } from './edit-distance.ts';
import { normalizeText, singular } from './search-text.ts';

export const SYNONYMS_FILE = 'src/content/search-synonyms.json';

/** What the file holds, once checked. */
export type SearchSynonyms = {
  /** A note for whoever opens the file; search ignores it. */
  about?: string;
  /** Words that find each other, one list per group. */
  groups: string[][];
  /** A word a shopper may type for a colour, and the catalog colour it means. */
  colours: { word: string; colour: string }[];
};

const FIELDS = ['about', 'groups', 'colours'];

/** A word or phrase as search compares it. */
const searchForm = (word: string) => normalizeText(word).split(' ').map(singular).join(' ');
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const nth = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

/** The catalog colour a misspelt one means ("Beige" → "Biege"), if one is close. */
function nearestColour(colour: string): string | null {
  const lower = colour.toLowerCase();
  const near = COLOR_NAMES.map((name) => ({ name, d: editDistance(lower, name.toLowerCase()) })).sort(
    (a, b) => a.d - b.d,
  )[0]!;
  return near.d <= 2 ? near.name : null;
}

/** How an editor finds a group: by its number and first word, as the workspace lists them. */
const groupName = (group: readonly unknown[], i: number) =>
  typeof group[0] === 'string' && group[0] ? `group ${i + 1} ("${group[0]}" …)` : `group ${i + 1}`;

function groupsProblems(groups: unknown): string[] {
  if (groups === undefined)
    return [`${SYNONYMS_FILE}: "groups" is missing: list the groups, e.g. [["saree", "sari"]].`];
  if (!Array.isArray(groups))
    return [`${SYNONYMS_FILE}: "groups" must be a list of groups of words, e.g. [["saree", "sari"]].`];
  const problems: string[] = [];
  /** Each word's search form to the first group holding it (its number) and the word as written there. */
  const home = new Map<string, { group: number; word: string }>();
  groups.forEach((group: unknown, i) => {
    if (!Array.isArray(group)) {
      problems.push(`${SYNONYMS_FILE}: group ${i + 1} must be a list of words, like ["saree", "sari"].`);
      return;
    }
    const name = groupName(group, i);
    group.forEach((word: unknown, j) => {
      if (typeof word !== 'string' || !searchForm(word)) {
        problems.push(`${SYNONYMS_FILE}: ${name} has an empty word (its ${nth(j + 1)}): type the word or remove it.`);
        return;
      }
      const form = searchForm(word);
      const first = home.get(form);
      if (!first) home.set(form, { group: i, word });
      else if (first.group !== i)
        problems.push(
          `${SYNONYMS_FILE}: "${word}" is in two groups, ${groupName(groups[first.group] as unknown[], first.group)}${first.word === word ? '' : ` as "${first.word}"`} and ${name}: a word finds one group's words; keep it in one group, or merge the two groups.`,
        );
    });
  });
  return problems;
}

function coloursProblems(colours: unknown): string[] {
  const example = '[{ "word": "lal", "colour": "Red" }]';
  if (colours === undefined) return [`${SYNONYMS_FILE}: "colours" is missing: list the colour words, e.g. ${example}.`];
  if (!Array.isArray(colours))
    return [`${SYNONYMS_FILE}: "colours" must be a list of words and colours, e.g. ${example}.`];
  const problems: string[] = [];
  const seen = new Map<string, { word: string; colour: unknown }>();
  colours.forEach((entry: unknown, i) => {
    const at = `${SYNONYMS_FILE}: colours[${i}]`;
    if (!isObject(entry)) {
      problems.push(`${at} must be a word and its colour, like ${example.slice(1, -1)}.`);
      return;
    }
    for (const key of Object.keys(entry))
      if (key !== 'word' && key !== 'colour')
        problems.push(`${at} has an unknown field "${key}": a colour word has only "word" and "colour"; remove it.`);
    const { word, colour } = entry;
    const named = typeof word === 'string' && searchForm(word) ? `"${word}"` : null;
    if (!named) problems.push(`${at} has no word: type the word a shopper writes for the colour, or remove the entry.`);
    if (!COLOR_NAMES.includes(colour as string)) {
      const near = typeof colour === 'string' ? nearestColour(colour) : null;
      problems.push(
        `${at} ${named ?? ''}${named ? ' ' : ''}names ${colour === undefined ? 'no colour' : JSON.stringify(colour)}, which is not a catalog colour: choose one of ${COLOR_NAMES.join(', ')}${near ? ` (did you mean "${near}"?)` : ''}.`,
      );
    }
    if (!named) return;
    const form = searchForm(word as string);
    const first = seen.get(form);
    if (first)
      problems.push(
        `${at}: ${named} is listed twice in colours (${String(first.colour)} and ${String(colour)}): keep one entry.`,
      );
    else seen.set(form, { word: word as string, colour });
  });
  return problems;
}

/** Every problem of the synonyms file's contents (parsed JSON), or none. */
export function searchSynonymsProblems(value: unknown): string[] {
  if (!isObject(value))
    return [
      `${SYNONYMS_FILE}: the file must hold one object ({ "groups": […], "colours": […] }): restore it with git checkout ${SYNONYMS_FILE}, then make your change in the editors' workspace.`,
    ];
  const unknown = Object.keys(value)
    .filter((key) => !FIELDS.includes(key))
    .map((key) => `${SYNONYMS_FILE}: unknown field "${key}": the fields are about, groups and colours; remove it.`);
  const about =
    value.about === undefined || typeof value.about === 'string'
      ? []
      : [`${SYNONYMS_FILE}: "about" must be text in quotes (a note for whoever opens the file).`];
  return [...unknown, ...about, ...groupsProblems(value.groups), ...coloursProblems(value.colours)];
}
