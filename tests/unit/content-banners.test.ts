/**
 * The banner files (src/content/banners, src/lib/content-banners.ts): the real files pass the build's check, each
 * broken file fails it with its file, its field and the fix, and a page shows a banner's words in its language.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AstroIntegrationLogger } from 'astro';
import { bannerProblemsReport, bannerWords, readBanners, type BannerChoices } from '../../src/lib/content-banners.ts';
import { bannerFileProblems, bannerFileTexts, DEMO_BANNER_CHOICES } from '../../server/seed/banner-files.ts';
import { bannerCheck } from '../../src/build/banner-check.ts';

const choices: BannerChoices = {
  tabs: ['home', 'watches'],
  stores: ['kesar-looms', 'samay-watch-co'],
  art: ['banners/kesar-looms', 'banners/samay-watch-co'],
};
const good = {
  tab: 'home',
  position: 1,
  store: 'kesar-looms',
  linkToFirstProduct: false,
  image: 'banners/kesar-looms',
  title: 'Kesar Looms',
  subtitle: 'Handwoven kurtas and festive wear',
  titleHi: 'Kesar Looms',
  subtitleHi: 'हाथ से बुने कुर्ते और त्योहारों के परिधान',
};
const file = 'src/content/banners/home-1.json';
/** The problems of one file holding `good` changed by `change`. */
const problemsOf = (change: Record<string, unknown>, name = file) =>
  readBanners([{ file: name, text: JSON.stringify({ ...good, ...change }) }], choices).problems;

describe('the banner files in the repository', () => {
  it('pass the check, eighteen banners on the seven tabs', () => {
    expect(bannerFileProblems()).toEqual([]);
    const { banners } = readBanners(bannerFileTexts(), DEMO_BANNER_CHOICES);
    expect(banners.length).toBe(18);
    expect(banners.filter((b) => b.tab === 'home').map((b) => [b.id, b.title])).toEqual([
      ['home-1', 'Kesar Looms'],
      ['home-2', 'Vintage Cotton Sports Wear'],
      ['home-3', 'Rangrez Studio'],
      ['home-4', 'Signature Cotton Night Suits'],
    ]);
  });

  it('give every banner a subtitle in both languages, the Hindi one in Devanagari', () => {
    const { banners } = readBanners(bannerFileTexts(), DEMO_BANNER_CHOICES);
    for (const banner of banners) {
      expect(banner.subtitle, banner.id).toMatch(/^[A-Z][\w ,.-]+$/);
      expect(banner.subtitleHi, banner.id).toMatch(/^[\u0900-\u097F ,.-]+$/);
    }
  });
});

describe('a broken banner file', () => {
  it('is read when all is well', () => {
    const { banners, problems } = readBanners([{ file, text: JSON.stringify(good) }], choices);
    expect(problems).toEqual([]);
    expect(banners).toEqual([{ id: 'home-1', ...good }]);
  });

  it('names a store that does not exist, with the close one and the choices', () => {
    expect(problemsOf({ store: 'kesar-loom' })).toEqual([
      'src/content/banners/home-1.json: store "kesar-loom" is not a store (did you mean "kesar-looms"?). Use a store\'s slug: kesar-looms, samay-watch-co.',
    ]);
    expect(problemsOf({ store: 'zara' })).toEqual([
      'src/content/banners/home-1.json: store "zara" is not a store. Use a store\'s slug: kesar-looms, samay-watch-co.',
    ]);
  });

  it('names art that does not exist, and says new pictures cannot be uploaded', () => {
    expect(problemsOf({ image: 'banners/kesar-looms-web' })).toEqual([
      'src/content/banners/home-1.json: image "banners/kesar-looms-web" is not banner art that exists (did you mean "banners/kesar-looms"?). Use one of banners/kesar-looms, banners/samay-watch-co (new pictures cannot be uploaded yet).',
    ]);
    expect(problemsOf({ image: 'uploads/diwali.png' })).toEqual([
      'src/content/banners/home-1.json: image "uploads/diwali.png" is not banner art that exists. Use one of banners/kesar-looms, banners/samay-watch-co (new pictures cannot be uploaded yet).',
    ]);
  });

  it('refuses an empty title, a missing one (the workspace leaves an empty field out) and a long one', () => {
    const empty =
      "src/content/banners/home-1.json: title is empty. Write the words the banner shows in English (a store's or product's name, or a short line).";
    expect(problemsOf({ title: '  ' })).toEqual([empty]);
    const untitled: Record<string, unknown> = { ...good };
    delete untitled.title;
    expect(readBanners([{ file, text: JSON.stringify(untitled) }], choices).problems).toEqual([empty]);
    expect(problemsOf({ title: 42 })).toEqual([
      'src/content/banners/home-1.json: title 42 is not text. Write it between double quotes.',
    ]);
    expect(problemsOf({ title: 'Kesar Looms: handwoven kurtas, festive wear and more, all season' })).toEqual([
      "src/content/banners/home-1.json: title is 64 characters long. Shorten it to 60 or fewer, so it fits on a phone's banner.",
    ]);
  });

  it('names a tab that does not exist', () => {
    expect(problemsOf({ tab: 'watch' })).toEqual([
      'src/content/banners/home-1.json: tab "watch" is not a tab (did you mean "watches"?). Use one of home, watches.',
    ]);
    expect(problemsOf({ tab: 'shoes' })).toEqual([
      'src/content/banners/home-1.json: tab "shoes" is not a tab. Use one of home, watches.',
    ]);
    expect(problemsOf({ tab: undefined })).toEqual([
      'src/content/banners/home-1.json: tab is missing. Use one of home, watches.',
    ]);
  });

  it('refuses a position that is no place in the carousel, and two banners at one place', () => {
    expect(problemsOf({ position: 0 })).toEqual([
      'src/content/banners/home-1.json: position 0 is not a place in the carousel. Use a whole number, 1 or more (1 shows first).',
    ]);
    const twins = readBanners(
      [
        { file, text: JSON.stringify(good) },
        { file: 'src/content/banners/home-9.json', text: JSON.stringify(good) },
      ],
      choices,
    );
    expect(twins.problems).toEqual([
      "src/content/banners/home-9.json: position 1 is also home-1.json's, on the home tab. Give each banner of a tab its own position.",
    ]);
  });

  it('names a field the workspace would not open, a link that is not true or false, and broken JSON', () => {
    expect(problemsOf({ colour: 'red', linkToFirstProduct: 'yes' })).toEqual([
      'src/content/banners/home-1.json: "colour" is not a banner field (the workspace cannot open the file with it). Remove it: a banner holds tab, position, store, linkToFirstProduct, image, title, subtitle, titleHi, subtitleHi.',
      'src/content/banners/home-1.json: linkToFirstProduct "yes" is neither true nor false. Write true or false.',
    ]);
    expect(readBanners([{ file, text: '{ "tab": "home", }' }], choices).problems).toEqual([
      expect.stringMatching(
        /^src\/content\/banners\/home-1\.json: is not valid JSON \(.+\)\. Fix the file by hand, or delete it and add the banner again in the workspace\.$/,
      ),
    ]);
  });

  it('lists every problem under one heading', () => {
    expect(bannerProblemsReport(['a.json: one', 'b.json: two'])).toBe(
      'The banner files (src/content/banners) have 2 problems:\n  a.json: one\n  b.json: two',
    );
  });
});

describe('the build with a broken banner file', () => {
  const logger = { warn: () => {} } as unknown as AstroIntegrationLogger;
  const setup = bannerCheck().hooks['astro:config:setup'] as (options: unknown) => void;

  it('stops, naming the file, the field and the fix; dev only warns', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'banners-'));
    try {
      fs.mkdirSync(path.join(root, 'src/content/banners'), { recursive: true });
      fs.writeFileSync(
        path.join(root, 'src/content/banners/kids-1.json'),
        JSON.stringify({ ...good, tab: 'kids', store: 'little-lotus', image: 'banners/little-lotus', title: '' }),
      );
      const config = { root: new URL(`file://${root}/`) };
      expect(() => setup({ command: 'build', config, logger })).toThrow(
        "The banner files (src/content/banners) have 1 problem:\n  src/content/banners/kids-1.json: title is empty. Write the words the banner shows in English (a store's or product's name, or a short line).",
      );
      const warned: string[] = [];
      setup({ command: 'dev', config, logger: { warn: (line: string) => warned.push(line) } });
      expect(warned).toEqual([
        "src/content/banners/kids-1.json: title is empty. Write the words the banner shows in English (a store's or product's name, or a short line).",
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("a banner's words on a page", () => {
  it('are Hindi on a Hindi page, and English where the Hindi is empty', () => {
    expect(bannerWords(good, 'en-IN')).toEqual({ title: 'Kesar Looms', subtitle: 'Handwoven kurtas and festive wear' });
    expect(bannerWords(good, 'hi-IN')).toEqual({
      title: 'Kesar Looms',
      subtitle: 'हाथ से बुने कुर्ते और त्योहारों के परिधान',
    });
    expect(bannerWords({ title: 'Diwali at Kesar Looms', subtitle: 'Festive wear', subtitleHi: ' ' }, 'hi-IN')).toEqual(
      { title: 'Diwali at Kesar Looms', subtitle: 'Festive wear' },
    );
    expect(bannerWords({ title: 'Kesar Looms', titleHi: 'केसर लूम्स' }, 'hi-IN')).toEqual({ title: 'केसर लूम्स' });
  });
});
