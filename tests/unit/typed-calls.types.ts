/**
 * Calls typed by path, checked by the type check (`npm run check` and `npm test`: TypeScript 7's `tsc`), not by vitest
 * (docs/decisions/openapi.md, "Calls typed by path"). Each call answers its route's 200 data as the generated
 * contract gives it (DataOf, src/contract/reply-types.ts), and the client refuses a path, a parameter, a body or a
 * read its route does not have: each `@ts-expect-error` below fails the check the day that call is accepted.
 * The source rules (no call names its reply type, no hand-written body, one function per operation) are
 * tests/unit/typed-calls.test.ts.
 */
import { expectTypeOf } from 'vitest';
import type { ApiClient } from '../../src/lib/api/client.ts';
import type { catalogCalls } from '../../src/lib/api/catalog.ts';
import type { lensCalls } from '../../src/lib/api/lens.ts';
import type { addToCart } from '../../src/lib/api/index.ts';
import type { BodyOf, DataOf, PostOffice } from '../../src/contract/reply-types.ts';
import type * as account from '../../src/lib/api/account.ts';
import type * as auth from '../../src/lib/api/auth.ts';
import type * as cart from '../../src/lib/api/cart.ts';
import type * as checkout from '../../src/lib/api/checkout.ts';
import type * as delivery from '../../src/lib/api/delivery.ts';
import type * as droptrack from '../../src/lib/api/droptrack.ts';
import type * as me from '../../src/lib/api/me.ts';
import type * as notifications from '../../src/lib/api/notifications.ts';
import type * as orders from '../../src/lib/api/orders.ts';
import type * as product from '../../src/lib/api/product.ts';
import type * as profiles from '../../src/lib/api/profiles.ts';
import type * as reviews from '../../src/lib/api/reviews.ts';
import type * as search from '../../src/lib/api/search.ts';
import type * as stores from '../../src/lib/api/stores.ts';

type Reply<F> = F extends (...args: never[]) => Promise<infer R> ? R : never;
type Catalog = ReturnType<typeof catalogCalls>;
type Lens = ReturnType<typeof lensCalls>;

/** Every call's reply is its route's 200 data. */
export function repliesComeFromTheirRoutes() {
  expectTypeOf<Reply<typeof account.getAddresses>>().toEqualTypeOf<DataOf<'/address/getAll', 'get'>>();
  expectTypeOf<Reply<typeof account.addAddress>>().toEqualTypeOf<DataOf<'/address', 'post'>>();
  expectTypeOf<Reply<typeof account.updateAddress>>().toEqualTypeOf<DataOf<'/address/{id}', 'put'>>();
  expectTypeOf<Reply<typeof account.deleteAddress>>().toEqualTypeOf<DataOf<'/address', 'delete'>>();
  expectTypeOf<Reply<typeof account.makeDefaultAddress>>().toEqualTypeOf<DataOf<'/address/default', 'put'>>();
  expectTypeOf<Reply<typeof account.getWallet>>().toEqualTypeOf<DataOf<'/transaction', 'get'>>();
  expectTypeOf<Reply<typeof account.updatePreferences>>().toEqualTypeOf<DataOf<'/user/preferences', 'put'>>();
  expectTypeOf<Reply<typeof account.saveLanguage>>().toEqualTypeOf<DataOf<'/user/language', 'put'>>();
  expectTypeOf<Reply<typeof account.getReferrals>>().toEqualTypeOf<DataOf<'/user/referrals', 'get'>>();
  expectTypeOf<Reply<typeof account.getRefunds>>().toEqualTypeOf<DataOf<'/orders/refunds', 'get'>>();
  expectTypeOf<Reply<typeof account.sendFeatureRequest>>().toEqualTypeOf<DataOf<'/feature', 'post'>>();
  expectTypeOf<Reply<typeof auth.sendLoginCode>>().toEqualTypeOf<DataOf<'/otpless/signOtp', 'post'>>();
  expectTypeOf<Reply<typeof auth.verifyLoginCode>>().toEqualTypeOf<DataOf<'/otpless/verifyOtp', 'put'>>();
  expectTypeOf<Reply<typeof auth.startSignUp>>().toEqualTypeOf<DataOf<'/otpless/signUp', 'post'>>();
  expectTypeOf<Reply<typeof auth.verifySignUpCode>>().toEqualTypeOf<DataOf<'/otpless/signUpVerify', 'put'>>();
  expectTypeOf<Reply<typeof auth.isDisplayNameAvailable>>().toEqualTypeOf<DataOf<'/username/{name}/check', 'get'>>();
  expectTypeOf<Reply<typeof auth.addPreferences>>().toEqualTypeOf<DataOf<'/onboarding', 'post'>>();
  expectTypeOf<Reply<typeof auth.endLogin>>().toEqualTypeOf<DataOf<'/userRefresh/logout', 'post'>>();
  expectTypeOf<Reply<typeof cart.getCart>>().toEqualTypeOf<DataOf<'/userCart', 'get'>>();
  expectTypeOf<Reply<typeof cart.removeFromCart>>().toEqualTypeOf<DataOf<'/userCart', 'delete'>>();
  expectTypeOf<Reply<typeof cart.getWishlist>>().toEqualTypeOf<DataOf<'/wishlist', 'get'>>();
  expectTypeOf<Reply<typeof cart.removeFromWishlist>>().toEqualTypeOf<DataOf<'/wishlist', 'delete'>>();
  expectTypeOf<Reply<typeof cart.mergeIntoCart>>().toEqualTypeOf<DataOf<'/userCart/merge', 'post'>>();
  expectTypeOf<Reply<Catalog['getProduct']>>().toEqualTypeOf<DataOf<'/product/{id}', 'get'>>();
  expectTypeOf<Reply<Catalog['getHome']>>().toEqualTypeOf<DataOf<'/product', 'get'>>();
  expectTypeOf<Reply<Catalog['getStores']>>().toEqualTypeOf<DataOf<'/userstore/getAll', 'get'>>();
  expectTypeOf<Reply<Catalog['getStore']>>().toEqualTypeOf<DataOf<'/userstore/{id}', 'get'>>();
  expectTypeOf<Reply<Catalog['getStoreCategory']>>().toEqualTypeOf<DataOf<'/userstore/category/{id}', 'get'>>();
  expectTypeOf<Reply<Catalog['getStoreCollection']>>().toEqualTypeOf<DataOf<'/userstore/collection/{id}', 'get'>>();
  expectTypeOf<Reply<Catalog['getStoreOffer']>>().toEqualTypeOf<DataOf<'/userstore/offers/{id}', 'get'>>();
  expectTypeOf<Reply<Catalog['getStorePageIds']>>().toEqualTypeOf<DataOf<'/catalog/store-pages', 'get'>>();
  expectTypeOf<Reply<Catalog['getStoreCards']>>().toEqualTypeOf<DataOf<'/catalog/store-cards', 'post'>>();
  expectTypeOf<Reply<Catalog['getCatalogPage']>>().toEqualTypeOf<DataOf<'/catalog/products', 'get'>>();
  expectTypeOf<Reply<Catalog['getProductPaths']>>().toEqualTypeOf<DataOf<'/catalog/product-paths', 'get'>>();
  expectTypeOf<Reply<typeof checkout.sellerCoupons>>().toEqualTypeOf<DataOf<'/product/coupon/product', 'get'>>();
  expectTypeOf<Reply<typeof checkout.estimatePrice>>().toEqualTypeOf<DataOf<'/price/newEstimator', 'post'>>();
  expectTypeOf<Reply<typeof checkout.createOrder>>().toEqualTypeOf<DataOf<'/newOrder/create', 'post'>>();
  expectTypeOf<Reply<typeof checkout.verifyPayment>>().toEqualTypeOf<DataOf<'/payment/verify', 'post'>>();
  expectTypeOf<Reply<typeof checkout.retryPayment>>().toEqualTypeOf<DataOf<'/payment/retry', 'post'>>();
  expectTypeOf<Reply<typeof delivery.checkDelivery>>().toEqualTypeOf<DataOf<'/delivery/estimate', 'get'>>();
  expectTypeOf<Reply<typeof droptrack.listTracked>>().toEqualTypeOf<DataOf<'/droptrack', 'get'>>();
  expectTypeOf<Reply<typeof droptrack.getTrackedProduct>>().toEqualTypeOf<DataOf<'/droptrack/product/{id}', 'get'>>();
  expectTypeOf<Reply<typeof droptrack.stopTracking>>().toEqualTypeOf<
    DataOf<'/droptrack/delete/{productId}', 'delete'>
  >();
  expectTypeOf<Reply<typeof addToCart>>().toEqualTypeOf<DataOf<'/userCart', 'post'>>();
  expectTypeOf<Reply<Lens['getLensPosts']>>().toEqualTypeOf<DataOf<'/userpost/getAll', 'get'>>();
  expectTypeOf<Reply<typeof me.getOwnProfile>>().toEqualTypeOf<DataOf<'/user/profile', 'get'>>();
  expectTypeOf<Reply<typeof notifications.getNotifications>>().toEqualTypeOf<DataOf<'/notifications', 'get'>>();
  expectTypeOf<Reply<typeof notifications.getUnreadCount>>().toEqualTypeOf<DataOf<'/notifications/unread', 'get'>>();
  expectTypeOf<Reply<typeof notifications.markNotificationsRead>>().toEqualTypeOf<
    DataOf<'/notifications/read', 'put'>
  >();
  expectTypeOf<Reply<typeof orders.getOrders>>().toEqualTypeOf<DataOf<'/orders/orderGet', 'get'>>();
  expectTypeOf<Reply<typeof orders.getOrder>>().toEqualTypeOf<DataOf<'/orders/{orderId}', 'get'>>();
  expectTypeOf<Reply<typeof orders.cancelOrder>>().toEqualTypeOf<DataOf<'/orders/{orderId}/cancel', 'post'>>();
  expectTypeOf<Reply<typeof orders.returnOrder>>().toEqualTypeOf<DataOf<'/orders/{orderId}/return', 'post'>>();
  expectTypeOf<Reply<typeof product.isWishlisted>>().toEqualTypeOf<DataOf<'/wishlist/check', 'get'>>();
  expectTypeOf<Reply<typeof product.addToWishlist>>().toEqualTypeOf<DataOf<'/wishlist', 'post'>>();
  expectTypeOf<Reply<typeof product.isSaved>>().toEqualTypeOf<DataOf<'/saved/check/{productId}', 'get'>>();
  expectTypeOf<Reply<typeof product.getSavedProducts>>().toEqualTypeOf<DataOf<'/saved', 'get'>>();
  expectTypeOf<Reply<typeof product.saveProduct>>().toEqualTypeOf<DataOf<'/saved', 'post'>>();
  expectTypeOf<Reply<typeof product.unsaveProduct>>().toEqualTypeOf<DataOf<'/saved/{productId}', 'delete'>>();
  expectTypeOf<Reply<typeof product.isTracked>>().toEqualTypeOf<DataOf<'/droptrack/check/{id}', 'get'>>();
  expectTypeOf<Reply<typeof product.startTracking>>().toEqualTypeOf<DataOf<'/droptrack', 'post'>>();
  expectTypeOf<Reply<typeof product.isWaitingForStock>>().toEqualTypeOf<DataOf<'/stock-alerts/check', 'get'>>();
  expectTypeOf<Reply<typeof product.notifyWhenInStock>>().toEqualTypeOf<DataOf<'/stock-alerts', 'post'>>();
  expectTypeOf<Reply<typeof product.stopWaitingForStock>>().toEqualTypeOf<DataOf<'/stock-alerts', 'delete'>>();
  expectTypeOf<Reply<typeof profiles.getUserProfile>>().toEqualTypeOf<DataOf<'/user/profile/{userId}', 'get'>>();
  expectTypeOf<Reply<typeof profiles.followUser>>().toEqualTypeOf<DataOf<'/follow', 'post'>>();
  expectTypeOf<Reply<typeof profiles.unfollowUser>>().toEqualTypeOf<DataOf<'/follow/{userId}', 'delete'>>();
  expectTypeOf<Reply<typeof profiles.updateProfile>>().toEqualTypeOf<DataOf<'/user/profile', 'put'>>();
  expectTypeOf<Reply<typeof reviews.getOwnReview>>().toEqualTypeOf<DataOf<'/review/mine/{productId}', 'get'>>();
  expectTypeOf<Reply<typeof reviews.createReview>>().toEqualTypeOf<DataOf<'/review', 'post'>>();
  expectTypeOf<Reply<typeof reviews.updateReview>>().toEqualTypeOf<DataOf<'/review/{id}', 'put'>>();
  expectTypeOf<Reply<typeof reviews.deleteReview>>().toEqualTypeOf<DataOf<'/review/{id}', 'delete'>>();
  expectTypeOf<Reply<typeof reviews.likedPosts>>().toEqualTypeOf<DataOf<'/post/liked', 'get'>>();
  expectTypeOf<Reply<typeof reviews.reportPost>>().toEqualTypeOf<DataOf<'/post/{id}/report', 'post'>>();
  expectTypeOf<Reply<typeof reviews.createLensPost>>().toEqualTypeOf<DataOf<'/post', 'post'>>();
  expectTypeOf<Reply<typeof search.searchProducts>>().toEqualTypeOf<DataOf<'/search/products', 'get'>>();
  expectTypeOf<Reply<typeof search.searchResults>>().toEqualTypeOf<DataOf<'/search/results', 'get'>>();
  expectTypeOf<Reply<typeof search.searchBrands>>().toEqualTypeOf<DataOf<'/search/brands', 'get'>>();
  expectTypeOf<Reply<typeof search.searchTrending>>().toEqualTypeOf<DataOf<'/search/trending', 'get'>>();
  expectTypeOf<Reply<typeof search.searchAccounts>>().toEqualTypeOf<DataOf<'/userSearch/account', 'get'>>();
  expectTypeOf<Reply<typeof stores.isFavouriteStore>>().toEqualTypeOf<DataOf<'/favourite/check', 'get'>>();
  expectTypeOf<Reply<typeof stores.favouriteStore>>().toEqualTypeOf<DataOf<'/favourite/add', 'post'>>();
  expectTypeOf<Reply<typeof stores.unfavouriteStore>>().toEqualTypeOf<DataOf<'/favourite/remove', 'delete'>>();
  expectTypeOf<Reply<typeof stores.getFavouriteStores>>().toEqualTypeOf<DataOf<'/favourite', 'get'>>();
  // Calls that answer a part of their reply: still the route's own types.
  expectTypeOf<Reply<typeof account.areaDetails>>().toEqualTypeOf<PostOffice[]>();
  expectTypeOf<Reply<typeof account.getProfilePreferences>>().toEqualTypeOf<
    DataOf<'/user/profile', 'get'>['preferences']
  >();
  expectTypeOf<Reply<typeof profiles.isFollowing>>().toEqualTypeOf<
    DataOf<'/follow/{userId}', 'get'>['checkForFollowed']
  >();
  expectTypeOf<Reply<typeof reviews.likePost>>().toEqualTypeOf<DataOf<'/post/{id}/like', 'post'>>();
  // Bodies the islands build are the routes' own.
  expectTypeOf<Parameters<typeof addToCart>[0]>().toEqualTypeOf<BodyOf<'/userCart', 'post'>>();
  expectTypeOf<Parameters<typeof checkout.createOrder>[0]>().toEqualTypeOf<BodyOf<'/newOrder/create', 'post'>>();
  expectTypeOf<Parameters<typeof orders.returnOrder>[1]>().toEqualTypeOf<BodyOf<'/orders/{orderId}/return', 'post'>>();
}

/** What the client refuses: each line is an error the day it is not, and the type check says so. */
export async function theClientRefusesWhatARouteDoesNotTake(client: ApiClient) {
  // @ts-expect-error: no such route.
  await client.GET('getCart', '/userCarts');
  // @ts-expect-error: the route answers GET, not PATCH-like writes it does not declare.
  await client.PUT('getProduct', '/product/{id}', { params: { path: { id: 'p1' } } });
  // @ts-expect-error: the path parameter is required.
  await client.GET('getProduct', '/product/{id}');
  // @ts-expect-error: the body is required.
  await client.POST('addToCart', '/userCart');
  // @ts-expect-error: the contract spells it varaint, and a field it does not know is refused.
  await client.POST('addToCart', '/userCart', { body: { productId: 'p1', variant: 'v1', quantity: 1 } });
  // @ts-expect-error: quantity is a number.
  await client.PUT('updateCartQuantity', '/userCart', { body: { id: 'l1', quantity: '2' } });
  // @ts-expect-error: the query takes productId and varientId (the spec's spelling), both required.
  await client.DELETE('removeFromWishlist', '/wishlist', { params: { query: { productId: 'p1' } } });
  // @ts-expect-error: an unknown call name has no message.
  await client.GET('getBasket', '/userCart');
  const cart = await client.GET('getCart', '/userCart');
  // @ts-expect-error: a cart line has no field the reply does not declare.
  void cart[0]?.price;
  const placed = await client.POST('createOrder', '/newOrder/create', {
    body: { orderData: [], orderType: 'Cod', addressId: 'a1' },
  });
  // @ts-expect-error: the order's reply is not a list.
  void placed.length;
}
