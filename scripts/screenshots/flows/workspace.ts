/**
 * The editors' workspace (--only=workspace, against `npm run dev`: the workspace exists nowhere else), shot at 1280px
 * (editors work at a desk): the dashboard, the privacy policy in English and Hindi, a banner, the brand, the search
 * words, and a refused save. Writes nothing: the refused save is refused before anything is written.
 */
import type { Page } from 'playwright-core';
import { base, out } from '../shared.ts';

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${out}/workspace-${name}.png` });
  console.log(`workspace-${name}`);
}

/** Opens a workspace address and waits for its app to draw. */
async function open(page: Page, path: string, ready: Parameters<Page['getByRole']>) {
  await page.goto(`${base}/keystatic${path}`);
  await page
    .getByRole(...ready)
    .first()
    .waitFor({ timeout: 120_000 });
}

export async function workspaceFlow(page: Page, width: number) {
  if (width !== 1280) return;
  await open(page, '', ['link', { name: 'Pages (English)' }]);
  await shoot(page, 'dashboard');
  await open(page, '/collection/pages/item/privacy-policy', ['button', { name: 'Save' }]);
  await shoot(page, 'page');
  await open(page, '/collection/pagesHi/item/privacy-policy', ['button', { name: 'Save' }]);
  await shoot(page, 'page-hindi');
  await open(page, '/collection/banners/item/home-1', ['button', { name: 'Save' }]);
  await shoot(page, 'banner');
  await open(page, '/singleton/brand', ['button', { name: 'Save' }]);
  await shoot(page, 'brand');
  await open(page, '/singleton/searchSynonyms', ['button', { name: 'Save' }]);
  await shoot(page, 'search-words');
  await open(page, '/collection/pagesHi/item/privacy-policy', ['button', { name: 'Save' }]);
  await page.getByRole('textbox', { name: 'Title' }).fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Title must not be empty').waitFor();
  await shoot(page, 'refused');
}
