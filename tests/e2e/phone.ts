/** What the phone tests share: a 375px touch phone, toasts as a shopper sees them, held calls. */
import { expect, type Locator, type Page } from '@playwright/test';

/** A 375px phone: touch, no hover (the quick view's button always shows), taps. */
export const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } as const;

/** A toast by its exact text. */
export const toastWith = (page: Page, text: string) =>
  page.locator('[data-toaster]').getByText(text, { exact: true }).locator('xpath=ancestor::*[@data-toast][1]');

/**
 * The toast is what a finger would meet at its centre: drawn above any open dialog and not inert. (Toasts let
 * taps through to what is under them, so for the check they take them for a moment.)
 */
export async function expectOnTop(target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  const onTop = await target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const style = document.createElement('style');
    style.textContent = '.toaster, .toaster * { pointer-events: auto !important; }';
    document.head.append(style);
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    style.remove();
    return el.contains(hit);
  });
  expect(onTop, 'the toast is drawn above everything else on the screen').toBe(true);
}

/**
 * The toast is on top (as expectOnTop) and covers none of `controls`, measured in one step in the page: a toast
 * lives 3 s, which a loaded machine can spend between separate measurements. Polled briefly, since the toaster
 * moves a toast when what it would cover appears.
 */
export async function expectToastClear(toast: Locator, controls: Locator[]): Promise<void> {
  const others = await Promise.all(controls.map((control) => control.elementHandle()));
  await expect(toast).toBeVisible();
  await expect
    .poll(
      () =>
        toast.evaluate(
          (el, others) => {
            const box = el.getBoundingClientRect();
            const style = document.createElement('style');
            style.textContent = '.toaster, .toaster * { pointer-events: auto !important; }';
            document.head.append(style);
            const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            style.remove();
            if (!el.contains(hit)) return 'under something else';
            const covered = others.filter((other) => {
              const o = other!.getBoundingClientRect();
              return box.left < o.right && o.left < box.right && box.top < o.bottom && o.top < box.bottom;
            });
            return covered.length ? `covers ${covered.map((o) => o!.outerHTML.slice(0, 80)).join(', ')}` : 'clear';
          },
          others,
          { timeout: 1000 },
        ),
      { timeout: 2000, message: 'the toast is on top and clear of the controls' },
    )
    .toBe('clear');
}

/** Two things on screen do not overlap (a toast and the control the shopper is using). */
export async function expectApart(a: Locator, b: Locator): Promise<void> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  expect(x && y, 'both are on screen').toBeTruthy();
  const overlap =
    x!.x < y!.x + y!.width && y!.x < x!.x + x!.width && x!.y < y!.y + y!.height && y!.y < x!.y + x!.height;
  expect(overlap, `${JSON.stringify(x)} overlaps ${JSON.stringify(y)}`).toBe(false);
}

/**
 * Holds the calls matching `url` and `method` until released (a slow network, without a fixed wait):
 * `arrived` resolves when the first one is held.
 */
export async function holdCalls(page: Page, url: string | RegExp, method: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(url, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    arrive();
    await held;
    await route.fallback();
  });
  return { arrived, release };
}

/** An island that renders the buy box has hydrated (so a tap is handled at once, even offline). */
export async function buyBoxReady(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr] [data-buy-box-controls]')).toHaveCount(0);
}

/** The buy box's labels on a price that is not live: the time as a shopper reads it, matched, never computed. */
export const PRICE_NOT_CHECKED =
  /^Price as of [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M: couldn't check the live price$/;
export const PRICE_LAST_KNOWN =
  /^Last known price, as of [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M: you're offline$/;
