/**
 * The home page's banners as editors write them: one JSON file per banner in src/content/banners/<id>.json
 * (docs/editing-content.md, "Banners"). Pure: file text in, banners and problems out. The seed reads the files into
 * the home sections it stores (server/seed/banner-files.ts), the build checks them before it starts
 * (src/build/banner-check.ts) and takes each banner's words from them (src/build/home-banners.ts).
 */
import { HOME_CATEGORIES } from './site.ts';
import type { Locale } from './i18n/locales.ts';
import { editDistance } from './rules/edit-distance.ts';

export type Banner = {
  /** The file's name without .json ("home-1"). */
  id: string;
  /** "home" or a category id: the tab whose carousel shows it. */
  tab: string;
  /** Its place in the tab's carousel, 1 first. */
  position: number;
  /** The slug of the store it leads to ("kesar-looms"). */
  store: string;
  /** Lead to the store's first product in the tab instead of the store (the store when it has none there). */
  linkToFirstProduct: boolean;
  /** The banner art's name, "banners/<slug>": the art has a -web (wide) and a -hero (narrow) picture. */
  image: string;
  title: string;
  subtitle?: string;
  titleHi?: string;
  subtitleHi?: string;
};

/** A banner file's keys, in the order the workspace writes them. */
export const BANNER_FIELDS = [
  'tab',
  'position',
  'store',
  'linkToFirstProduct',
  'image',
  'title',
  'subtitle',
  'titleHi',
  'subtitleHi',
] as const;

export const BANNERS_FOLDER = 'src/content/banners';

/** The tabs a banner can show on: home, then the category strip's tabs. */
export const BANNER_TABS: readonly string[] = ['home', ...HOME_CATEGORIES.map((c) => c.id)];

/** The most a title and a subtitle may hold, in characters, so they fit over the art on a phone. */
export const TITLE_MAX = 60;
export const SUBTITLE_MAX = 80;

/** The art the seed draws for a store: banners/<slug>, as banners/<slug>-web and banners/<slug>-hero. */
export const bannerArt = (storeSlug: string) => `banners/${storeSlug}`;

/** What a banner may name: the tabs, the stores' slugs and the banner art that exists. */
export type BannerChoices = { tabs: readonly string[]; stores: readonly string[]; art: readonly string[] };

/** "src/content/banners/home-1.json" -> "home-1". */
export const bannerIdOf = (file: string) => file.replace(/^.*\//, '').replace(/\.json$/, '');

/** ' (did you mean "kesar-looms"?)' when one choice is a few keystrokes away; else nothing. */
function didYouMean(value: string, choices: readonly string[]): string {
  const close = choices
    .map((choice) => ({ choice, distance: editDistance(value, choice) }))
    .filter((c) => c.distance <= Math.max(2, Math.floor(value.length / 4)))
    .sort((a, b) => a.distance - b.distance)[0];
  return close ? ` (did you mean "${close.choice}"?)` : '';
}

/** One file's banner, or its problems (each "<file>: <field> … <fix>"). */
function readBanner(file: string, text: string, choices: BannerChoices): { banner?: Banner; problems: string[] } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return {
      problems: [
        `${file}: is not valid JSON (${(error as Error).message}). Fix the file by hand, or delete it and add the banner again in the workspace.`,
      ],
    };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return {
      problems: [`${file}: holds no banner. A banner file is one JSON object with ${BANNER_FIELDS.join(', ')}.`],
    };
  const fields = data as Record<string, unknown>;
  const problems: string[] = [];
  const problem = (field: string, what: string) => problems.push(`${file}: ${field} ${what}`);
  /** "is missing. <fix>", or '"watch" is not a tab (did you mean "watches"?). <fix>'. */
  const notOneOf = (field: string, value: unknown, what: string, listed: readonly string[], fix: string) => {
    if (typeof value === 'string' && listed.includes(value)) return;
    const close = typeof value === 'string' ? didYouMean(value, listed) : '';
    problem(field, `${value === undefined ? 'is missing' : `${JSON.stringify(value)} is not ${what}${close}`}. ${fix}`);
  };

  for (const key of Object.keys(fields))
    if (!(BANNER_FIELDS as readonly string[]).includes(key))
      problem(
        `"${key}"`,
        `is not a banner field (the workspace cannot open the file with it). Remove it: a banner holds ${BANNER_FIELDS.join(', ')}.`,
      );

  const { tab, position, store, linkToFirstProduct = false, image, title, subtitle, titleHi, subtitleHi } = fields;
  notOneOf('tab', tab, 'a tab', choices.tabs, `Use one of ${choices.tabs.join(', ')}.`);
  if (typeof position !== 'number' || !Number.isInteger(position) || position < 1)
    problem(
      'position',
      `${position === undefined ? 'is missing' : `${JSON.stringify(position)} is not a place in the carousel`}. Use a whole number, 1 or more (1 shows first).`,
    );
  notOneOf('store', store, 'a store', choices.stores, `Use a store's slug: ${choices.stores.join(', ')}.`);
  if (typeof linkToFirstProduct !== 'boolean')
    problem(
      'linkToFirstProduct',
      `${JSON.stringify(linkToFirstProduct)} is neither true nor false. Write true or false.`,
    );
  notOneOf(
    'image',
    image,
    'banner art that exists',
    choices.art,
    `Use one of ${choices.art.join(', ')} (new pictures cannot be uploaded yet).`,
  );

  const words = (field: string, value: unknown, max: number, required: boolean) => {
    // The workspace leaves an emptied field out of the file.
    if (value === undefined && !required) return;
    if (value === undefined || (typeof value === 'string' && value.trim() === ''))
      problem(
        field,
        `is empty. Write the words the banner shows in English (a store's or product's name, or a short line).`,
      );
    else if (typeof value !== 'string')
      problem(field, `${JSON.stringify(value)} is not text. Write it between double quotes.`);
    else if (value.length > max)
      problem(
        field,
        `is ${value.length} characters long. Shorten it to ${max} or fewer, so it fits on a phone's banner.`,
      );
  };
  words('title', title, TITLE_MAX, true);
  words('subtitle', subtitle, SUBTITLE_MAX, false);
  words('titleHi', titleHi, TITLE_MAX, false);
  words('subtitleHi', subtitleHi, SUBTITLE_MAX, false);

  if (problems.length) return { problems };
  // Blank words are no words: the Hindi page then shows the English.
  const present = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
  return {
    banner: {
      id: bannerIdOf(file),
      tab: tab as string,
      position: position as number,
      store: store as string,
      linkToFirstProduct: linkToFirstProduct as boolean,
      image: image as string,
      title: title as string,
      subtitle: present(subtitle),
      titleHi: present(titleHi),
      subtitleHi: present(subtitleHi),
    },
    problems,
  };
}

/** By tab, then position, then file name: the order the carousels show them in. */
export const bannerOrder = (a: Banner, b: Banner) =>
  a.tab.localeCompare(b.tab) || a.position - b.position || a.id.localeCompare(b.id);

/**
 * Every banner file, checked: the banners in carousel order, and every problem found (a file with a problem gives
 * no banner). Two banners of one tab at one place are a problem too: their order would be the files' names'.
 */
export function readBanners(
  files: readonly { file: string; text: string }[],
  choices: BannerChoices,
): { banners: Banner[]; problems: string[] } {
  const banners: Banner[] = [];
  const problems: string[] = [];
  for (const { file, text } of files) {
    const read = readBanner(file, text, choices);
    problems.push(...read.problems);
    if (read.banner) banners.push(read.banner);
  }
  banners.sort(bannerOrder);
  for (const [i, banner] of banners.entries()) {
    const before = banners[i - 1];
    if (before && before.tab === banner.tab && before.position === banner.position)
      problems.push(
        `${BANNERS_FOLDER}/${banner.id}.json: position ${banner.position} is also ${before.id}.json's, on the ${banner.tab} tab. Give each banner of a tab its own position.`,
      );
  }
  return { banners, problems };
}

/** Every problem on a line of its own, under one heading: what stops the build and the seed. */
export const bannerProblemsReport = (problems: readonly string[]) =>
  `The banner files (${BANNERS_FOLDER}) have ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.map((p) => `  ${p}`).join('\n')}`;

/** The words a page in `locale` shows on a banner: Hindi pages show the Hindi words, or the English where blank. */
export function bannerWords(
  banner: Pick<Banner, 'title' | 'subtitle' | 'titleHi' | 'subtitleHi'>,
  locale: Locale,
): { title: string; subtitle?: string } {
  const inLanguage = (hindi: string | undefined, english: string | undefined) =>
    locale === 'hi-IN' && hindi?.trim() ? hindi : english?.trim() ? english : undefined;
  const subtitle = inLanguage(banner.subtitleHi, banner.subtitle);
  return { title: inLanguage(banner.titleHi, banner.title) ?? '', ...(subtitle ? { subtitle } : {}) };
}
