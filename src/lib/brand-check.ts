/**
 * The brand's words file (src/content/brand.json) checked, pure: a value in, one line per problem out, each naming
 * the file, the field and the fix. The build runs it (src/build/content-words.ts) and so do the unit tests; the
 * browser never does (src/lib/site.ts reads the file as it is, and islands import site.ts). The editors'
 * workspace form (src/workspace/brand.ts) uses the same patterns, so a form it accepts passes here.
 */

export const BRAND_FILE = 'src/content/brand.json';

/** The networks the footer has an icon for (src/components/Footer.astro), in the order they are offered. */
export const SOCIAL_NETWORKS = ['Instagram', 'Facebook', 'X', 'YouTube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export type SocialLink = { name: SocialNetwork; href: string };

/** What the file holds, once checked. */
export type Brand = {
  name: string;
  nameInDevanagari: string;
  walletName: string;
  supportEmail: string;
  description: string;
  descriptionInHindi: string;
  socials: SocialLink[];
};

/**
 * Latin letters first, then letters, digits, spaces and & . ' -: the name is printed as it is in both languages,
 * and the code makes ids of it (the about page's address, the Settings sections, the top reviewer badge).
 */
export const NAME_PATTERN = /^[A-Za-z][A-Za-z0-9 &.'-]*$/;
/** Devanagari letters and signs, spaces, and the joiners Hindi spelling may need. */
export const DEVANAGARI_PATTERN = /^(?:[\p{Script=Devanagari}\p{M} ]|\u200C|\u200D)+$/u;
/** One address: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;
/** A full https address with a host name ("https://www.instagram.com/vastra"). */
export const HTTPS_PATTERN = /^https:\/\/[^\s/?#.]+(?:\.[^\s/?#.]+)+(?:[/?#]\S*)?$/;
export const NAME_MAX = 30;
export const WALLET_NAME_MAX = 40;
/** Search engines cut a description at about this many characters. */
export const DESCRIPTION_MAX = 160;

type TextField = Exclude<keyof Brand, 'socials'>;

/** What to write in each text field when it is missing or empty. */
const WHAT: Record<TextField, string> = {
  name: 'write the store’s name as shoppers see it, e.g. "Vastra"',
  nameInDevanagari: 'write the store’s name in Devanagari, e.g. "वस्त्र"',
  walletName: 'write the wallet’s name, e.g. "Vastra Money"',
  supportEmail: 'write the address shoppers write to, e.g. "support@vastra.in"',
  description: 'write one sentence in English saying what the store sells',
  descriptionInHindi: 'write the same sentence in Hindi',
};
const TEXT_FIELDS = Object.keys(WHAT) as TextField[];
const FIELDS = [...TEXT_FIELDS, 'socials'];

const list = (words: readonly string[]) => `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Problems of one text field, or none. */
function textProblems(field: TextField, value: unknown): string[] {
  const at = `${BRAND_FILE}: "${field}"`;
  if (value === undefined || value === null || value === '') return [`${at} is missing: ${WHAT[field]}.`];
  if (typeof value !== 'string') return [`${at} must be text in quotes: ${WHAT[field]}.`];
  if (value.trim() !== value) return [`${at} starts or ends with a space: remove it ("${value.trim()}").`];
  if (field === 'name' && !NAME_PATTERN.test(value))
    return [
      `${at} is "${value}": write it in Latin letters, digits and spaces, starting with a letter (the Devanagari spelling goes in "nameInDevanagari").`,
    ];
  if ((field === 'nameInDevanagari' || field === 'descriptionInHindi') && !/\p{Script=Devanagari}/u.test(value))
    return [`${at} is "${value}", which is not Hindi: ${WHAT[field]}.`];
  if (field === 'nameInDevanagari' && !DEVANAGARI_PATTERN.test(value))
    return [`${at} is "${value}": write it in Devanagari letters only, e.g. "वस्त्र".`];
  if (field === 'supportEmail' && !EMAIL_PATTERN.test(value))
    return [`${at} is "${value}", which is not an e-mail address: write one address, e.g. "support@vastra.in".`];
  const max =
    field === 'name'
      ? NAME_MAX
      : field === 'walletName'
        ? WALLET_NAME_MAX
        : field.startsWith('description')
          ? DESCRIPTION_MAX
          : Infinity;
  const length = Array.from(value).length;
  if (length > max) return [`${at} is ${length} characters long: shorten it to ${max} or fewer.`];
  return [];
}

/** The https address an http one meant, or an example. */
const httpsOf = (href: string) => (href.startsWith('http://') ? `https://${href.slice(7)}` : 'https://…');

function socialsProblems(value: unknown): string[] {
  const example = '[{ "name": "Instagram", "href": "https://www.instagram.com/vastra" }]';
  if (value === undefined) return [`${BRAND_FILE}: "socials" is missing: list the footer's links, e.g. ${example}.`];
  if (!Array.isArray(value)) return [`${BRAND_FILE}: "socials" must be a list of links, e.g. ${example}.`];
  const problems: string[] = [];
  const seen = new Set<unknown>();
  value.forEach((link: unknown, i) => {
    const at = `${BRAND_FILE}: socials[${i}]`;
    if (!isObject(link)) {
      problems.push(`${at} must be a link with a name and an href, e.g. ${example.slice(1, -1)}.`);
      return;
    }
    for (const key of Object.keys(link))
      if (key !== 'name' && key !== 'href')
        problems.push(`${at} has an unknown field "${key}": a link has only "name" and "href"; remove it.`);
    const { name, href } = link;
    if (!SOCIAL_NETWORKS.includes(name as SocialNetwork))
      problems.push(
        `${at}.name is ${name === undefined ? 'missing' : JSON.stringify(name)}: the footer has icons for ${list(SOCIAL_NETWORKS)} only; write one of those (another network needs a developer to add its icon).`,
      );
    else if (seen.has(name)) problems.push(`${at}.name: ${name} is listed twice: keep one link per network.`);
    seen.add(name);
    const which = typeof name === 'string' ? ` (${name})` : '';
    if (typeof href !== 'string' || !href)
      problems.push(`${at}.href${which} is missing: write the page's full address, e.g. "https://x.com/vastra".`);
    else if (!HTTPS_PATTERN.test(href))
      problems.push(
        `${at}.href${which} is "${href}", which is not an https link: write the full address starting https://, e.g. "${httpsOf(href)}".`,
      );
  });
  return problems;
}

/** Every problem of the brand file's contents (parsed JSON), or none. */
export function brandProblems(value: unknown): string[] {
  if (!isObject(value))
    return [
      `${BRAND_FILE}: the file must hold one object ({ "name": "Vastra", … }): restore it with git checkout ${BRAND_FILE}, then make your change in the editors' workspace.`,
    ];
  const unknown = Object.keys(value)
    .filter((key) => !FIELDS.includes(key))
    .map(
      (key) =>
        `${BRAND_FILE}: unknown field "${key}": the fields are ${list(FIELDS)}; remove it (a new field needs a developer: src/lib/site.ts and src/workspace/brand.ts).`,
    );
  return [
    ...unknown,
    ...TEXT_FIELDS.flatMap((field) => textProblems(field, value[field])),
    ...socialsProblems(value.socials),
  ];
}
