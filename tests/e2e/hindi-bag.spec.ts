/**
 * The bag and the product page in Hindi on a 375 px phone (docs/decisions/i18n.md): a product page under /hi
 * reads in Hindi (the buy box, its choices and stepper, the wishlist heart), Add To Bag opens the My Cart drawer
 * in Hindi (title, tabs, the line and its stepper, the free-delivery note, Proceed to Checkout to the Hindi
 * checkout) and its Wishlist tab; a quick view from a Hindi listing reads in Hindi and its add opens the same
 * drawer for a visitor, whose sign-in link stays in Hindi. Money and counts keep Latin digits and Indian grouping.
 * The English pages are the other specs' (cart-drawer, buy-box, product, free-delivery, saved-lists).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { allProducts, categoryWithChoices, productPath, read } from './catalog.ts';
import { PHONE, toastWith } from './phone.ts';
import type { ProductDetail } from '../../src/lib/api/types.ts';
import { lookAt } from './screens.ts';

test.use(PHONE);

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;
/** The seeded colours' Hindi names (messages/catalog); a colour not listed reads as the store wrote it. */
const HINDI_COLOURS: Record<string, string> = {
  Red: 'लाल',
  Green: 'हरा',
  Yellow: 'पीला',
  Blue: 'नीला',
  Biege: 'बेज',
  Brown: 'भूरा',
  White: 'सफ़ेद',
  Purple: 'बैंगनी',
  Pink: 'गुलाबी',
  Burgundy: 'बरगंडी',
  Black: 'काला',
  Charcoal: 'चारकोल',
  Coral: 'कोरल',
};
const hindiColour = (colour: string) => HINDI_COLOURS[colour] ?? colour;
const drawerOf = (page: Page) => page.getByRole('dialog', { name: 'मेरा कार्ट' });

/** A variant from ₹250 to ₹498 with stock for four, of a store with a name: one is short of free delivery, two reach it. */
async function underThreshold(request: APIRequestContext) {
  const products = await allProducts(request);
  for (const detail of products.slice(60)) {
    const variant = detail.varient.find((v) => v.VarientQuantity >= 4 && v.VarientPrice >= 250 && v.VarientPrice < 499);
    if (!variant || !variant.VarientColor) continue;
    const { storeName } = await read<{ storeName: string }>(request, `product/${detail.product.id}`);
    return {
      name: detail.product.productName,
      price: variant.VarientPrice,
      colour: variant.VarientColor,
      storeName,
      path: `/hi${productPath(detail)}?variant=${variant.id}`,
    };
  }
  throw new Error('no variant priced ₹250–₹498 with stock and a colour');
}

test('a Hindi product page adds to the bag, and the drawer, its line and its wishlist read in Hindi', async ({
  page,
  request,
  shopper: _signedIn,
}) => {
  test.slow();
  const pick = await underThreshold(request);
  await page.goto(pick.path);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(pick.name);
  await expect(main.getByText('सभी टैक्स शामिल', { exact: true })).toBeVisible();
  // The variant picker names the colour in Hindi (the catalog's colour, looked up in the island's words).
  expect(HINDI_COLOURS[pick.colour], `a seeded colour: ${pick.colour}`).toBeDefined();
  const colours = main.getByRole('group', { name: `रंग: ${hindiColour(pick.colour)}` });
  await expect(colours).toBeVisible();
  await expect(colours.getByRole('button', { name: hindiColour(pick.colour), pressed: true })).toBeVisible();
  const stepper = main.getByRole('group', { name: 'मात्रा' });
  await expect(stepper.getByRole('button', { name: 'मात्रा बढ़ाएँ' })).toBeVisible();
  await expect(stepper.getByRole('button', { name: 'मात्रा घटाएँ' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'विवरण' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'रेटिंग और रिव्यू' })).toBeVisible();
  await lookAt(page, 'hindi-product-375');

  // The heart: its name says what a tap does, and the toast says it was done.
  await main.getByRole('button', { name: 'विशलिस्ट में जोड़ें' }).tap();
  await expect(toastWith(page, 'विशलिस्ट में जोड़ दिया')).toBeVisible();
  await expect(main.getByRole('button', { name: 'विशलिस्ट से हटाएँ' })).toBeVisible();

  // On a phone the sticky bar's Add To Bag is the one in reach.
  await page.getByRole('button', { name: 'बैग में डालें', exact: true }).tap();
  const drawer = drawerOf(page);
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('tab', { name: 'चेकआउट' })).toHaveAttribute('aria-selected', 'true');
  await expect(drawer.getByRole('tab', { name: 'विशलिस्ट' })).toHaveAttribute('aria-selected', 'false');
  await expect(drawer.getByText('1 आइटम', { exact: true })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'कार्ट खाली करें' })).toBeVisible();

  const line = drawer.getByRole('list', { name: 'आपके बैग के आइटम' }).getByRole('listitem', { name: pick.name });
  await expect(line.getByText(`रंग: ${hindiColour(pick.colour)}`, { exact: false })).toBeVisible();
  await expect(line.getByText(rupees(pick.price), { exact: true })).toBeVisible();
  const quantity = line.getByRole('group', { name: 'मात्रा' });
  await expect(quantity.getByRole('status', { name: 'मात्रा' })).toHaveText('1');
  await expect(line.getByRole('button', { name: `${pick.name} हटाएँ` })).toHaveText('हटाएँ');

  const notes = drawer.getByRole('list', { name: 'फ़्री डिलीवरी' }).getByRole('listitem');
  await expect(notes).toHaveText([`फ़्री डिलीवरी के लिए ${pick.storeName} से ${rupees(499 - pick.price)} का सामान और जोड़ें`]);
  await expect(drawer.getByText('सबटोटल', { exact: true })).toBeVisible();
  await expect(drawer.getByText('डिलीवरी चार्ज और कूपन चेकआउट पर जुड़ेंगे।', { exact: true })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'चेकआउट करें' })).toHaveAttribute('href', '/hi/checkout/order-summary');

  // A second one reaches ₹499: the store's delivery is free, said in Hindi.
  await quantity.getByRole('button', { name: 'मात्रा बढ़ाएँ' }).tap();
  await expect(quantity.getByRole('status', { name: 'मात्रा' })).toHaveText('2');
  await expect(notes).toHaveText([`${pick.storeName} से फ़्री डिलीवरी`]);
  await expect(drawer.getByText('2 आइटम', { exact: true })).toBeVisible();
  await lookAt(page, 'hindi-drawer-375');

  // The wishlist tab holds the heart's item, with Move to bag and Remove in Hindi.
  await drawer.getByRole('tab', { name: 'विशलिस्ट' }).tap();
  const saved = drawer.getByRole('list', { name: 'आपकी विशलिस्ट' }).getByRole('listitem', { name: pick.name });
  await expect(saved.getByRole('button', { name: 'बैग में डालें' })).toBeVisible();
  await expect(saved.getByRole('button', { name: `${pick.name} को विशलिस्ट से हटाएँ` })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'सब चेकआउट में डालें' })).toBeVisible();
  await lookAt(page, 'hindi-drawer-wishlist-375');
});

/** A product of the listing that has stock in every variant, so its quick view offers Add To Bag. */
async function inStockCard(request: APIRequestContext) {
  const { path, products } = await categoryWithChoices(request);
  for (const card of products) {
    const detail = await read<ProductDetail>(request, `product/${card.productId}`);
    if (detail.varient.length > 0 && detail.varient.every((v) => v.VarientQuantity > 0))
      return { path: `/hi${path}`, name: detail.product.productName };
  }
  throw new Error('no product of the listing is in stock in every variant');
}

test('a quick view from a Hindi listing reads in Hindi, and a visitor’s add opens the drawer in Hindi', async ({
  page,
  request,
}) => {
  const pick = await inStockCard(request);
  await page.goto(pick.path);
  await page
    .getByRole('button', { name: `क्विक व्यू: ${pick.name}`, exact: true })
    .first()
    .tap();
  const dialog = page.getByRole('dialog', { name: pick.name });
  await expect(dialog.getByText('सभी टैक्स शामिल', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'विवरण' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'पूरी जानकारी देखें' })).toHaveAttribute('href', /^\/hi\/stores\//);
  await expect(dialog.getByRole('group', { name: 'मात्रा' })).toBeVisible();
  await lookAt(page, 'hindi-quick-view-375');

  await dialog.getByRole('button', { name: 'बैग में डालें', exact: true }).tap();
  const drawer = drawerOf(page);
  await expect(drawer.getByRole('listitem', { name: pick.name })).toBeVisible();
  // A visitor is asked to sign in, and comes back to this Hindi page with the drawer open.
  await expect(drawer.getByRole('heading', { name: 'जारी रखने के लिए लॉग इन करें' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'लॉग इन / रजिस्टर करें' })).toHaveAttribute(
    'href',
    /^\/hi\/auth\/login\?/,
  );
});

test('the size chart reads in Hindi, its chosen size marked', async ({ page }) => {
  // A seeded shirt in letter sizes, XS to XXL (as product.spec.ts opens it in English).
  await page.goto('/hi/stores/10bcd454-3ee3-4d67-8732-e74a7b67d334/products/01ca1582-5f89-47c7-bf48-10948bee641a');
  await page.getByRole('button', { name: 'साइज़ चार्ट' }).tap();
  const chart = page.getByRole('dialog', { name: 'साइज़ चार्ट' });
  await expect(chart.getByRole('heading', { name: 'कपड़ों के साइज़' })).toBeVisible();
  await expect(chart.getByRole('columnheader')).toHaveText([
    'साइज़',
    'छाती (सेमी)',
    'छाती (इंच)',
    'कमर (सेमी)',
    'कमर (इंच)',
  ]);
  await expect(chart.getByRole('rowheader', { name: /\(चुना गया\)$/ })).toHaveCount(1);
  await expect(chart.getByText('दो साइज़ के बीच हैं? बड़ा साइज़ लें।', { exact: false })).toBeVisible();
  await lookAt(page, 'hindi-size-chart-375');
  await chart.getByRole('button', { name: 'बंद करें' }).tap();
  await expect(chart).toBeHidden();
});

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false });

  test('the Hindi product page and drawer at 1280 px', async ({ page, request, shopper: _signedIn }) => {
    const pick = await underThreshold(request);
    await page.goto(pick.path);
    const main = page.getByRole('main');
    await expect(main.getByText('सभी टैक्स शामिल', { exact: true })).toBeVisible();
    await lookAt(page, 'hindi-product-1280');
    await main.getByRole('button', { name: 'बैग में डालें', exact: true }).click();
    const drawer = drawerOf(page);
    await expect(drawer.getByRole('listitem', { name: pick.name })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'चेकआउट करें' })).toBeVisible();
    await lookAt(page, 'hindi-drawer-1280');
  });
});
