/**
 * The editors' pages in two languages (src/content/pages, src/lib/content-pages.ts): every English page has its
 * Hindi twin with the same front matter and the same placeholders, the fallback rule for a page with no
 * translation, and the placeholders' words in each language.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageText, translationId, untranslatedPages } from '../../src/lib/content-pages.ts';
import { ENGLISH_WORDS, fillHtml, fillText, placeholdersIn } from '../../src/lib/content-placeholders.ts';
import { placeholderWords } from '../../src/components/legal/placeholder-words.ts';

const dir = path.resolve(import.meta.dirname, '../../src/content/pages');
const markdownIn = (folder: string) =>
  fs
    .readdirSync(folder)
    .filter((f) => f.endsWith('.md'))
    .map((f) => f.slice(0, -3))
    .sort();
const english = markdownIn(dir);
const hindi = markdownIn(path.join(dir, 'hi'));

/** A Markdown file's front matter (flat "key: value" lines, quotes dropped) and body. */
function read(file: string): { fields: Record<string, string>; body: string } {
  const text = fs.readFileSync(file, 'utf8');
  const [, head = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
  const fields = Object.fromEntries(
    head.split('\n').map((line) => {
      const at = line.indexOf(':');
      return [
        line.slice(0, at).trim(),
        line
          .slice(at + 1)
          .trim()
          .replace(/^'(.*)'$/, '$1'),
      ];
    }),
  );
  return { fields, body };
}

describe('editors’ pages in Hindi', () => {
  it('the English pages are the four the site links to', () => {
    expect(english).toEqual(['about', 'help', 'privacy-policy', 'terms-and-conditions']);
  });

  it('every English page has a Hindi twin, and there is no Hindi page without an English one', () => {
    expect(hindi).toEqual(english);
  });

  it.each(english)('%s: the twin has the same front-matter fields and date, and names the same placeholders', (id) => {
    const en = read(path.join(dir, `${id}.md`));
    const hi = read(path.join(dir, 'hi', `${id}.md`));
    expect(Object.keys(hi.fields).sort()).toEqual(Object.keys(en.fields).sort());
    expect(hi.fields.lastUpdated).toBe(en.fields.lastUpdated);
    const all = (p: typeof en) => placeholdersIn(Object.values(p.fields).join('\n') + p.body);
    expect(all(hi)).toEqual(all(en));
    expect(all(en).length).toBeGreaterThan(0);
    // As many sections, and the grievance block still on a line of its own.
    expect(hi.body.match(/^## /gm)?.length).toBe(en.body.match(/^## /gm)?.length);
    expect(hi.body.includes('\n{grievance-officer}\n')).toBe(en.body.includes('\n{grievance-officer}\n'));
  });

  it.each(english)('%s: the Hindi twin is written in Hindi (Devanagari, not English left in)', (id) => {
    const { fields, body } = read(path.join(dir, 'hi', `${id}.md`));
    const letters = (text: string, script: RegExp) => text.match(script)?.length ?? 0;
    const text = Object.values(fields).join(' ') + body;
    expect(letters(fields.title!, /\p{Script=Devanagari}/gu)).toBeGreaterThan(0);
    expect(letters(text, /\p{Script=Devanagari}/gu)).toBeGreaterThan(5 * letters(text, /[A-Za-z]/g));
  });

  it('the privacy policy’s first clause, as a Hindi reader gets it', () => {
    const { fields, body } = read(path.join(dir, 'hi', 'privacy-policy.md'));
    expect(fields.title).toBe('गोपनीयता नीति');
    expect(body).toContain('## 1. हम कौन-सी जानकारी इकट्ठा करते हैं');
    expect(fillText(body)).toContain('Vastra कौन-सी जानकारी इकट्ठा करता है');
  });
});

describe('a page’s text at an address in a language (the fallback rule)', () => {
  const en = { id: 'help', text: 'Help' };
  const hi = { id: 'hi/help', text: 'सहायता' };

  it('English addresses show the English, whatever translations exist', () => {
    expect(pageText(en, hi, 'en-IN')).toEqual({ entry: en, lang: 'en-IN', fallback: false });
  });

  it('a Hindi address shows the Hindi file when there is one', () => {
    expect(pageText(en, hi, 'hi-IN')).toEqual({ entry: hi, lang: 'hi-IN', fallback: false });
  });

  it('a Hindi address with no Hindi file shows the English, marked as English, with the notice', () => {
    expect(pageText(en, undefined, 'hi-IN')).toEqual({ entry: en, lang: 'en-IN', fallback: true });
  });

  it('the build names each page a language lacks: a missing file, not a missing page', () => {
    const ids = ['terms-and-conditions', 'about', 'help', 'privacy-policy'];
    expect(translationId('about', 'hi-IN')).toBe('hi/about');
    expect(translationId('about', 'en-IN')).toBe('about');
    expect(untranslatedPages(ids, ['hi/about', 'hi/privacy-policy'], 'hi-IN')).toEqual([
      'help',
      'terms-and-conditions',
    ]);
    expect(
      untranslatedPages(
        ids,
        ids.map((id) => `hi/${id}`),
        'hi-IN',
      ),
    ).toEqual([]);
    expect(untranslatedPages(ids, [], 'en-IN')).toEqual([]);
  });
});

describe('the placeholders’ words in each language', () => {
  it('English from the catalog says exactly what the site config says (English pages unchanged)', () => {
    expect(placeholderWords('en-IN')).toEqual(ENGLISH_WORDS);
    expect(ENGLISH_WORDS.refundTime).toBe('in 2-4 working days');
  });

  it('Hindi carries the same numbers as the English (hours, time limits, refund days)', () => {
    const digits = (words: object) => Object.values(words).join(' ').match(/\d+/g);
    expect(digits(placeholderWords('hi-IN'))).toEqual(['2', '4', '10', '6', '48']);
    expect(digits(ENGLISH_WORDS)).toEqual(['2', '4', '10', '6', '48']);
  });

  it('a Hindi page’s refund time and grievance officer’s block are in Hindi, the facts as they are', () => {
    const words = placeholderWords('hi-IN');
    expect(fillText('रिफ़ंड {refundTime} पहुँचता है।', words)).toBe('रिफ़ंड 2-4 कार्यदिवसों में पहुँचता है।');
    expect(fillText('{grievance-officer}', words)).toBe('Meera Krishnan, शिकायत अधिकारी');
    expect(fillHtml('<p>{grievance-officer}</p>', words)).toBe(
      '<address class="grievance-officer"><strong>Meera Krishnan</strong>, शिकायत अधिकारी<br>' +
        'Vastra Marketplace Private Limited<br>4th Floor, Prestige Meridian II, 30 MG Road, Bengaluru, Karnataka 560001<br>' +
        'ई-मेल: <a href="mailto:grievance@vastra.in">grievance@vastra.in</a><br>' +
        'फ़ोन: <a href="tel:+918047182290">+91 80 4718 2290</a> (सोमवार से शनिवार, सुबह 10 बजे से शाम 6 बजे तक)</address>' +
        '<p>हम हर शिकायत मिलने के 48 घंटे के भीतर उसकी पावती देते हैं और एक महीने के भीतर उसका समाधान करते हैं।</p>',
    );
  });
});
