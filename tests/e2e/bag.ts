/** The header's bag button and the My Cart drawer it opens, as a shopper finds them. */
import { expect, type Page } from '@playwright/test';

/** The bag button; its name carries the count ("Bag, 3 items"). */
export const bagButton = (page: Page) => page.getByRole('button', { name: /^Bag, / });

export const cartDrawer = (page: Page) => page.getByRole('dialog', { name: 'My Cart' });

/** After a successful Add To Bag the drawer opens: close it (Escape) to go on with the page. */
export async function closeCartDrawer(page: Page): Promise<void> {
  const drawer = cartDrawer(page);
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}
