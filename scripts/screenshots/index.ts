/**
 * Screenshots of every page type at 375, 768 and 1280px, plus the open overlays (quick view, search panel,
 * menu drawer, the My Cart drawer empty, with a visitor's line, with server lines and on its wishlist) and the
 * sign-in screens (code screen, signup welcome, onboarding: a new account each width, codes from the dev outbox),
 * and the checkout steps signed in (a new account with two stores in its bag, wallet money and an address; the
 * coupon and Add address modals; each step's first screen with the phone's bottom bar (checkout-bar-*: amount to pay
 * and the step's action; the side price box at 1280px), a summary line raised in place, Place Order busy in the bar; a
 * COD order up to "Order Placed" with each order's number, amount, mode, day and View order), the product page's Check delivery (--only=delivery: a served PIN and one not served; 375 and 1280px), the order detail page and its modals
 * (--only=order: 375 and 1280px), the return flow (--only=return: 375 and 1280px), the tax papers (--only=invoice:
 * the order page before and after shipping at 375 and 1280px, the invoice and credit note PDFs as PNGs), the My Orders and
 * Notifications drawers signed in (--only=orders: a new account with orders in several statuses), DropTrack
 * (--only=droptrack: the visitor's gate, the empty list, a list of three copied products whose prices moved, the
 * product view with the big-drop banner and the remove modal), profiles (--only=profiles), Lens (--only=lens:
 * the feed, a post opened on its own, Video Lens on its second post, and Add to bag's quick view for a product of several options), a paged
 * listing (--only=listing: Show more, loading, a failed fetch with Retry, after Retry; 375 and 1280px), a phone
 * shopper's messages and Back (--only=phone: toasts above the My Cart drawer and the quick view, "No input found"
 * clear of the search tabs, Adding… and offline, the Filters drawer and the quick view before and after Back), for
 * Notify me (--only=notify: a sold-out variant's page for a visitor and after Notify me, the back-in-stock note in the
 * Notifications drawer, a listing filtered by colour, Settings' Saved and Favourite Stores), reviews and Lens posts
 * (--only=reviews: the review form with a photo, the product page's reviews, the milestone card, Share on Lens and the
 * post opened on Lens), the Hindi screens (--only=hindi: home, a product page, the payment step with Cash on Delivery,
 * Order Placed and the order page; 375 and 1280px), the editors' workspace (--only=workspace, against `npm run dev`:
 * its dashboard, a page in both languages, a refused save; 1280px), for
 * looking at before calling a screen done. Pages and ids come from the running API; one file per flow in flows/.
 * Usage: node scripts/screenshots.ts [baseURL] [--full] [--only=auth|cart|checkout|delivery|droptrack|invoice|order|orders|profiles|return|lens|listing|phone|notify|reviews|hindi|workspace] (default http://localhost:4321); writes to
 * test-results/screens.
 */
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.ts';
import { configure, logged, out } from './shared.ts';
import { authFlows } from './flows/auth.ts';
import { cartDrawer } from './flows/cart.ts';
import { checkoutFlow } from './flows/checkout.ts';
import { deliveryFlow } from './flows/delivery.ts';
import { hindiFlow } from './flows/hindi.ts';
import { dropTrackFlow } from './flows/droptrack.ts';
import { invoiceFlow } from './flows/invoice.ts';
import { lensFlow } from './flows/lens.ts';
import { listingFlow } from './flows/listing.ts';
import { orderFlow } from './flows/order.ts';
import { accountDrawers } from './flows/orders.ts';
import { pageFlow } from './flows/pages.ts';
import { phoneFlow } from './flows/phone.ts';
import { notifyFlow } from './flows/notify.ts';
import { profileFlow } from './flows/profiles.ts';
import { returnFlow } from './flows/return.ts';
import { reviewsFlow } from './flows/reviews.ts';
import { workspaceFlow } from './flows/workspace.ts';

const args = process.argv.slice(2);
configure({
  base: args.find((a) => !a.startsWith('--')) ?? 'http://localhost:4321',
  fullPage: args.includes('--full'),
});
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);

/** The --only flows that run by themselves, and whether they skip 768px (shot at 375 and 1280px only). */
const alone = new Map<string, [(page: Page, width: number) => Promise<void>, boolean]>([
  ['order', [orderFlow, true]],
  ['return', [returnFlow, true]],
  ['invoice', [invoiceFlow, true]],
  ['droptrack', [dropTrackFlow, true]],
  ['profiles', [profileFlow, true]],
  ['orders', [accountDrawers, false]],
  ['lens', [lensFlow, false]],
  ['listing', [listingFlow, true]],
  ['cart', [cartDrawer, false]],
  ['delivery', [deliveryFlow, true]],
  ['phone', [phoneFlow, true]],
  ['notify', [notifyFlow, true]],
  ['reviews', [reviewsFlow, true]],
  ['hindi', [hindiFlow, true]],
  ['workspace', [workspaceFlow, true]],
]);

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
for (const width of [375, 768, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const single = only === undefined ? undefined : alone.get(only);
  if (single) {
    const [flow, skips768] = single;
    if (!(skips768 && width === 768)) await flow(page, width);
  } else {
    if (!only || only === 'checkout') await logged('checkout', width, () => checkoutFlow(page, width));
    if (only !== 'checkout') {
      await pageFlow(page, width, only === 'auth');
      if (only !== 'auth') await logged('cart drawer', width, () => cartDrawer(page, width));
      await logged('sign-in screens', width, () => authFlows(page, width));
    }
  }
  await page.close();
}
await browser.close();
console.log(`screenshots in ${out}`);
