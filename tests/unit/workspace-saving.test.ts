/**
 * The editors' workspace's own save rules (src/workspace/saving.ts): a saved page's lastUpdated becomes today in
 * India, and a save over a file changed on disk since the workspace read it is refused with a message.
 */
import { describe, expect, it } from 'vitest';
import { blobSha, SeenFiles, STAMPED_FILES, stampLastUpdated, todayInIndia } from '../../src/workspace/saving.ts';

const page =
  '---\ntitle: Privacy Policy\ndescription: How {brand} keeps your data.\nlastUpdated: 2026-11-01\n---\n\n## 1. Who we are\n';

describe('a saved page', () => {
  it('gets today as lastUpdated, and nothing else changes', () => {
    expect(stampLastUpdated(page, '2026-11-29')).toBe(
      '---\ntitle: Privacy Policy\ndescription: How {brand} keeps your data.\nlastUpdated: 2026-11-29\n---\n\n## 1. Who we are\n',
    );
  });

  it('gains lastUpdated when the front matter has none', () => {
    expect(stampLastUpdated('---\ntitle: Help\n---\nText\n', '2026-11-29')).toBe(
      '---\ntitle: Help\nlastUpdated: 2026-11-29\n---\nText\n',
    );
  });

  it('leaves a body line that looks like the field alone, and a file with no front matter', () => {
    const withBodyLine = '---\ntitle: Help\nlastUpdated: 2026-11-01\n---\nlastUpdated: is a word here\n';
    expect(stampLastUpdated(withBodyLine, '2026-11-29')).toBe(
      '---\ntitle: Help\nlastUpdated: 2026-11-29\n---\nlastUpdated: is a word here\n',
    );
    expect(stampLastUpdated('No front matter\n', '2026-11-29')).toBe('No front matter\n');
  });

  it('is a page of either language; other content files are not stamped', () => {
    expect(STAMPED_FILES.test('src/content/pages/privacy-policy.md')).toBe(true);
    expect(STAMPED_FILES.test('src/content/pages/hi/privacy-policy.md')).toBe(true);
    expect(STAMPED_FILES.test('src/content/brand.json')).toBe(false);
    expect(STAMPED_FILES.test('src/content/banners/home-1.json')).toBe(false);
  });

  it('is dated in India: 20:00 UTC on 28 November is already 29 November there', () => {
    expect(todayInIndia(new Date('2026-11-28T20:00:00Z'))).toBe('2026-11-29');
    expect(todayInIndia(new Date('2026-11-28T18:00:00Z'))).toBe('2026-11-28');
  });
});

describe('a save over a file changed on disk', () => {
  const before = blobSha(Buffer.from('old text\n'));
  const after = blobSha(Buffer.from('text pulled from git\n'));

  it('names git’s blob sha as git does', () => {
    // git hash-object of an empty file.
    expect(blobSha(new Uint8Array())).toBe('e69de29bb2d1d6434b8b29ae775ad8c2e48c5391');
  });

  it('is refused, naming the file; an unchanged file saves', () => {
    const seen = new SeenFiles();
    seen.remember([{ path: 'src/content/pages/privacy-policy.md', type: 'blob', sha: before }]);
    expect(seen.conflict(['src/content/pages/privacy-policy.md'], () => before)).toBeNull();
    expect(seen.conflict(['src/content/pages/privacy-policy.md'], () => after)).toBe(
      'src/content/pages/privacy-policy.md changed on disk after you opened it (a git pull, or another editor). Nothing was saved: copy your change, reload the page to see the file as it is now, and make your change again.',
    );
  });

  it('refuses a new file that appeared on disk meanwhile, and a deleted one; a new file saves', () => {
    const seen = new SeenFiles();
    seen.remember([{ path: 'src/content/pages/help.md', type: 'blob', sha: before }]);
    expect(seen.conflict(['src/content/pages/returns.md'], () => null)).toBeNull();
    expect(seen.conflict(['src/content/pages/returns.md'], () => after)).toMatch(
      /^src\/content\/pages\/returns\.md changed/,
    );
    expect(seen.conflict(['src/content/pages/help.md'], () => null)).toMatch(/^src\/content\/pages\/help\.md changed/);
  });

  it('is refused when the workspace has read nothing since it started (a restarted dev server)', () => {
    expect(new SeenFiles().conflict(['src/content/pages/help.md'], () => before)).toBe(
      'The workspace restarted since this page was opened. Reload the page, then save again.',
    );
  });
});
