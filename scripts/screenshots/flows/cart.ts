import type { Page } from 'playwright-core';
import { base, call, out, read, signInOn, signUp, type Tokens } from '../shared.ts';

type Buyable = {
  product: { id: string; productName: string; productDesc: string };
  varient: {
    id: string;
    VarientQuantity: number;
    VarientPrice: number;
    VarientMrp: number;
    VarientColor: string;
    VarientSize: string;
    VarientImgUrl: string[];
  }[];
};

/** A new shopper made through the API (code from the dev outbox), with three cart lines and two wishlist items. */
async function shopperWithCart(): Promise<Tokens> {
  const tokens = await signUp('cart');
  const items = (await read<{ items: Buyable[] }>('catalog/products?limit=40')).items.filter((d) =>
    d.varient.some((v) => v.VarientQuantity > 3),
  );
  for (const [i, d] of items.slice(0, 5).entries()) {
    const variant = d.varient.find((v) => v.VarientQuantity > 3)!;
    if (i < 3)
      await call('POST', 'userCart', tokens.accessToken, {
        productId: d.product.id,
        varaint: variant.id,
        quantity: i === 0 ? 2 : 1,
        reference: false,
      });
    else await call('POST', 'wishlist', tokens.accessToken, { productId: d.product.id, varientId: variant.id });
  }
  return tokens;
}

/** The My Cart drawer: empty, a visitor's line (with "Log in to continue"), a shopper's server lines and wishlist. */
export async function cartDrawer(page: Page, width: number) {
  const openDrawer = async (name: string, ready: string) => {
    await page.getByRole('button', { name: /^Bag, / }).click();
    await page.getByRole('dialog', { name: 'My Cart' }).getByText(ready).first().waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${out}/${name}-${width}.png` });
  };
  await page.goto(`${base}/privacy-policy`, { waitUntil: 'networkidle' });
  await page.evaluate(() => localStorage.clear());
  await page.reload({ waitUntil: 'networkidle' });
  await openDrawer('cart-empty', 'Your bag is empty');
  const [item] = (await read<{ items: Buyable[] }>('catalog/products?limit=10')).items.filter((d) =>
    d.varient.some((v) => v.VarientQuantity > 0),
  );
  const variant = item!.varient.find((v) => v.VarientQuantity > 0)!;
  await page.evaluate((line) => localStorage.setItem('vastra:bag', JSON.stringify([line])), {
    id: 'shot',
    productId: item!.product.id,
    variantId: variant.id,
    quantity: 1,
    size: variant.VarientSize,
    color: variant.VarientColor,
    product: {
      productName: item!.product.productName,
      productDesc: item!.product.productDesc,
      productImgUrls: variant.VarientImgUrl,
      productSellingPrice: variant.VarientPrice,
      productMRP: variant.VarientMrp,
    },
  });
  await page.reload({ waitUntil: 'networkidle' });
  await openDrawer('cart-visitor', 'Log in to continue');
  const tokens = await shopperWithCart();
  await signInOn(page, tokens, false);
  await page.reload({ waitUntil: 'networkidle' });
  await openDrawer('cart-lines', 'Proceed to Checkout');
  await page.getByRole('tab', { name: 'Wishlist' }).click();
  await page.getByRole('button', { name: 'Move to bag' }).first().waitFor();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/cart-wishlist-${width}.png` });
  await page.evaluate(() => localStorage.clear());
}
