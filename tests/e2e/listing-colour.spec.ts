/**
 * A filtered listing shows the filtered colour, on a 375 px phone: with a colour chosen, a card
 * whose first image is another colour shows that colour's variant image and links to that variant, both in the
 * page as loaded with ?color= and after ticking the colour in the Filters drawer; clearing it puts the card back.
 */
import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { PHONE } from './phone.ts';
import { categoryWithChoices } from './catalog.ts';
import { imageUrl } from '../../src/lib/images.ts';
import { productPath } from '../../src/lib/paths.ts';
import type { StoreOfferPage, StorePageIds, StoreProductCard } from '../../src/lib/api/types.ts';
import { read } from './catalog.ts';

test.use(PHONE);

/** A colour of the category's first collection, and a product of it whose card, unfiltered, shows another colour. */
async function colourChoice(request: APIRequestContext) {
  const { path, products } = await categoryWithChoices(request);
  for (const product of products) {
    for (const view of product.colorViews) {
      const others = products.filter((p) => p.colors.includes(view.color));
      if (view.images[0] !== product.productImg[0] && others.length < products.length)
        return { path, product, view, count: others.length };
    }
  }
  throw new Error('no card in the first collection shows another colour first');
}

/** The product's card, found by its name link (with or without ?variant=). */
const cardOf = (region: Locator, product: StoreProductCard) =>
  region
    .getByRole('listitem')
    .filter({ has: region.page().locator(`h3 a[href^="${productPath(product.SellerUserId, product.productId)}"]`) });
const imageOf = (card: Locator) => card.locator('img[data-card-image]');
const nameLink = (card: Locator) => card.getByRole('heading', { level: 3 }).getByRole('link');

test('loaded with ?color=, a card shows that colour’s image and links to its variant', async ({ page, request }) => {
  const { path, product, view } = await colourChoice(request);
  await page.goto(`${path}?color=${encodeURIComponent(view.color)}`);
  const card = cardOf(page.getByRole('region', { name: 'Products' }), product);
  await expect(card).toBeVisible();
  await expect(imageOf(card)).toHaveAttribute('src', imageUrl(view.images[0]!, 640));
  await expect(nameLink(card)).toHaveAttribute(
    'href',
    productPath(product.SellerUserId, product.productId, view.variantId),
  );
  // The picture really is that one (loaded), not only its address.
  await expect
    .poll(() =>
      imageOf(card).evaluate(
        (img: HTMLImageElement, name) => img.complete && img.currentSrc.includes(name),
        view.images[0]!,
      ),
    )
    .toBe(true);
});

test('ticking the colour in the Filters drawer swaps the card to it; clearing puts the product’s first image back', async ({
  page,
  request,
}) => {
  const { path, product, view, count } = await colourChoice(request);
  await page.goto(path);
  const region = page.getByRole('region', { name: 'Products' });
  const card = cardOf(region, product);
  await expect(imageOf(card)).toHaveAttribute('src', imageUrl(product.productImg[0]!, 640));
  await expect(nameLink(card)).toHaveAttribute('href', productPath(product.SellerUserId, product.productId));

  await page.getByRole('button', { name: /^Filters/ }).tap();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await drawer.getByRole('checkbox', { name: view.color }).tap();
  await drawer.getByRole('button', { name: `Show ${count} ${count === 1 ? 'product' : 'products'}` }).tap();
  await expect(drawer).toBeHidden();
  await expect(imageOf(card)).toHaveAttribute('src', imageUrl(view.images[0]!, 640));
  await expect(nameLink(card)).toHaveAttribute(
    'href',
    productPath(product.SellerUserId, product.productId, view.variantId),
  );

  await page.getByRole('button', { name: /^Filters/ }).tap();
  await drawer.getByRole('checkbox', { name: view.color }).tap();
  await drawer.getByRole('button', { name: /^Show \d+ products?$/ }).tap();
  await expect(imageOf(card)).toHaveAttribute('src', imageUrl(product.productImg[0]!, 640));
  await expect(nameLink(card)).toHaveAttribute('href', productPath(product.SellerUserId, product.productId));
});

test('a paged listing: cards fetched after load (beyond its HTML) show the chosen colour too', async ({
  page,
  request,
}) => {
  const { offers } = await read<StorePageIds>(request, 'catalog/store-pages');
  const ref = [...offers].sort((a, b) => b.productCount - a.productCount)[0]!;
  const path = `/stores/${ref.storeId}/offer/${ref.id}`;
  const { products } = await read<StoreOfferPage>(request, `userstore/offers/${ref.id}`);
  const inHtml = (await (await request.get(path)).text()).match(/<li class="item"/g)?.length ?? 0;
  expect(inHtml).toBeLessThan(products.length);
  // A card beyond the HTML whose own first image is another colour, and a colour that keeps it within the first page.
  const choice = products
    .slice(inHtml)
    .flatMap((product) =>
      product.colorViews
        .filter(
          (v) =>
            v.images[0] !== product.productImg[0] &&
            products.filter((p) => p.colors.includes(v.color)).length <= inHtml,
        )
        .map((view) => ({ product, view })),
    )[0];
  expect(choice, 'a card beyond the HTML shows another colour first').toBeTruthy();
  const { product, view } = choice!;
  const fetched = page.waitForResponse((r) => r.url().includes('/fragments/listing-cards?') && r.ok());
  await page.goto(`${path}?color=${encodeURIComponent(view.color)}`);
  await fetched;
  const card = cardOf(page.getByRole('region', { name: 'Products' }), product);
  await expect(card).toBeVisible();
  await expect(imageOf(card)).toHaveAttribute('src', imageUrl(view.images[0]!, 640));
  await expect(nameLink(card)).toHaveAttribute(
    'href',
    productPath(product.SellerUserId, product.productId, view.variantId),
  );
});
