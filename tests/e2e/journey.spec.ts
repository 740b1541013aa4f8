/**
 * The whole browse-to-bag path in one go, as a shopper on a laptop: home -> a store -> one of its
 * categories -> filter by colour and discount -> sort by price -> quick view -> choose a variant -> bag.
 * The path runs through seeded data (server/seed, fixed seed), its expectations written out.
 */
import { expect, test } from '@playwright/test';
import { bagButton, cartDrawer, closeCartDrawer, keptLines } from './bag.ts';

/**
 * A featured store, Kesar Looms, whose Pants category's first collection has products in Blue, some (not all)
 * 20% off or more: Blue at 20% and above leaves one, Heritage Crepe Pants at ₹2,299 (37% off), only in Blue;
 * its quick view opens on Blue, 28 (its first variant in stock).
 */
const STORE = { id: 'f5bd07d8-0fda-46b4-89b9-005baebdf6ba', name: 'Kesar Looms' };
const CATEGORY = { id: 'f5bd07d8-pants', name: 'Pants' };
const PANTS = {
  id: 'f4ba9049-50f9-4e2e-b0f5-fb9c8c9ca1eb',
  name: 'Heritage Crepe Pants',
  /** Blue, 28. */
  variantId: '7bb087f1-1131-4687-9ec0-cec5958e05d3',
};

test('home -> store -> category -> colour and discount -> price sort -> quick view -> variant -> bag', async ({
  page,
}) => {
  // Home: the store's card among the featured brands.
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Featured brands' })
    .getByRole('link', { name: new RegExp(STORE.name) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/stores/${STORE.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: STORE.name })).toBeVisible();

  // Store: the category's round link.
  await page.getByRole('link', { name: CATEGORY.name, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/stores/${STORE.id}/category/${CATEGORY.id}$`));

  // Category: colour, then discount, then price low to high.
  const filters = page.getByRole('form', { name: 'Filters' });
  await filters.getByRole('checkbox', { name: 'Blue' }).click();
  await expect(page).toHaveURL(/[?&]color=/);
  await filters.getByRole('radio', { name: '20% and above' }).click();
  await expect(page).toHaveURL(/[?&]discount=/);
  await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(/[?&]sort=low-to-high/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pants (1)');
  const cards = page.getByRole('region', { name: 'Products' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  const first = cards.first();
  await expect(first.getByRole('heading', { level: 3 })).toHaveText(PANTS.name);

  // Quick view of the card: it opens on Blue, 28, in stock.
  await first.hover();
  await first.getByRole('button', { name: `Quick View: ${PANTS.name}` }).click();
  const dialog = page.getByRole('dialog', { name: PANTS.name });
  await expect(dialog.getByRole('button', { name: 'Add To Bag' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Blue', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('button', { name: '28', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByText('₹2,299').first()).toBeVisible();

  await dialog.getByRole('button', { name: 'Add To Bag' }).click();
  await expect(page.locator('[data-toaster]').getByText('Product added to bag', { exact: true })).toBeVisible();
  await expect(bagButton(page)).toHaveAccessibleName('Bag, 1 item');
  const lines = await keptLines(page);
  expect(lines).toMatchObject([{ productId: PANTS.id, variantId: PANTS.variantId, quantity: 1 }]);

  // The My Cart drawer takes the quick view's place; closing it leaves the filtered, sorted grid as it was.
  await expect(dialog).toBeHidden();
  await expect(cartDrawer(page).getByRole('list', { name: 'Items in your bag' }).getByRole('listitem')).toHaveCount(1);
  await closeCartDrawer(page);
  await expect(cards).toHaveCount(1);
  await expect(page).toHaveURL(/color=.*discount=|discount=.*color=/);
});
