/**
 * The whole browse-to-bag path in one go, as a shopper on a laptop: home -> a store -> one of its
 * categories -> filter by colour and discount -> sort by price -> quick view -> choose a variant -> bag.
 * What is expected comes from the running API and the app's own rules.
 */
import { expect, test } from '@playwright/test';
import { categoryWithChoices, read } from './catalog.ts';
import type { HomeSections, ProductDetail } from '../../src/lib/api/types.ts';
import { colorsOf, initialSelection, selectColor, variantOptions } from '../../src/lib/rules/variants.ts';
import { formatRupees } from '../../src/lib/rules/price.ts';
import { bagButton, cartDrawer, closeCartDrawer } from './bag.ts';

test('home -> store -> category -> colour and discount -> price sort -> quick view -> variant -> bag', async ({
  page,
  request,
}) => {
  const home = await read<HomeSections>(request, 'product?tab=home');
  const brands = home.featuredBrands;
  const choice = await categoryWithChoices(request, new Set(brands.map((b) => b.id)));
  const brand = brands.find((b) => b.id === choice.category.storeId)!;
  const shown = choice.products.filter((p) => p.colors.includes(choice.colour) && p.productDiff >= choice.step);
  const lowest = Math.min(...shown.map((p) => p.productPrice));

  // Home: the store's card among the featured brands.
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Featured brands' })
    .getByRole('link', { name: new RegExp(brand.name) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/stores/${brand.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: brand.name })).toBeVisible();

  // Store: the category's round link.
  await page.getByRole('link', { name: choice.category.categoryName, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/stores/${brand.id}/category/${choice.category.id}$`));

  // Category: colour, then discount, then price low to high.
  const filters = page.getByRole('form', { name: 'Filters' });
  await filters.getByRole('checkbox', { name: choice.colour }).click();
  await expect(page).toHaveURL(/[?&]color=/);
  await filters.getByRole('checkbox', { name: `${choice.step}% and above` }).click();
  await expect(page).toHaveURL(/[?&]discount=/);
  await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(/[?&]sort=low-to-high/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${choice.category.categoryName} (${shown.length})`);
  const cards = page.getByRole('region', { name: 'Products' }).getByRole('listitem');
  await expect(cards).toHaveCount(shown.length);
  // Ties keep the server's order, so the first card is one of the cheapest.
  const cheapestNames = shown.filter((p) => p.productPrice === lowest).map((p) => p.productName);
  expect(cheapestNames).toContain(await cards.first().getByRole('heading', { level: 3 }).innerText());

  // Quick view of the first (cheapest) card; choose another colour with stock when it has one.
  const first = cards.first();
  const firstName = await first.getByRole('heading', { level: 3 }).innerText();
  const cheapest = shown.find((p) => p.productPrice === lowest && p.productName === firstName)!;
  await first.hover();
  await first.getByRole('button', { name: `Quick View: ${cheapest.productName}` }).click();
  const dialog = page.getByRole('dialog', { name: cheapest.productName });
  await expect(dialog.getByRole('button', { name: 'Add To Bag' })).toBeVisible();

  const detail = await read<ProductDetail>(request, `product/${cheapest.productId}`);
  const options = variantOptions(detail.product, detail.varient);
  let selected = initialSelection(options)!;
  const other = colorsOf(options).find((c) => c !== selected.color && selectColor(options, selected, c).stock > 0);
  if (other) {
    await dialog.getByRole('button', { name: other, exact: true }).click();
    selected = selectColor(options, selected, other);
    await expect(dialog.getByRole('button', { name: other, exact: true })).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(dialog.getByText(formatRupees(selected.sellingPrice)).first()).toBeVisible();
  expect(selected.stock, 'the cheapest match has a colour in stock').toBeGreaterThan(0);

  await dialog.getByRole('button', { name: 'Add To Bag' }).click();
  await expect(page.locator('[data-toaster]').getByText('Product added to bag', { exact: true })).toBeVisible();
  await expect(bagButton(page)).toHaveAccessibleName('Bag, 1 item');
  const lines = await page.evaluate(() => JSON.parse(localStorage.getItem('vastra:bag') ?? '[]'));
  expect(lines).toMatchObject([{ productId: cheapest.productId, variantId: selected.variantId, quantity: 1 }]);

  // The My Cart drawer takes the quick view's place; closing it leaves the filtered, sorted grid as it was.
  await expect(dialog).toBeHidden();
  await expect(cartDrawer(page).getByRole('listitem')).toHaveCount(1);
  await closeCartDrawer(page);
  await expect(cards).toHaveCount(shown.length);
  await expect(page).toHaveURL(/color=.*discount=|discount=.*color=/);
});
