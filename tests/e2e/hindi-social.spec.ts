/**
 * Lens, a profile and DropTrack in Hindi on a 375 px phone, read as a shopper reads them (roles and visible
 * text): the feed, an opened post, a like and a report; a reviewer's profile, its milestones and a review, and the
 * own profile's form saying a field's message in Hindi; the tracked list, the product view and removing. And the
 * spec's English messages in a toast on a /hi page: an API refusal forced with page.route arrives in English and
 * shows in Hindi, and a reason the catalog does not know shows as it came. Links stay under /hi.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { Envelope, ProductDetail } from '../../src/lib/api/types.ts';
import { PHONE, toastWith } from './phone.ts';
import type { Shopper } from './session.ts';

test.use(PHONE);

const feed = (page: Page) => page.getByRole('region', { name: /^Lens पोस्ट/ });
/** A seeded Lens post (server/seed, fixed seed) that the other specs do not like or report. */
const POST = { id: 'lens-000', title: 'Weekend look sorted #ootd', productName: 'Heritage Crepe Pants' };
const article = (page: Page) =>
  feed(page)
    .locator('article')
    .filter({ has: page.locator(`[data-post-id="${POST.id}"]`) });

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as Envelope<T>).data;
}

const authorised = (shopper: Shopper) => ({ headers: { Authorization: `Bearer ${shopper.accessToken}` } });

test('Lens in Hindi: the feed, an opened post, a like and a report', async ({ page, request, shopper }) => {
  await page.goto('/hi/lens');
  await expect(page.getByRole('tab', { name: 'सभी Lens' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'वीडियो Lens' })).toHaveAttribute('href', '/hi/lens?tab=video');
  // Other tests post on Lens meanwhile: wait for the live feed, then find the post by its id.
  await expect(page.getByRole('tabpanel')).not.toHaveAttribute('aria-busy', 'true');
  await expect(article(page)).toHaveAttribute('aria-label', new RegExp(`^\\d+ में से पोस्ट \\d+: ${POST.title}$`));
  const product = article(page).getByRole('region', { name: `प्रोडक्ट: ${POST.productName}` });
  await expect(product.getByRole('button', { name: 'बैग में जोड़ें' })).toBeVisible();
  await expect(product.getByRole('link', { name: 'पूरी जानकारी देखें' })).toHaveAttribute('href', /^\/hi\/stores\//);
  await expect(article(page).locator('a[href^="/user/"]')).toHaveCount(0);
  await expect(article(page).locator('a[href^="/hi/user/"]').first()).toBeVisible();

  // A like: the heart is pressed and the API holds it.
  const like = article(page).getByRole('button', { name: /^लाइक · \d+$/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  const liked = page.waitForResponse(
    (r) => r.url().includes(`/post/${POST.id}/like`) && r.request().method() === 'POST',
  );
  await like.tap();
  expect((await liked).status()).toBe(200);
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  const likes = await data<string[]>(await request.get(`/api/v1/post/liked?ids=${POST.id}`, authorised(shopper)));
  expect(likes).toEqual([POST.id]);

  // The post opened on its own, at its Hindi address.
  await article(page)
    .getByRole('button', { name: `पोस्ट खोलें: ${POST.title}` })
    .tap();
  const opened = page.getByRole('dialog', { name: POST.title });
  await expect(opened).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/hi/lens\\?post=${POST.id}$`));
  await expect(opened.getByRole('button', { name: /^लाइक · \d+$/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(opened.getByRole('button', { name: 'बंद करें' })).toBeVisible();

  // Reporting it: a reason is asked for in Hindi, and the thanks come in Hindi.
  await opened.getByRole('button', { name: 'रिपोर्ट करें' }).tap();
  const report = page.getByRole('dialog', { name: 'इस पोस्ट की रिपोर्ट करें' });
  await expect(report.getByRole('group', { name: 'इसमें क्या गलत है?' })).toBeVisible();
  await report.getByRole('button', { name: 'रिपोर्ट भेजें' }).tap();
  await expect(report.getByRole('alert')).toHaveText('चुनें कि क्या गलत है');
  await report.getByRole('radio', { name: 'स्पैम या विज्ञापन' }).check();
  await report.getByRole('button', { name: 'रिपोर्ट भेजें' }).tap();
  await expect(toastWith(page, 'धन्यवाद: मॉडरेटर के देखने तक यह दिखता रहेगा')).toBeVisible();
  await expect(report).toBeHidden();
});

test.describe('a refusal on a /hi page', () => {
  /** Likes the post with the API's answer replaced by `reply`, and returns the toast's text. */
  async function likeRefused(page: Page, status: number, message: string) {
    await page.route(`**/api/v1/post/${POST.id}/like`, (route) =>
      route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ message, data: null }) }),
    );
    await page.goto('/hi/lens');
    await expect(page.getByRole('tabpanel')).not.toHaveAttribute('aria-busy', 'true');
    await article(page)
      .getByRole('button', { name: /^लाइक · \d+$/ })
      .tap();
  }

  test("the API's English message shows in Hindi, and a reason the catalog does not know as it came", async ({
    page,
    shopper: _signedIn,
  }) => {
    await likeRefused(page, 429, 'Too many reviews, likes or reports in an hour: try again later');
    await expect(
      toastWith(page, 'इसे लाइक नहीं किया जा सका। एक घंटे में बहुत ज़्यादा रिव्यू, लाइक या रिपोर्ट: थोड़ी देर बाद फिर कोशिश करें।'),
    ).toBeVisible();
    // The heart goes back.
    await expect(article(page).getByRole('button', { name: /^लाइक · \d+$/ })).toHaveAttribute('aria-pressed', 'false');

    await page.unrouteAll();
    await likeRefused(page, 409, 'Likes are resting for a while');
    await expect(toastWith(page, 'इसे लाइक नहीं किया जा सका। Likes are resting for a while.')).toBeVisible();
  });

  test("the call's own message, and a store's warning to a visitor, in Hindi", async ({ page }) => {
    // A visitor's like asks them to log in: the stores' English warning, shown in Hindi with its action.
    await page.goto('/hi/lens');
    await expect(page.getByRole('tabpanel')).not.toHaveAttribute('aria-busy', 'true');
    await article(page)
      .getByRole('button', { name: /^लाइक · \d+$/ })
      .tap();
    const prompt = toastWith(page, 'जारी रखने के लिए लॉग इन करें');
    await expect(prompt).toBeVisible();
    // Its login page is the Hindi one, and brings the shopper back here.
    await expect(prompt.getByRole('link', { name: 'लॉग इन' })).toHaveAttribute(
      'href',
      `/hi/auth/login?next=${encodeURIComponent('/hi/lens')}`,
    );
  });

  test('a failure without a reason says only the call’s message, in Hindi', async ({ page, shopper: _signedIn }) => {
    await likeRefused(page, 500, 'Something went wrong');
    await expect(toastWith(page, 'इसे लाइक नहीं किया जा सका।')).toBeVisible();
  });
});

/** A seeded shopper who has written reviews, with their public profile. */
async function reviewer(request: APIRequestContext) {
  const catalog = await data<{ items: ProductDetail[] }>(await request.get('/api/v1/catalog/products?limit=200'));
  const userId = catalog.items.flatMap((p) => p.reviews.map((r) => r.UserId))[0];
  expect(userId, 'a product with a review (seed)').toBeDefined();
  const profile = await data<{
    user: { name: string };
    review: { postTitle: string; product: { productName: string } | null }[];
  }>(await request.get(`/api/v1/user/profile/${userId}`));
  return { userId: userId!, profile };
}

test('a profile in Hindi: the card, the tabs, the milestones and a review; Follow asks a visitor to log in', async ({
  page,
  request,
}) => {
  const { userId, profile } = await reviewer(request);
  await page.goto(`/hi/user/${userId}`);
  await expect(page.getByRole('heading', { level: 1, name: `${profile.user.name} की प्रोफ़ाइल` })).toBeAttached();
  const card = page.getByRole('region', { name: 'प्रोफ़ाइल' });
  await expect(card).toContainText(profile.user.name);
  await expect(card.getByRole('button', { name: /^\d+ फ़ॉलोअर्स$/ })).toBeVisible();
  await expect(card.getByRole('button', { name: /^\d+ फ़ॉलोइंग$/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: `रिव्यू (${profile.review.length})` })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tab', { name: /^पोस्ट \(\d+\)$/ })).toBeVisible();
  const milestone = page.getByRole('region', { name: 'माइलस्टोन' });
  await expect(milestone).toContainText('शुरुआती रिव्यूअर: पहले रिव्यू के लिए प्रमोशन मिला।');

  // The badges, with the one this reviewer holds.
  await milestone.getByRole('button', { name: 'सभी बैज देखें' }).tap();
  const badges = page.getByRole('dialog', { name: 'माइलस्टोन' });
  await expect(badges.getByRole('listitem').first()).toContainText('उभरते समीक्षक');
  await expect(badges.getByRole('listitem').filter({ hasText: 'मौजूदा बैज' })).toHaveCount(1);
  await badges.getByRole('button', { name: 'बंद करें' }).tap();
  await expect(badges).toBeHidden();

  // A review opened: its date in Hindi, its likes, and its product's Hindi page.
  const tiles = page.getByRole('tabpanel').getByRole('button');
  await expect(tiles.first()).toHaveAccessibleName(/: \d+ लाइक, 0 कमेंट$/);
  await tiles.first().tap();
  const review = page.getByRole('dialog', { name: profile.review[0]!.postTitle });
  await expect(review).toContainText(/\d{1,2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर) \d{4}/);
  await expect(review).toContainText(/\d+ लाइक · 0 कमेंट/);
  const productName = profile.review[0]!.product?.productName;
  if (productName)
    await expect(review.getByRole('link', { name: `${productName} देखें` })).toHaveAttribute('href', /^\/hi\/stores\//);
  await review.getByRole('button', { name: 'बंद करें' }).tap();

  // A visitor's Follow asks them to log in, in Hindi.
  await card.getByRole('button', { name: 'फ़ॉलो करें', exact: true }).tap();
  await expect(toastWith(page, 'जारी रखने के लिए लॉग इन करें')).toBeVisible();
});

test('the own profile in Hindi: Edit profile says a field’s message in Hindi', async ({ page, shopper }) => {
  await page.goto('/hi/user/me');
  await expect(page.getByRole('heading', { level: 1, name: 'मेरी प्रोफ़ाइल' })).toBeAttached();
  await expect(page.getByRole('tab', { name: 'मेरे रिव्यू (0)' })).toBeVisible();
  await expect(page.getByRole('tabpanel')).toHaveText('आपने अभी तक कोई रिव्यू नहीं लिखा है।');
  await expect(page.getByRole('region', { name: 'कमाई' })).toContainText('कुल कमाई₹0');
  await page.getByRole('button', { name: 'प्रोफ़ाइल एडिट करें' }).tap();
  const edit = page.getByRole('dialog', { name: 'प्रोफ़ाइल एडिट करें' });
  await expect(edit.getByLabel('डिस्प्ले नाम')).toHaveValue(shopper.displayname);
  await edit.getByLabel('ईमेल').fill('');
  await edit.getByRole('button', { name: 'सेव करें' }).tap();
  const email = edit.getByLabel('ईमेल');
  await expect(email).toHaveAccessibleDescription('यह जानकारी ज़रूरी है');
  await expect(email).toBeFocused();
  // A new shopper has no birthday yet: the same message; a month that does not exist, its own.
  const birthday = edit.getByLabel('जन्मदिन (DD-MM-YYYY)');
  await expect(birthday).toHaveAccessibleDescription('यह जानकारी ज़रूरी है');
  await email.fill('hindi@example.com');
  await birthday.fill('31132000');
  await expect(birthday).toHaveValue('31-13-2000');
  await edit.getByRole('button', { name: 'सेव करें' }).tap();
  await expect(birthday).toHaveAccessibleDescription('तारीख का फ़ॉर्मेट सही नहीं है');
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
});

/** A fresh copy of a seeded ₹3,949 product (this test owns its price), tracked by the shopper. */
async function trackedCopy(request: APIRequestContext, shopper: Shopper): Promise<{ id: string; name: string }> {
  const copied = await data<{ id: string }>(
    await request.post('/api/v1/dev/products/2e19b3b2-acda-4f62-a179-10277c78e506/copy'),
  );
  const tracked = await request.post('/api/v1/droptrack', { data: { ProductId: copied.id }, ...authorised(shopper) });
  expect(tracked.status()).toBe(200);
  return { id: copied.id, name: 'Tailored Bangle Set (new)' };
}

test('DropTrack in Hindi: a visitor is asked to log in', async ({ page }) => {
  await page.goto('/hi/droptrack');
  await expect(page.getByRole('heading', { level: 2, name: 'जारी रखने के लिए लॉग इन करें।' })).toBeVisible();
});

test('DropTrack in Hindi: the list, the product view with its comparison and chart, and removing', async ({
  page,
  request,
  shopper,
}) => {
  const { id, name } = await trackedCopy(request, shopper);
  // The seller lowers the price by 30%: ₹3,949 to ₹2,764.
  expect((await request.post(`/api/v1/dev/products/${id}/price`, { data: { price: 2764 } })).status()).toBe(200);

  await page.goto('/hi/droptrack');
  await expect(page.getByRole('status').filter({ hasText: 'ट्रैक हो रहा है' })).toHaveText('1 प्रोडक्ट ट्रैक हो रहा है।');
  const card = page.getByRole('list', { name: 'ट्रैक किए गए प्रोडक्ट' }).getByRole('listitem');
  await expect(card).toContainText('अभी ₹2,764');
  await expect(card).toContainText('पहले ₹3,949');
  await expect(card).toContainText('30% कम');
  await expect(card.getByText('भारी गिरावट')).toBeVisible();
  await expect(card).toContainText(/₹3,949 पर ट्रैक किया · \d{1,2} \S+ \d{4} को अपडेट हुआ/);
  await expect(card.getByRole('link', { name })).toHaveAttribute('href', `/hi/droptrack/product/${id}`);

  await card.getByRole('link', { name }).tap();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'सभी ट्रैक किए गए प्रोडक्ट' })).toHaveAttribute('href', '/hi/droptrack');
  await expect(main.getByRole('note', { name: 'भारी गिरावट' })).toContainText(
    'भारी गिरावट: 30% कम, ट्रैकिंग शुरू करने के समय से। ऐसी डील जल्दी खत्म हो सकती हैं।',
  );
  const comparison = main.getByRole('region', { name: 'कीमत की तुलना' });
  await expect(comparison).toContainText('जब आपने ट्रैक करना शुरू किया₹3,949');
  await expect(comparison).toContainText('अभी₹2,764');
  await expect(comparison).toContainText('अब तक की सबसे कम कीमत₹2,764');
  await expect(comparison).toContainText(/30% कम, \d{1,2} \S+ \d{4} से/);
  await expect(comparison.getByRole('img', { name: /^कीमत का इतिहास: .*को ₹3,949, .*को ₹2,764।$/ })).toBeVisible();
  await expect(comparison).toContainText('सबसे ज़्यादा ₹3,949 · सबसे कम ₹2,764');

  // Removing, with a confirm in Hindi.
  await page.goto('/hi/droptrack');
  await page.getByRole('button', { name: `${name} को DropTrack से हटाएँ` }).tap();
  const confirm = page.getByRole('dialog', { name: 'ट्रैकिंग बंद करें?' });
  await expect(confirm).toContainText(`${name} की ट्रैकिंग बंद करें? इसकी कीमत घटने पर अब आपको सूचना नहीं मिलेगी।`);
  await confirm.getByRole('button', { name: 'हटाएँ' }).tap();
  await expect(toastWith(page, `${name} की ट्रैकिंग बंद कर दी गई`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'आप अभी कोई प्रोडक्ट ट्रैक नहीं कर रहे हैं' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'खरीदारी शुरू करें' })).toHaveAttribute('href', '/hi');
});
