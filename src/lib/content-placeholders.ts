/**
 * Editors write "{email}", "{brand}", "{wallet}", "{refundTime}" and "{grievance-officer}" in Markdown; they become
 * the support address (as a mailto link in HTML), the brand's name, the wallet's name, the refund rule's wording
 * (REFUND_TIME, rules/refunds.ts) and the grievance officer's contact block, all from the site config (the names
 * and the address from src/content/brand.json), so legal copy never hard-codes them. The words around the facts
 * (the officer's title, "Phone", the hours, the refund time) come in the page's language: a Hindi page passes its
 * own (src/components/legal/placeholder-words.ts); without them they are the English of the site config.
 */
import { site } from './site.ts';
import { REFUND_TIME } from './rules/refunds.ts';

/** The words a placeholder prints besides names, addresses and numbers: one set per language. */
export type PlaceholderWords = {
  /** "in 2-4 working days" */
  refundTime: string;
  /** "Grievance Officer" */
  designation: string;
  /** The labels before the officer's e-mail address and phone number. */
  emailLabel: string;
  phoneLabel: string;
  /** "Monday to Saturday, 10 am to 6 pm" */
  hours: string;
  /** The time limits for a complaint, one sentence. */
  timelines: string;
};

/** Every placeholder an editor may write, in the order the guide lists them (the build refuses any other). */
export const PLACEHOLDERS = ['{brand}', '{wallet}', '{email}', '{refundTime}', '{grievance-officer}'] as const;

const g = site.grievanceOfficer;

/** The site config's English: what every English page prints. */
export const ENGLISH_WORDS: PlaceholderWords = {
  refundTime: REFUND_TIME,
  designation: g.designation,
  emailLabel: 'E-mail',
  phoneLabel: 'Phone',
  hours: g.hours,
  timelines: `We acknowledge every complaint within ${g.acknowledgeWithin} of receiving it and resolve it within ${g.resolveWithin}.`,
};

const escape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** What the grievance officer block says, line by line (the text the HTML block is built from). */
export function grievanceLines(words = ENGLISH_WORDS): { name: string; lines: string[]; timelines: string } {
  return {
    name: `${g.name}, ${words.designation}`,
    lines: [
      g.company,
      g.address,
      `${words.emailLabel}: ${g.email}`,
      `${words.phoneLabel}: ${g.phone} (${words.hours})`,
    ],
    timelines: words.timelines,
  };
}

function grievanceHtml(words: PlaceholderWords): string {
  const tel = g.phone.replace(/[^+\d]/g, '');
  return (
    `<address class="grievance-officer"><strong>${escape(g.name)}</strong>, ${escape(words.designation)}<br>` +
    `${escape(g.company)}<br>${escape(g.address)}<br>` +
    `${escape(words.emailLabel)}: <a href="mailto:${escape(g.email)}">${escape(g.email)}</a><br>` +
    `${escape(words.phoneLabel)}: <a href="tel:${tel}">${escape(g.phone)}</a> (${escape(words.hours)})</address>` +
    `<p>${escape(words.timelines)}</p>`
  );
}

export function fillText(text: string, words = ENGLISH_WORDS): string {
  return text
    .replaceAll('{brand}', site.name)
    .replaceAll('{wallet}', site.walletName)
    .replaceAll('{refundTime}', words.refundTime)
    .replaceAll('{email}', site.supportEmail)
    .replaceAll('{grievance-officer}', `${g.name}, ${words.designation}`);
}

export function fillHtml(html: string, words = ENGLISH_WORDS): string {
  return html
    .replaceAll('<p>{grievance-officer}</p>', grievanceHtml(words))
    .replaceAll('{grievance-officer}', grievanceHtml(words))
    .replaceAll('{brand}', escape(site.name))
    .replaceAll('{wallet}', escape(site.walletName))
    .replaceAll('{refundTime}', words.refundTime)
    .replaceAll('{email}', `<a href="mailto:${escape(site.supportEmail)}">${escape(site.supportEmail)}</a>`);
}

/** The placeholders a page's text names, sorted and once each ("{brand}", "{email}"): twins must name the same. */
export const placeholdersIn = (text: string): string[] => [...new Set(text.match(/\{[a-zA-Z-]+\}/g) ?? [])].sort();
