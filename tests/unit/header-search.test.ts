import { describe, expect, it } from 'vitest';
import {
  addRecentSearch,
  MAX_RECENT_SEARCHES,
  normalizeSearch,
  parseRecentSearches,
  suggestionsAnnouncement,
  trendingBesideRecent,
} from '../../src/lib/rules/recent-searches.ts';
import { moveActive, nextTab, noResultsText, resultsAnnouncement } from '../../src/lib/rules/search.ts';
import { ACCOUNT_MENU, isElite, settingsSectionId } from '../../src/lib/rules/header.ts';

describe('recent searches', () => {
  it('puts the newest first', () => {
    expect(addRecentSearch(['kurta'], 'saree')).toEqual(['saree', 'kurta']);
  });
  it('keeps one copy, moved to the front with the spelling just used', () => {
    expect(addRecentSearch(['saree', 'Kurta', 'watch'], 'kurta')).toEqual(['kurta', 'saree', 'watch']);
  });
  it('treats spacing as the same term', () => {
    expect(addRecentSearch(['silk kurta'], '  silk   kurta ')).toEqual(['silk kurta']);
    expect(normalizeSearch('  a \t b  ')).toBe('a b');
  });
  it('ignores a blank term', () => {
    expect(addRecentSearch(['kurta'], '   ')).toEqual(['kurta']);
  });
  it('keeps at most 8, dropping the oldest', () => {
    let list: string[] = [];
    for (let i = 1; i <= 10; i++) list = addRecentSearch(list, `term ${i}`);
    expect(list).toHaveLength(MAX_RECENT_SEARCHES);
    expect(list[0]).toBe('term 10');
    expect(list).not.toContain('term 2');
    expect(list).toContain('term 3');
  });
  it('reads a damaged stored value as an empty list', () => {
    expect(parseRecentSearches('not json')).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(parseRecentSearches(null)).toEqual([]);
  });
  it('cleans a hand-edited stored list without changing its order', () => {
    const raw = JSON.stringify(['b', 3, 'a', 'B', ' ', ...Array.from({ length: 10 }, (_, i) => `x${i}`)]);
    const list = parseRecentSearches(raw);
    expect(list.slice(0, 2)).toEqual(['b', 'a']);
    expect(list).toHaveLength(MAX_RECENT_SEARCHES);
    expect(list.filter((t) => t.toLowerCase() === 'b')).toHaveLength(1);
  });
});

describe('trending searches beside recent ones', () => {
  it('leaves out a trending term already among the recent ones, whatever its case or spacing', () => {
    expect(trendingBesideRecent(['kurta', 'silk saree', 'watch'], ['Silk  Saree', 'lipstick'])).toEqual([
      'kurta',
      'watch',
    ]);
    expect(trendingBesideRecent(['kurta'], [])).toEqual(['kurta']);
  });
  it('announces both counts', () => {
    expect(suggestionsAnnouncement(1, 6)).toBe('1 recent search, 6 trending searches');
    expect(suggestionsAnnouncement(0, 1)).toBe('1 trending search');
    expect(suggestionsAnnouncement(3, 0)).toBe('3 recent searches');
  });
});

describe('search texts', () => {
  it('names the tab and the term in the empty state', () => {
    expect(noResultsText('products', 'silk')).toBe('No products found for “silk”');
    expect(noResultsText('accounts', 'riya')).toBe('No accounts found for “riya”');
  });
  it('counts results in singular and plural', () => {
    expect(resultsAnnouncement('brands', 'x', 1)).toBe('1 brand found');
    expect(resultsAnnouncement('products', 'x', 12)).toBe('12 products found');
    expect(resultsAnnouncement('accounts', 'zz', 0)).toBe('No accounts found for “zz”');
  });
});

describe('keyboard moves', () => {
  it('enters the list from the box with either arrow', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
  });
  it('walks and wraps back to the box', () => {
    expect(moveActive(0, 3, 'ArrowDown')).toBe(1);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(-1);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(-1);
  });
  it('jumps to the ends and stays in the box for an empty list', () => {
    expect(moveActive(1, 3, 'Home')).toBe(0);
    expect(moveActive(0, 3, 'End')).toBe(2);
    expect(moveActive(-1, 0, 'ArrowDown')).toBe(-1);
  });
  it('moves between tabs with wrap-around', () => {
    expect(nextTab('products', 'ArrowRight')).toBe('accounts');
    expect(nextTab('brands', 'ArrowRight')).toBe('products');
    expect(nextTab('products', 'ArrowLeft')).toBe('brands');
    expect(nextTab('accounts', 'End')).toBe('brands');
  });
});

describe('account menu', () => {
  it('shows the elite badge for any subscriber level except NORMAL', () => {
    expect(isElite('NORMAL')).toBe(false);
    expect(isElite(null)).toBe(false);
    expect(isElite('')).toBe(false);
    expect(isElite('ELITE')).toBe(true);
    expect(isElite('GOLD')).toBe(true);
  });
  it('preselects the wallet and refer-and-earn settings sections', () => {
    expect(settingsSectionId('Vastra Money')).toBe('VASTRA_MONEY');
    expect(ACCOUNT_MENU.map((e) => e.id)).toEqual(['account', 'orders', 'wallet', 'refer', 'settings']);
    expect(ACCOUNT_MENU.find((e) => e.id === 'wallet')!.href).toBe('/settings?section=VASTRA_MONEY');
    expect(ACCOUNT_MENU.find((e) => e.id === 'refer')!.href).toBe('/settings?section=REFER_AND_EARN');
    expect(ACCOUNT_MENU.find((e) => e.id === 'account')!.href).toBe('/user/me');
  });
});
