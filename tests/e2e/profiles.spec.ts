/**
 * Profiles as a shopper uses them (stores-and-social §2.8, §4, §5, §6): users made through the real API,
 * the pages read by roles and visible text.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import type { Envelope, ProductDetail } from '../../src/lib/api/types.ts';
import { expectNoSeriousA11yViolationsAtBothWidths } from './axe.ts';
import { signIn, newShopper, type Shopper } from './session.ts';

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as Envelope<T>).data;
}

const idOf = async (request: APIRequestContext, shopper: Shopper) =>
  (
    await data<{ user: { id: string } }>(
      await request.get('/api/v1/user/profile', { headers: { Authorization: `Bearer ${shopper.accessToken}` } }),
    )
  ).user.id;

/** A seeded shopper who has written reviews (read from the products' reviews), with their public profile. */
async function reviewer(request: APIRequestContext) {
  const page = await data<{ items: ProductDetail[] }>(await request.get('/api/v1/catalog/products?limit=200'));
  const userId = page.items.flatMap((p) => p.reviews.map((r) => r.UserId))[0];
  expect(userId, 'a product with a review (seed)').toBeDefined();
  const profile = await data<{
    user: { name: string };
    review: { postTitle: string; createdAt: string; product: { productName: string } | null }[];
  }>(await request.get(`/api/v1/user/profile/${userId}`));
  return { userId: userId!, profile };
}

const png = (colour: string) =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: colour } })
    .png()
    .toBuffer();

test.describe('profiles', () => {
  test('a visitor sees a reviewer’s profile, Follow and its review in a dialog; a shopper follows, unfollows and opens the lists', async ({
    page,
    request,
  }) => {
    const { userId, profile } = await reviewer(request);
    await page.goto(`/user/${userId}`);
    const card = page.getByRole('region', { name: 'Profile' });
    await expect(card).toContainText(profile.user.name);
    // A visitor sees Follow; it asks them to log in, as every visitor action does (profile-phone.spec.ts taps it).
    await expect(card.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
    // Reviews is the default tab, newest first ("My Reviews" only on one's own profile); a tile opens the review with its product link.
    await expect(page.getByRole('tab', { name: /^Reviews/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: /^Posts/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: /My Reviews|My Posts/ })).toHaveCount(0);
    // The tab names whose profile it is.
    await expect(page).toHaveTitle(`${profile.user.name} | Vastra`);
    const tiles = page.getByRole('tabpanel').getByRole('button');
    await expect(tiles).toHaveCount(profile.review.length);
    await expectNoSeriousA11yViolationsAtBothWidths(page, 'another user’s profile (visitor)');
    await tiles.first().click();
    const post = page.getByRole('dialog', { name: profile.review[0]!.postTitle });
    await expect(post).toBeVisible();
    if (profile.review[0]!.product)
      await expect(post.getByRole('link', { name: `View ${profile.review[0]!.product.productName}` })).toBeVisible();
    await post.getByRole('button', { name: 'Close' }).click();
    await expect(post).toBeHidden();

    // Two shoppers made through the API: the viewer follows the other, then unfollows.
    const viewer = await newShopper(request, 'pfview');
    const other = await newShopper(request, 'pfother');
    const otherId = await idOf(request, other);
    await signIn(page, viewer);
    await page.goto(`/user/${otherId}`);
    await expect(card.getByRole('button', { name: '0 Followers' })).toBeVisible();
    await card.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(card.getByRole('button', { name: 'Following', exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: '1 Followers' })).toBeVisible();
    await expectNoSeriousA11yViolationsAtBothWidths(page, 'another user’s profile (signed in)');

    // The followers list names the viewer; choosing them closes it and opens their (own) profile, without Follow.
    await card.getByRole('button', { name: '1 Followers' }).click();
    const followers = page.getByRole('dialog', { name: 'Followers' });
    await followers.getByRole('link', { name: /pfview Tester/ }).click();
    await expect(page).toHaveURL(new RegExp(`/user/${await idOf(request, viewer)}$`));
    await expect(card.getByRole('button', { name: 'Edit profile' })).toBeVisible();
    await expect(card.getByRole('button', { name: /^Follow(ing)?$/ })).toHaveCount(0);
    await expect(card.getByRole('button', { name: '1 Following' })).toBeVisible();

    await page.goto(`/user/${otherId}`);
    await card.getByRole('button', { name: 'Following', exact: true }).click();
    await expect(card.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: '0 Followers' })).toBeVisible();
  });

  test('own profile: a visitor is asked to log in; Edit profile says what is wrong by field, and a new picture shows in the header', async ({
    page,
    request,
  }) => {
    await page.goto('/user/me');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in to continue' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login / Register' }).last()).toHaveAttribute(
      'href',
      `/auth/login?next=${encodeURIComponent('/user/me')}`,
    );

    const me = await newShopper(request, 'pfedit');
    await signIn(page, me);
    await page.goto('/user/me');
    const card = page.getByRole('region', { name: 'Profile' });
    await expect(card).toContainText('pfedit Tester');
    await expect(page.getByRole('region', { name: 'Earning' })).toContainText('Total Referral0');
    await expect(page.getByRole('region', { name: 'Earning' })).toContainText('Total Earning₹0');
    await expect(page.getByRole('region', { name: 'Milestone' })).toContainText(
      'Write your first review to become a Beginner Reviewer.',
    );
    await expect(page.getByRole('tabpanel')).toContainText('You have not written a review yet.');
    // The spec's own tab names on one's own profile.
    await expect(page.getByRole('tab', { name: /^My Reviews/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: /^My Posts/ })).toBeVisible();
    await expectNoSeriousA11yViolationsAtBothWidths(page, 'own profile');

    await card.getByRole('button', { name: 'Edit profile' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit profile' });
    await expect(edit.getByLabel('Phone')).toHaveAttribute('readonly', '');
    await edit.getByLabel('Full name').fill('');
    await edit.getByLabel('Email').fill('pfedit@example');
    // Digits only, dashes inserted as typed, at most 10 characters.
    await edit.getByLabel('Birthday (DD-MM-YYYY)').pressSequentially('31a04199012');
    await expect(edit.getByLabel('Birthday (DD-MM-YYYY)')).toHaveValue('31-04-1990');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByText('Required field')).toBeVisible();
    await expect(edit.getByText('Invalid email address')).toBeVisible();
    await expect(edit.getByText('Invalid date format')).toBeVisible();
    await expectNoSeriousA11yViolationsAtBothWidths(page, 'edit profile with errors');

    await edit.getByLabel('Full name').fill('Pia Edited');
    await edit.getByLabel('Email').fill('pia@example.com');
    await edit.getByLabel('Birthday (DD-MM-YYYY)').fill('');
    await edit.getByLabel('Birthday (DD-MM-YYYY)').pressSequentially('05111994');
    await edit
      .getByLabel('Profile picture')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await png('#a3123a') });
    const headerPhoto = page.getByRole('banner').getByRole('button', { name: 'Account menu' }).locator('img');
    // No picture yet: the header's avatar has initials and no <img> (an img without a src is invalid HTML).
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toContainText('PT');
    await expect(headerPhoto).toHaveCount(0);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(card).toContainText('Pia Edited');
    await expect(card.locator('img')).toHaveAttribute('src', /^\/cdn\/uploads\//);
    await expect(headerPhoto).toBeVisible();
    await expect(headerPhoto).toHaveAttribute('src', /^\/cdn\/uploads\//);
    // The header keeps it on the next page.
    await page.goto('/privacy-policy');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' }).locator('img')).toHaveAttribute(
      'src',
      /^\/cdn\/uploads\//,
    );
  });
});
