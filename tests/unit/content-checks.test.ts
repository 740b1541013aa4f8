/**
 * The checks the build runs over the editors' pages (src/lib/content-checks, run by src/build/content-checks.ts):
 * the real pages pass, and each check, given a page broken the way an editor breaks one, says where, what and
 * how to fix it in these words. The site's addresses are the project's own (src/build/content-site.ts).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContentPages, formatProblem } from '../../src/lib/content-checks/index.ts';
import { readContentPages, siteAddresses } from '../../src/build/content-site.ts';
import { contentProblems, problemsReport } from '../../src/build/content-checks.ts';

const root = path.resolve(import.meta.dirname, '../..');
const site = siteAddresses(root);

const FRONT = ['title: Privacy Policy', 'description: How {brand} keeps your data.', 'lastUpdated: 2026-11-01'];
/** A page whose text starts on line 7 (after five lines of front matter and a blank line). */
const page = (body: string[], front = FRONT) => ['---', ...front, '---', '', ...body, ''].join('\n');
const PRIVACY = { file: 'src/content/pages/privacy-policy.md', address: '/privacy-policy' };
const HINDI_HELP = { file: 'src/content/pages/hi/help.md', address: '/hi/help' };
const check = (text: string, where = PRIVACY) => checkContentPages([{ ...where, text }], site).map(formatProblem);

describe('the real pages', () => {
  it('every English and Hindi page passes every check', () => {
    const pages = readContentPages(root);
    expect(pages.map((p) => `${p.file} ${p.address}`)).toEqual([
      'src/content/pages/about.md /about-vastra',
      'src/content/pages/help.md /help',
      'src/content/pages/privacy-policy.md /privacy-policy',
      'src/content/pages/terms-and-conditions.md /terms-and-conditions',
      'src/content/pages/hi/about.md /hi/about-vastra',
      'src/content/pages/hi/help.md /hi/help',
      'src/content/pages/hi/privacy-policy.md /hi/privacy-policy',
      'src/content/pages/hi/terms-and-conditions.md /hi/terms-and-conditions',
    ]);
    expect(checkContentPages(pages, site)).toEqual([]);
    expect(contentProblems(root)).toEqual([]);
  });

  it('the site’s addresses: the pages of src/pages and the content pages, in both languages', () => {
    for (const route of ['/', '/hi', '/privacy-policy', '/hi/about-vastra', '/stores/[storeId]', '/hi/lens'])
      expect(site.routes).toContain(route);
    expect(site.routes).not.toContain('/[page]');
    expect(site.publicFiles).toContain('/favicon.svg');
  });
});

describe('placeholders', () => {
  it('an unknown placeholder, with the one it most likely meant', () => {
    const body = ['## 1. Who we are', '', 'We run the store.', '', 'More words.', '{brnad} keeps your data safe.'];
    expect(check(page(body))).toEqual([
      'src/content/pages/privacy-policy.md:12: unknown placeholder {brnad}; the placeholders are {brand}, {wallet}, {email}, {refundTime}, {grievance-officer}. Did you mean {brand}?',
    ]);
  });

  it('an unknown placeholder nothing is close to: the list alone', () => {
    expect(check(page(['Call us at {phone}.']))).toEqual([
      'src/content/pages/privacy-policy.md:7: unknown placeholder {phone}; the placeholders are {brand}, {wallet}, {email}, {refundTime}, {grievance-officer}',
    ]);
  });

  it('case and dashes: {Brand} and {refund-time} are not placeholders, and the front matter is checked too', () => {
    const front = ['title: Privacy Policy', "description: 'How {Brand} keeps your data.'", 'lastUpdated: 2026-11-01'];
    expect(check(page(['Refunds arrive {refund-time}.'], front))).toEqual([
      'src/content/pages/privacy-policy.md:3: unknown placeholder {Brand}; the placeholders are {brand}, {wallet}, {email}, {refundTime}, {grievance-officer}. Did you mean {brand}?',
      'src/content/pages/privacy-policy.md:7: unknown placeholder {refund-time}; the placeholders are {brand}, {wallet}, {email}, {refundTime}, {grievance-officer}. Did you mean {refundTime}?',
    ]);
  });

  it('braces shown as code are not placeholders', () => {
    expect(check(page(['Write `{brnad}` like this.', '', '```', '{brnad}', '```']))).toEqual([]);
  });

  it('the grievance officer’s block inside a sentence', () => {
    expect(check(page(['Write to {grievance-officer} with a complaint.']))).toEqual([
      "src/content/pages/privacy-policy.md:7: {grievance-officer} shares its line with other text; put {grievance-officer} on a line of its own, with an empty line before and after it (it becomes the officer's contact block)",
    ]);
  });
});

describe('headings', () => {
  it('a level skipped going down', () => {
    expect(check(page(['## 1. Refunds', '', '#### Refund time', '', '### Bank transfers']))).toEqual([
      'src/content/pages/privacy-policy.md:9: heading level skipped: "#### Refund time" comes after a level-2 heading; make it "### Refund time"',
    ]);
  });

  it('a first heading below level 2', () => {
    expect(check(page(['### Who we are']))).toEqual([
      'src/content/pages/privacy-policy.md:7: heading level skipped: "### Who we are" comes right after the page\'s title; make it "## Who we are"',
    ]);
  });

  it('a level-1 heading in the text, written either way', () => {
    expect(check(page(['# Our story', '', 'Text.', '', 'Our promise', '===========']))).toEqual([
      'src/content/pages/privacy-policy.md:7: "# Our story" is a level-1 heading, but the page\'s title is its only level-1 heading; make it "## Our story" (the title is the front matter\'s title)',
      'src/content/pages/privacy-policy.md:11: "# Our promise" is a level-1 heading, but the page\'s title is its only level-1 heading; make it "## Our promise" (the title is the front matter\'s title)',
    ]);
  });
});

describe('links and images', () => {
  it('a link to a page the site does not have names the nearest one, in the page’s language', () => {
    expect(check(page(['Read our [terms](/terms).']))).toEqual([
      'src/content/pages/privacy-policy.md:7: link to /terms, which is not a page of this site; did you mean /terms-and-conditions?',
    ]);
    expect(check(page(['[शर्तें](/hi/terms) और [निजता](/hi/privacy)']), HINDI_HELP)).toEqual([
      'src/content/pages/hi/help.md:7: link to /hi/privacy, which is not a page of this site; did you mean /hi/privacy-policy?',
      'src/content/pages/hi/help.md:7: link to /hi/terms, which is not a page of this site; did you mean /hi/terms-and-conditions?',
    ]);
  });

  it('a relative link is read from the page’s address, and a typo finds its page', () => {
    expect(check(page(['See [help](hlep) or [about][a].', '', '[a]: /about']))).toEqual([
      'src/content/pages/privacy-policy.md:7: link to hlep (/hlep), which is not a page of this site; did you mean /help?',
      'src/content/pages/privacy-policy.md:9: link to /about, which is not a page of this site; did you mean /about-vastra?',
    ]);
  });

  it('pages, their Hindi twins, catalog pages, rewrites, anchors, files and other sites all pass', () => {
    const links = [
      '[a](/help#grievance-officer) [b](/hi/about-vastra) [c](/stores/s1/products/p1) [d](/user/me)',
      '[e](#top) [f](https://example.com/terms) [g](mailto:help@vastra.in) [h](/favicon.svg) [i](/)',
      '[j](/marketplace?category=c1) [k](/hi) [l](/my-orders/o1) [m](<terms-and-conditions>) <a href="/lens">n</a>',
    ];
    expect(check(page(links))).toEqual([]);
  });

  it('an image that is not a file under public/', () => {
    expect(check(page(['![A weaver at work](/images/weaver.png)', '', '<img src="/favicn.svg" alt="">']))).toEqual([
      'src/content/pages/privacy-policy.md:7: image /images/weaver.png does not exist (there is no file public/images/weaver.png); add the file as public/images/weaver.png, or correct the address',
      'src/content/pages/privacy-policy.md:9: image /favicn.svg does not exist (there is no file public/favicn.svg); did you mean /favicon.svg?',
    ]);
  });

  it('an image from another site, which the pages’ security policy blocks', () => {
    expect(check(page(['![Our team](https://images.example.com/team.jpg)', '', '![Mark](/favicon.svg)']))).toEqual([
      "src/content/pages/privacy-policy.md:7: image https://images.example.com/team.jpg is on another site, and the site's security policy blocks images from other sites; save the image under public/images/ and write its address as /images/<file name>",
    ]);
  });
});

describe('front matter', () => {
  it('YAML that does not parse: the line, and how to quote', () => {
    const front = ['title: Privacy Policy', 'description: {brand} collects: data', 'lastUpdated: 2026-11-01'];
    expect(check(page(['Text.'], front))).toEqual([
      'src/content/pages/privacy-policy.md:3: the front matter cannot be read (bad indentation of a mapping entry); put a value that starts with { [ \' " or holds ": " in single quotes, e.g. description: \'{brand} helps you shop.\', and keep each field on a line of its own, starting at the left margin',
    ]);
  });

  it('a missing title', () => {
    expect(check(page(['Text.'], FRONT.slice(1)))).toEqual([
      'src/content/pages/privacy-policy.md:4: the front matter has no title (the page\'s heading); add a line such as "title: Privacy Policy" above the closing ---',
    ]);
  });

  it('a day that is not a date, or not a day of the calendar', () => {
    for (const [written, said] of [
      ['someday', '"someday" is not a date'],
      ['2026-02-30', '"2026-02-30" is not a date'],
      ['1 November 2026', '"1 November 2026" is not a date'],
      ['', 'is empty'],
    ])
      expect(check(page(['Text.'], [...FRONT.slice(0, 2), `lastUpdated: ${written}`.trimEnd()]))).toEqual([
        `src/content/pages/privacy-policy.md:4: lastUpdated ${said}; write the day as year-month-day, e.g. lastUpdated: 2026-11-29`,
      ]);
    expect(check(page(['Text.'], [...FRONT.slice(0, 2), "lastUpdated: '2026-11-29'"]))).toEqual([]);
  });

  it('an empty title, a title YAML reads as a number, and a field the workspace does not know', () => {
    const front = ['title:', 'description: 2024', 'lastUpdated: 2026-11-01', 'author: Meera'];
    expect(check(page(['Text.'], front))).toEqual([
      'src/content/pages/privacy-policy.md:2: title is empty; write the page\'s heading after "title:", e.g. title: Privacy Policy',
      "src/content/pages/privacy-policy.md:3: description is not plain text (YAML read it as a number); put the value in single quotes, e.g. description: '2024'",
      "src/content/pages/privacy-policy.md:5: unknown field author; remove it: a page has only title, description, lastUpdated, the site shows nothing else, and the editors' workspace cannot open a page with a field it does not know",
    ]);
  });

  it('no front matter at all, and one that never ends', () => {
    expect(check('## 1. Who we are\n')).toEqual([
      'src/content/pages/privacy-policy.md:1: the page has no front matter; start the file with a line ---, then the lines title:, description:, lastUpdated: and a line --- (see any other page)',
    ]);
    expect(check('---\ntitle: Privacy Policy\n\n## 1. Who we are\n')).toEqual([
      'src/content/pages/privacy-policy.md:1: the front matter never ends; add a line --- after lastUpdated: (the front matter sits between two lines of three dashes)',
    ]);
  });
});

describe('what the build prints', () => {
  it('every problem of every page, in file and line order, under one heading', () => {
    const problems = checkContentPages(
      [
        { ...HINDI_HELP, text: page(['#### 1. आपके ऑर्डर']) },
        { ...PRIVACY, text: page(['{brnad}', '', '[x](/nowhere)']) },
      ],
      site,
    ).map(formatProblem);
    expect(problemsReport(problems)).toBe(
      [
        'The editors\' pages have 3 problems to fix before the site can be built (docs/editing-content.md, "What the build checks"):',
        '  src/content/pages/hi/help.md:7: heading level skipped: "#### 1. आपके ऑर्डर" comes right after the page\'s title; make it "## 1. आपके ऑर्डर"',
        '  src/content/pages/privacy-policy.md:7: unknown placeholder {brnad}; the placeholders are {brand}, {wallet}, {email}, {refundTime}, {grievance-officer}. Did you mean {brand}?',
        '  src/content/pages/privacy-policy.md:9: link to /nowhere, which is not a page of this site; did you mean /help?',
      ].join('\n'),
    );
  });
});
