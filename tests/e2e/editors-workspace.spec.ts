/**
 * An editor in the workspace (Keystatic at /keystatic in `npm run dev`, the dev server of tests/e2e/workspace-server.ts):
 * changes a sentence of the privacy policy, in English and in Hindi, and finds it in the Markdown file and on the page;
 * an empty title or date is refused in the form with nothing written; a save over a file changed on disk meanwhile is
 * refused and the newer file kept; each entry's Preview leads to its page; a Hindi search word is added. The same
 * dev server serves the addresses production serves (its shells and redirects). Every file a test changes is put
 * back.
 */
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { keepFile, startDevServer, type DevServer } from './workspace-server.ts';
import { todayInIndia } from '../../src/workspace/saving.ts';

// One dev server for the file, its tests in turn: they edit the same files.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let dev: DevServer;
const english = keepFile('src/content/pages/privacy-policy.md');
const hindi = keepFile('src/content/pages/hi/privacy-policy.md');
const synonyms = keepFile('src/content/search-synonyms.json');
const hindiWords = keepFile('src/content/search-hindi.json');

test.beforeAll(async () => {
  test.setTimeout(360_000);
  dev = await startDevServer(Number(process.env.E2E_PORT ?? 4399) + 50);
  // The pages the saves must reach, rendered once now: the dev server's first render of a page compiles its
  // modules (25 s on a busy machine), which a test's wait for a saved sentence should not have to cover. An
  // editor's page is usually open already, too.
  for (const address of ['/privacy-policy', '/hi/privacy-policy'])
    expect((await fetch(`${dev.base}${address}`)).status, address).toBe(200);
});

test.afterAll(() => dev?.stop());
test.afterEach(() => {
  const testInfo = test.info();
  const printed = dev?.printedSince() ?? '';
  // Whether a save reached the content layer is said only there ("Reloaded data from …"): shown with a failure.
  if (testInfo.status !== testInfo.expectedStatus)
    console.error(`The dev server printed during "${testInfo.title}":\n${printed.slice(-6_000)}`);
  english.restore();
  hindi.restore();
  if (synonyms.read() !== synonyms.original) synonyms.restore();
  if (hindiWords.read() !== hindiWords.original) hindiWords.restore();
});

/** The workspace's form for one page; its text editor is the textbox holding the page's first words. */
async function openPage(page: Page, collection: 'pages' | 'pagesHi', firstWords: string) {
  await page.goto(`${dev.base}/keystatic/collection/${collection}/item/privacy-policy`);
  const text = page.getByRole('textbox').filter({ hasText: firstWords });
  await expect(text).toBeVisible({ timeout: 60_000 });
  return text;
}

/**
 * The page at `address` shows `sentence`: the dev server takes the saved file into its content store a moment
 * after the save, so the page is asked again until it has it (or the poll times out).
 */
async function expectPageToShow(page: Page, address: string, sentence: string) {
  const shown = await page.context().newPage();
  await expect(async () => {
    await shown.goto(address);
    await expect(shown.getByText(sentence)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

async function addParagraph(page: Page, text: ReturnType<Page['getByRole']>, sentence: string) {
  await text.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(sentence);
}

test('an editor adds a sentence to the privacy policy: the file has it, dated today, and so does the page', async ({
  page,
}) => {
  const text = await openPage(page, 'pages', 'This policy explains');
  const sentence = 'We never sell your personal information to anyone.';
  await addParagraph(page, text, sentence);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => english.read()).toContain(`\n${sentence}\n`);
  expect(english.read()).toContain(`lastUpdated: ${todayInIndia()}\n`);
  // The rest of the file is as it was: the same front matter and sections.
  expect(english.read().replace(/\n\n/g, '\n')).toContain(
    english.original
      .replace(/\n\n/g, '\n')
      .replace(/lastUpdated: .*\n/, `lastUpdated: ${todayInIndia()}\n`)
      .trimEnd(),
  );

  await expectPageToShow(page, `${dev.base}/privacy-policy`, sentence);
});

test('the Hindi privacy policy is edited the same way and shows at /hi/privacy-policy', async ({ page }) => {
  const text = await openPage(page, 'pagesHi', 'यह नीति');
  const sentence = 'हम आपकी निजी जानकारी किसी को नहीं बेचते।';
  await addParagraph(page, text, sentence);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => hindi.read()).toContain(`\n${sentence}\n`);
  expect(hindi.read()).toContain(`lastUpdated: ${todayInIndia()}\n`);

  await expectPageToShow(page, `${dev.base}/hi/privacy-policy`, sentence);
});

test('a slow save, its text written a moment after the file was emptied, still reaches the page', async ({ page }) => {
  // What a save on a busy disk looks like to the dev server's watcher: a change with the file empty, then, within
  // the 50 ms in which the watcher passes over a second change to the same file, the whole text.
  const sentence = 'यह वाक्य धीमी डिस्क पर सहेजा गया।';
  const file = await fs.promises.open(hindi.file, 'w');
  await new Promise((done) => setTimeout(done, 20));
  await file.writeFile(`${hindi.original}\n${sentence}\n`);
  await file.close();

  await expectPageToShow(page, `${dev.base}/hi/privacy-policy`, sentence);
});

test('an empty title or date is refused in the form, with the field’s message, and nothing is written', async ({
  page,
}) => {
  await openPage(page, 'pages', 'This policy explains');
  await page.getByRole('textbox', { name: 'Title' }).fill('');
  await page.getByLabel('Last updated').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Title must not be empty')).toBeVisible();
  await expect(page.getByText('Last updated is required')).toBeVisible();
  expect(english.read()).toBe(english.original);
});

test('a save over a file changed on disk since it was opened is refused, and the newer file is kept', async ({
  page,
}) => {
  const text = await openPage(page, 'pages', 'This policy explains');
  // A colleague's change arrives by git pull while the entry is open.
  const pulled = `${english.original}\nA paragraph a colleague added.\n`;
  english.write(pulled);
  await addParagraph(page, text, 'My own change.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText(/src\/content\/pages\/privacy-policy\.md changed on disk after you opened it/),
  ).toBeVisible();
  expect(english.read()).toBe(pulled);
});

test('each page’s Preview leads to its address in its language', async ({ page, request }) => {
  await openPage(page, 'pagesHi', 'यह नीति');
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = await opened;
  await preview.waitForURL(`${dev.base}/hi/privacy-policy`);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('गोपनीयता नीति');
  for (const [entry, address] of [
    ['pages/privacy-policy', '/privacy-policy'],
    ['pagesHi/privacy-policy', '/hi/privacy-policy'],
    ['pages/about', '/about-vastra'],
    ['pagesHi/about', '/hi/about-vastra'],
  ]) {
    const reply = await request.get(`${dev.base}/api/keystatic/preview/${entry}`, { maxRedirects: 0 });
    expect(reply.status(), entry).toBe(302);
    expect(reply.headers().location, entry).toBe(address);
  }
});

test('a saved search word finds products at once in npm run dev, with no restart', async ({ request }) => {
  const count = async () =>
    ((await (await request.get(`${dev.base}/api/v1/search/results?q=jodhpuri`)).json()) as { data: { count: number } })
      .data.count;
  expect(await count()).toBe(0);
  // What the workspace's Search synonyms entry writes when an editor adds "jodhpuri" to the kurta group.
  const file = JSON.parse(synonyms.original) as { groups: string[][] };
  file.groups = file.groups.map((group) => (group.includes('kurta') ? [...group, 'jodhpuri'] : group));
  synonyms.write(`${JSON.stringify(file, null, 2)}\n`);
  await expect.poll(count, { timeout: 15_000 }).toBeGreaterThan(0);
});

/**
 * The same dev server, as a developer's `npm run dev`, serves the addresses production serves through its _redirects
 * rewrites (the order, profile and DropTrack product shells) and answers its redirects, from the same rule table.
 */
test('npm run dev serves every address production serves, shells and redirects', async ({ request }) => {
  const answer = async (address: string) => {
    const reply = await request.get(`${dev.base}${address}`, { maxRedirects: 0 });
    return { status: reply.status(), location: reply.headers()['location'], html: await reply.text() };
  };
  const order = await answer('/my-orders/ORD-20250101-0001');
  expect(order.status).toBe(200);
  expect(order.html.match(/<title>([^<]*)<\/title>/)?.[1]).toContain('Order details');
  // A profile address, mine or another shopper's; a DropTrack product's.
  for (const [address, island] of [
    ['/user/me', 'Profile'],
    ['/user/3f1c2d6e-0000-4000-8000-000000000001?tab=posts', 'Profile'],
    ['/droptrack/product/prod-1', 'DropTrackProduct'],
  ]) {
    const shell = await answer(address!);
    expect(shell.status, address).toBe(200);
    expect(shell.html, address).toMatch(new RegExp(`component-url="[^"]*${island}`));
  }
  // A redirect answers as in production, its query kept.
  expect(await answer('/checkout')).toMatchObject({ status: 302, location: '/' });
  expect(await answer('/stores/s-1/products?sort=new')).toMatchObject({
    status: 302,
    location: '/stores/s-1?sort=new',
  });
});

test('an editor adds a Hindi word for kurtas in the workspace: the file keeps its shape, with the word in its list', async ({
  page,
}) => {
  await page.goto(`${dev.base}/keystatic/singleton/searchHindi`);
  // Each kind opens with its Hindi words; each of the 13 colours has its own list.
  const kurta = page.getByRole('row', { name: /^kurta: कुर्ता, कुरता/ });
  await expect(kurta).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('group', { name: 'Burgundy' }).getByRole('row', { name: 'मैरून' })).toBeVisible();
  await kurta.getByText(/^kurta: /).click();
  const entry = page.getByRole('dialog', { name: 'Edit item' });
  await expect(entry.getByRole('textbox', { name: 'English word' })).toHaveValue('kurta');
  await entry.getByRole('button', { name: 'Add' }).click();
  const word = page.getByRole('dialog', { name: 'Add item' });
  await word.getByRole('textbox', { name: 'Hindi word' }).fill('झब्बा');
  await word.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('dialog', { name: 'Edit item' }).getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  // A save empties the file and then writes it: a read in between finds no JSON yet, and is asked again.
  const firstKind = () => {
    try {
      return (JSON.parse(hindiWords.read()) as { kinds: { word: string; hindi: string[] }[] }).kinds[0];
    } catch {
      return null;
    }
  };
  await expect.poll(firstKind).toEqual({ word: 'kurta', hindi: ['कुर्ता', 'कुरता', 'कुर्ते', 'कुरते', 'झब्बा'] });
  const saved = JSON.parse(hindiWords.read()) as { about: string; kinds: unknown[]; colours: Record<string, string[]> };
  const original = JSON.parse(hindiWords.original) as typeof saved;
  expect(saved.about).toBe(original.about);
  expect(saved.kinds).toHaveLength(original.kinds.length);
  expect(saved.colours).toEqual(original.colours);
});
