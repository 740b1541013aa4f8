/**
 * A count's words for a page script, which never imports a catalog (docs/decisions/i18n.md, "Islands"): the
 * server renders a plural message once per plural category of the page's language, with "{count}" where the
 * number goes, and puts the forms in the DOM; the script picks the form for a count with the same
 * Intl.PluralRules the catalog's variants use, and fills the number in. Pure.
 */
import type { Locale } from './locales.ts';

export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>>;

const COUNT = '{count}';
/** Whole numbers to find each category's sample among (every language's integer categories show up by 100). */
const SAMPLES = Array.from({ length: 101 }, (_, n) => n);

/** One Intl.PluralRules per language: making one costs far more than asking it (src/build/registry-cache.ts). */
const rulesOf = new Map<Locale, Intl.PluralRules>();
const pluralRules = (locale: Locale): Intl.PluralRules => {
  let rules = rulesOf.get(locale);
  if (!rules) rulesOf.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules;
};

/**
 * `message(n)` rendered for a sample count of each category, the number made "{count}": English gives
 * { one: "{count} product", other: "{count} products" }. The message must write its count once.
 */
export function pluralForms(message: (count: number) => string, locale: Locale): PluralForms {
  const rules = pluralRules(locale);
  const forms: PluralForms = {};
  for (const category of rules.resolvedOptions().pluralCategories) {
    const sample = SAMPLES.find((n) => rules.select(n) === category);
    if (sample !== undefined) forms[category] = message(sample).replace(String(sample), COUNT);
  }
  return forms;
}

/** A count's name for a page script: `none` at 0 when the language says it otherwise ("Notifications"). */
export type CountNames = { none?: string; forms: PluralForms };

/** The name for `count` (`none` at 0 if given, else its plural form). */
export const countName = (names: CountNames, count: number, locale: Locale): string =>
  count === 0 && names.none !== undefined ? names.none : fillPlural(names.forms, count, locale);

/** The words for `count`: its category's form (else "other"), the number in Latin digits. */
export function fillPlural(forms: PluralForms, count: number, locale: Locale): string {
  const form = forms[pluralRules(locale).select(count)] ?? forms.other ?? COUNT;
  return form.replace(COUNT, String(count));
}
