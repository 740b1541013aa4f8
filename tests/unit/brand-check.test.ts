/**
 * The brand's words file checked (src/lib/brand-check.ts): the real file passes, and each broken sample gets its
 * message, naming the file, the field and the fix, word for word as the build prints it.
 */
import { describe, expect, it } from 'vitest';
import brand from '../../src/content/brand.json' with { type: 'json' };
import { brandProblems } from '../../src/lib/brand-check.ts';
import { brandDescription, site } from '../../src/lib/site.ts';
import { fillHtml, fillText } from '../../src/lib/content-placeholders.ts';

/** The real file with some fields changed (undefined: left out). */
const withFields = (changes: Record<string, unknown>) => {
  const value: Record<string, unknown> = { ...structuredClone(brand), ...changes };
  for (const [key, changed] of Object.entries(changes)) if (changed === undefined) delete value[key];
  return value;
};
const withLink = (i: number, link: unknown) =>
  withFields({ socials: brand.socials.map((l, j) => (j === i ? link : l)) });

describe('the brand file', () => {
  it('as committed: no problem, and the site reads it', () => {
    expect(brandProblems(brand)).toEqual([]);
    expect(site.name).toBe('Vastra');
    expect(site.walletName).toBe('Vastra Money');
    expect(site.supportEmail).toBe('support@vastra.in');
    expect(site.aboutPath).toBe('/about-vastra');
    expect(site.socials.map((s) => s.name)).toEqual(['Instagram', 'Facebook', 'X', 'YouTube']);
  });

  it('is what the pages’ placeholders and descriptions print', () => {
    expect(fillText('About {brand}: refunds to {wallet}, questions to {email}')).toBe(
      'About Vastra: refunds to Vastra Money, questions to support@vastra.in',
    );
    expect(fillHtml('<p>{brand} and {wallet}</p>')).toBe('<p>Vastra and Vastra Money</p>');
    expect(brandDescription('en-IN')).toBe(brand.description);
    expect(brandDescription('hi-IN')).toBe(brand.descriptionInHindi);
  });

  it('a missing name', () => {
    expect(brandProblems(withFields({ name: undefined }))).toEqual([
      'src/content/brand.json: "name" is missing: write the store’s name as shoppers see it, e.g. "Vastra".',
    ]);
    expect(brandProblems(withFields({ name: '' }))).toEqual([
      'src/content/brand.json: "name" is missing: write the store’s name as shoppers see it, e.g. "Vastra".',
    ]);
  });

  it('a name that is not Latin, too long, or padded', () => {
    expect(brandProblems(withFields({ name: 'वस्त्र' }))).toEqual([
      'src/content/brand.json: "name" is "वस्त्र": write it in Latin letters, digits and spaces, starting with a letter (the Devanagari spelling goes in "nameInDevanagari").',
    ]);
    expect(brandProblems(withFields({ name: 'Vastra Fashion and Beauty Marketplace' }))).toEqual([
      'src/content/brand.json: "name" is 37 characters long: shorten it to 30 or fewer.',
    ]);
    expect(brandProblems(withFields({ name: 'Vastra ' }))).toEqual([
      'src/content/brand.json: "name" starts or ends with a space: remove it ("Vastra").',
    ]);
    expect(brandProblems(withFields({ name: 42 }))).toEqual([
      'src/content/brand.json: "name" must be text in quotes: write the store’s name as shoppers see it, e.g. "Vastra".',
    ]);
  });

  it('an e-mail that is not an e-mail', () => {
    expect(brandProblems(withFields({ supportEmail: 'support-at-vastra.in' }))).toEqual([
      'src/content/brand.json: "supportEmail" is "support-at-vastra.in", which is not an e-mail address: write one address, e.g. "support@vastra.in".',
    ]);
    expect(brandProblems(withFields({ supportEmail: 'support@vastra.in, help@vastra.in' }))).toEqual([
      'src/content/brand.json: "supportEmail" is "support@vastra.in, help@vastra.in", which is not an e-mail address: write one address, e.g. "support@vastra.in".',
    ]);
  });

  it('a social link that is not https', () => {
    expect(brandProblems(withLink(0, { name: 'Instagram', href: 'http://www.instagram.com/vastra' }))).toEqual([
      'src/content/brand.json: socials[0].href (Instagram) is "http://www.instagram.com/vastra", which is not an https link: write the full address starting https://, e.g. "https://www.instagram.com/vastra".',
    ]);
    expect(brandProblems(withLink(2, { name: 'X', href: 'x.com/vastra' }))).toEqual([
      'src/content/brand.json: socials[2].href (X) is "x.com/vastra", which is not an https link: write the full address starting https://, e.g. "https://…".',
    ]);
    expect(brandProblems(withLink(3, { name: 'YouTube', href: '' }))).toEqual([
      'src/content/brand.json: socials[3].href (YouTube) is missing: write the page\'s full address, e.g. "https://x.com/vastra".',
    ]);
  });

  it('a network the footer has no icon for, or listed twice', () => {
    expect(brandProblems(withLink(1, { name: 'Threads', href: 'https://www.threads.net/@vastra' }))).toEqual([
      'src/content/brand.json: socials[1].name is "Threads": the footer has icons for Instagram, Facebook, X and YouTube only; write one of those (another network needs a developer to add its icon).',
    ]);
    expect(brandProblems(withLink(1, { name: 'Instagram', href: 'https://www.instagram.com/vastra.in' }))).toEqual([
      'src/content/brand.json: socials[1].name: Instagram is listed twice: keep one link per network.',
    ]);
  });

  it('Hindi fields written in Latin letters', () => {
    expect(
      brandProblems(withFields({ nameInDevanagari: 'Vastra', descriptionInHindi: 'Fashion from Indian stores.' })),
    ).toEqual([
      'src/content/brand.json: "nameInDevanagari" is "Vastra", which is not Hindi: write the store’s name in Devanagari, e.g. "वस्त्र".',
      'src/content/brand.json: "descriptionInHindi" is "Fashion from Indian stores.", which is not Hindi: write the same sentence in Hindi.',
    ]);
  });

  it('a description longer than search results show', () => {
    expect(brandProblems(withFields({ description: 'Fashion. '.repeat(20).trim() }))).toEqual([
      'src/content/brand.json: "description" is 179 characters long: shorten it to 160 or fewer.',
    ]);
  });

  it('a field the site does not read, and a file that is no object', () => {
    expect(brandProblems(withFields({ tagline: 'Dress India' }))).toEqual([
      'src/content/brand.json: unknown field "tagline": the fields are name, nameInDevanagari, walletName, supportEmail, description, descriptionInHindi and socials; remove it (a new field needs a developer: src/lib/site.ts and src/workspace/brand.ts).',
    ]);
    expect(brandProblems([])).toEqual([
      'src/content/brand.json: the file must hold one object ({ "name": "Vastra", … }): restore it with git checkout src/content/brand.json, then make your change in the editors\' workspace.',
    ]);
  });
});
