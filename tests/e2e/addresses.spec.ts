/**
 * Addresses are the one typed, as a shopper meets them at a phone's width and a laptop's: the
 * locality suggestions follow the typed PIN and every one can be tapped, a pick that changes the PIN says
 * so (and can be undone), Escape with the list open closes only the list, closing a filled form asks
 * first, and a saved address can be edited in Settings and in checkout, whose payment step shows it in full.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { addAddress, placeOrder, pricedVariant } from './shopper-data.ts';
import { addLine } from './checkout-data.ts';
import { PHONE, screenshotsAtBothWidths, lookAt } from './screens.ts';

const openAddressBook = (page: Page) => page.goto('/settings?section=ADDRESS_BOOK');

/** The form's PIN typed as a shopper types it, and the hint naming its place. */
async function typePin(form: Locator, pin: string, place: string) {
  await form.getByLabel('PIN code').pressSequentially(pin);
  await expect(form.getByText(place, { exact: true })).toBeVisible();
}

async function findLocality(form: Locator, text: string) {
  const locality = form.getByRole('combobox', { name: 'Locality' });
  await locality.fill(text);
  await locality.press('Enter');
  await expect(form.getByRole('listbox', { name: 'Post offices' })).toBeVisible();
  return locality;
}

// The same steps at every width: they run at a phone's, and each picture is taken at a laptop's width as well.
test.describe('at 375px, with pictures at 1280px', () => {
  test.use({ viewport: PHONE });

  test('PIN 560034 then "Kora": Bengaluru first; the last suggestion taps; a pick from another PIN says what changed, and Undo puts it back', async ({
    page,
    shopper: _signedIn,
  }) => {
    await openAddressBook(page);
    await page.getByRole('button', { name: 'Add address' }).click();
    const form = page.getByRole('dialog', { name: 'Add address' });
    await typePin(form, '560034', 'Bengaluru, Karnataka');
    const locality = await findLocality(form, 'Kora');
    const options = form.getByRole('listbox', { name: 'Post offices' }).getByRole('option');
    await expect(options.first()).toContainText('Koramangala');
    await expect(options.first()).toContainText('Bengaluru, Karnataka · 560034');
    await expect(form.getByText(/post offices found, those of PIN 560034 first/)).toBeVisible();
    await screenshotsAtBothWidths(page, 'address-suggestions-by-pin');

    // The last suggestion is reachable and takes a real tap (nothing covers it).
    const last = options.last();
    const lastName = (await last.locator('span').first().textContent())!;
    const lastPlace = (await last.locator('span').last().textContent())!;
    const [district, , lastPin] = lastPlace.split(/, | · /);
    expect(lastPin).not.toBe('560034');
    await last.click();
    await expect(form.getByRole('listbox', { name: 'Post offices' })).toBeHidden();
    await expect(locality).toHaveValue(lastName);
    await expect(form.getByLabel('PIN code')).toHaveValue(lastPin!);

    // The change is said and the PIN field is marked with it.
    const note = form.getByRole('status').filter({ hasText: 'PIN changed from' });
    await expect(note).toContainText(`PIN changed from 560034 to ${lastPin} to match ${lastName}, ${district}.`);
    await expect(form.getByLabel('PIN code')).toHaveAccessibleDescription(
      new RegExp(`PIN changed from 560034 to ${lastPin}`),
    );
    await screenshotsAtBothWidths(page, 'address-pin-changed');
    await note.getByRole('button', { name: 'Undo' }).click();
    await expect(note).toBeHidden();
    await expect(form.getByLabel('PIN code')).toHaveValue('560034');
    await expect(form.getByLabel('City / District')).toHaveValue('Bengaluru');
    await expect(locality).toHaveValue('Kora');

    // A suggestion in the typed PIN changes nothing typed: no note.
    await locality.press('Enter');
    await options.first().click();
    await expect(locality).toHaveValue(/^Koramangala/);
    await expect(form.getByLabel('PIN code')).toHaveValue('560034');
    await expect(form.getByText('PIN changed from')).toHaveCount(0);
  });

  test('Escape with the list open closes only the list, wherever focus is; closing a filled form asks first, every way', async ({
    page,
    shopper: _signedIn,
  }) => {
    await openAddressBook(page);
    const add = page.getByRole('button', { name: 'Add address' });
    const form = page.getByRole('dialog', { name: 'Add address' });
    const question = form.getByRole('alertdialog', { name: 'Discard this address?' });

    // Untouched, it closes at once.
    await add.click();
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();

    await add.click();
    await form.getByLabel('Full name').fill('Asha Rao');
    await typePin(form, '560034', 'Bengaluru, Karnataka');
    const locality = await findLocality(form, 'Kora');
    const list = form.getByRole('listbox', { name: 'Post offices' });
    // Focus on the Find button, then on another field: Escape closes the list, nothing else.
    await form.getByRole('button', { name: 'Find' }).focus();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(form).toBeVisible();
    await expect(question).toHaveCount(0);
    await locality.press('Enter');
    await expect(list).toBeVisible();
    await form.getByLabel('Full name').focus();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(question).toHaveCount(0);
    await expect(form.getByLabel('Full name')).toHaveValue('Asha Rao');

    // Escape again (no list): asks. Keep editing keeps everything.
    await page.keyboard.press('Escape');
    await expect(question).toBeVisible();
    await expect(question.getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await screenshotsAtBothWidths(page, 'address-discard');
    await expectNoSeriousA11yViolations(page, { include: ['dialog[open]'], label: 'in the discard question' });
    // Escape while asking keeps editing too.
    await page.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await expect(form.getByLabel('Full name')).toHaveValue('Asha Rao');
    await expect(form.getByLabel('PIN code')).toHaveValue('560034');

    // The X asks.
    await form.getByRole('button', { name: 'Close' }).click();
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect(form.getByLabel('Full name')).toHaveValue('Asha Rao');
    // The backdrop asks.
    await page.mouse.click(3, 3);
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Keep editing' }).click();
    // Cancel asks; Discard closes, and the next form is empty.
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Discard' }).click();
    await expect(form).toBeHidden();
    await add.click();
    await expect(form.getByLabel('Full name')).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
  });

  test('Settings: Edit opens the form prefilled; the type, landmark and alternate phone are saved and shown', async ({
    page,
    request,
    shopper,
  }) => {
    await addAddress(request, shopper);
    await openAddressBook(page);
    const saved = page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem');
    await expect(saved).toHaveCount(1);
    await expect(saved.first()).toContainText('Home');

    await page.getByRole('button', { name: 'Edit: 21 Residency Road' }).click();
    const form = page.getByRole('dialog', { name: 'Edit address' });
    await expect(form.getByLabel('Full name')).toHaveValue('Asha Rao');
    await expect(form.getByLabel('PIN code')).toHaveValue('560001');
    await expect(form.getByRole('radio', { name: 'Home' })).toBeChecked();
    // An invalid alternate number says so, as the phone would.
    await form.getByLabel('Alternate mobile (optional)').fill('12345');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(form.getByText('Enter a valid 10-digit mobile number')).toBeVisible();
    await form.getByLabel('Alternate mobile (optional)').fill('91234 56789');
    await form.getByLabel('Landmark (optional)').fill('Opposite the metro station');
    await form.getByRole('radio', { name: 'Work' }).check();
    await form.getByLabel('House no., building, street').fill('22 Residency Road');
    await screenshotsAtBothWidths(page, 'address-edit-form');
    // Closing with changes asks with the edit's own words.
    await page.keyboard.press('Escape');
    await expect(form.getByRole('alertdialog', { name: 'Discard your changes?' })).toBeVisible();
    await form.getByRole('button', { name: 'Keep editing' }).click();
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(form).toBeHidden();
    await expect(page.locator('[data-toaster]').getByText('Address updated', { exact: true })).toBeVisible();

    await expect(saved).toHaveCount(1);
    for (const text of [
      '22 Residency Road',
      'Work',
      'Landmark: Opposite the metro station',
      'Bengaluru, Karnataka – 560001',
      `Phone: ${shopper.phone}, alternate 9123456789`,
    ]) {
      await expect(saved.first()).toContainText(text);
    }
    await screenshotsAtBothWidths(page, 'address-book-edited', { fullPage: true });
    // Stored, not just shown.
    await page.reload();
    await expect(saved.first()).toContainText('Landmark: Opposite the metro station');
  });

  test('checkout: Edit a saved address, which stays chosen; the payment step shows it in full with Change; the order page keeps it', async ({
    page,
    request,
    shopper,
  }) => {
    test.setTimeout(90_000);
    const item = await pricedVariant(request);
    await addLine(request, shopper, item);
    await addAddress(request, shopper, { name: 'Ravi Kumar', addressMain: '5 Lavelle Road' });
    await addAddress(request, shopper);
    await page.goto('/checkout/address');

    const office = page.getByRole('radio', { name: /21 Residency Road/ });
    await expect(page.getByRole('radio', { name: /5 Lavelle Road/ })).toBeChecked();
    await page.getByRole('button', { name: 'Edit: 21 Residency Road' }).click();
    const form = page.getByRole('dialog', { name: 'Edit address' });
    await expect(form.getByLabel('House no., building, street')).toHaveValue('21 Residency Road');
    await form.getByRole('radio', { name: 'Other' }).check();
    await form.getByLabel('Landmark (optional)').fill('Behind St. Mark’s Cathedral');
    await form.getByLabel('Alternate mobile (optional)').fill('9123456789');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(form).toBeHidden();
    await expect(office).toBeChecked();
    await expect(office).toHaveAccessibleName(/Other.*Landmark: Behind St\. Mark’s Cathedral/);
    await screenshotsAtBothWidths(page, 'checkout-addresses', { fullPage: true });

    await page.getByRole('link', { name: 'Select Address' }).click();
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    const deliverTo = page.getByRole('region', { name: 'Delivering to' });
    for (const text of [
      'Asha Rao',
      'Other',
      '21 Residency Road',
      'Shanthala Nagar',
      'Landmark: Behind St. Mark’s Cathedral',
      'Bengaluru, Karnataka – 560001',
      `Phone: ${shopper.phone}, alternate 9123456789`,
    ]) {
      await expect(deliverTo).toContainText(text);
    }
    await screenshotsAtBothWidths(page, 'checkout-payment-address', { fullPage: true });
    await deliverTo.getByRole('link', { name: 'Change address' }).click();
    await expect(page).toHaveURL(/\/checkout\/address$/);
    await expect(office).toBeChecked();
  });

  test('the order page shows the delivery address with its type, landmark and alternate phone', async ({
    page,
    request,
    shopper,
  }) => {
    const addressId = await addAddress(request, shopper, {
      addressType: 'Work',
      landmark: 'Near Cubbon Park',
      altPhone: '9123456789',
    });
    const orderId = await placeOrder(request, shopper, addressId);
    await page.goto(`/my-orders/${orderId}`);
    const panel = page.getByRole('region', { name: 'Delivery address' });
    for (const text of [
      'Asha Rao',
      'Work',
      '21 Residency Road',
      'Shanthala Nagar',
      'Landmark: Near Cubbon Park',
      'Bengaluru, Karnataka – 560001',
      `Phone: ${shopper.phone}, alternate 9123456789`,
    ]) {
      await expect(panel).toContainText(text);
    }
    await screenshotsAtBothWidths(page, 'order-delivery-address', { part: panel });
  });
});

test.describe('at 375px, editing the PIN', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a city and state the PIN is not in: the messages show beside City and State, and everything typed stays', async ({
    page,
    shopper,
  }) => {
    await openAddressBook(page);
    await page.getByRole('button', { name: 'Add address' }).click();
    const form = page.getByRole('dialog', { name: 'Add address' });
    await form.getByLabel('Full name').fill('Asha Rao');
    await form.getByLabel('Mobile number').fill(shopper.phone);
    await typePin(form, '560001', 'Bengaluru, Karnataka');
    await form.getByRole('combobox', { name: 'Locality' }).fill('Shanthala Nagar');
    await form.getByLabel('House no., building, street').fill('21 Residency Road');
    const city = form.getByLabel('City / District');
    const state = form.getByLabel('State');
    await city.fill('Kochi');
    await state.fill('Kerala');

    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(state).toHaveAccessibleDescription('PIN 560001 is in Karnataka');
    await expect(state).toHaveAttribute('aria-invalid', 'true');
    await expect(city).toHaveAccessibleDescription('PIN 560001 is in Bengaluru');
    await expect(form.getByRole('alert')).toBeVisible();
    await lookAt(page, 'address-place-mismatch-375');
    // Nothing typed is lost.
    await expect(form.getByLabel('Full name')).toHaveValue('Asha Rao');
    await expect(form.getByRole('combobox', { name: 'Locality' })).toHaveValue('Shanthala Nagar');
    await expect(form.getByLabel('House no., building, street')).toHaveValue('21 Residency Road');
    await expect(city).toHaveValue('Kochi');
    await expect(state).toHaveValue('Kerala');

    // Put right, it saves.
    await city.fill('Bengaluru');
    await state.fill('Karnataka');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem').first()).toContainText(
      'Bengaluru, Karnataka – 560001',
    );
  });

  test('Edit address: a Mumbai PIN clears the Bengaluru locality and brings its city and state, "Fort" offers Mumbai first; the saved address has no Koramangala', async ({
    page,
    request,
    shopper,
  }) => {
    await addAddress(request, shopper, { pinCode: '560034', locality: 'Koramangala', addressMain: '7 Hosur Road' });
    await openAddressBook(page);
    await page.getByRole('button', { name: 'Edit: 7 Hosur Road' }).click();
    const form = page.getByRole('dialog', { name: 'Edit address' });
    const locality = form.getByRole('combobox', { name: 'Locality' });
    await expect(locality).toHaveValue('Koramangala');

    const pin = form.getByLabel('PIN code');
    await pin.clear();
    await typePin(form, '400001', 'Mumbai, Maharashtra');
    await expect(locality).toHaveValue('');
    await expect(form.getByRole('status').filter({ hasText: 'Locality cleared' })).toHaveText(
      'Locality cleared: Koramangala is not in PIN 400001. Find your post office.',
    );
    await expect(form.getByLabel('City / District')).toHaveValue('Mumbai');
    await expect(form.getByLabel('State')).toHaveValue('Maharashtra');
    await lookAt(page, 'address-edit-pin-375');

    // Save waits for a locality (it looks disabled); the new PIN's post office fills it.
    await expect(form.getByRole('button', { name: 'Save address' })).toHaveAttribute('aria-disabled', 'true');
    await findLocality(form, 'Fort');
    // "Fort" with PIN 400001 offers Mumbai's post offices first.
    await expect(form.getByRole('option').first()).toContainText('Mumbai, Maharashtra · 400001');
    await form.getByRole('option').filter({ hasText: '400001' }).first().click();
    await expect(locality).not.toHaveValue('');
    await expect(form.getByText('Locality cleared')).toHaveCount(0);
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(form).toBeHidden();
    const saved = page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem').first();
    await expect(saved).toContainText('Mumbai, Maharashtra – 400001');
    await expect(saved).not.toContainText('Koramangala');
  });
});
