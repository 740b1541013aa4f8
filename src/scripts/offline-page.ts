/**
 * The offline page's list: what the shopper viewed recently on this device (newest first), each product's
 * kept price shown as "Last known price ₹… · seen …". Built with the DOM (names are shop data: textContent only).
 * The words are the page's, on the list (data-last-known, data-seen, data-store, in the page's language).
 */
import type { Viewed } from '../lib/rules/recently-viewed.ts';
import { $recentlyViewed } from '../stores/recently-viewed.ts';
import { localeOfPath } from '../lib/i18n/locale-paths.ts';
import { formatMoney } from '../lib/i18n/money.ts';
import { formatDay } from '../lib/i18n/dates.ts';

type Words = { lastKnown: string; seen: string; store: string };

function row(entry: Viewed, words: Words): HTMLLIElement {
  const locale = localeOfPath(location.pathname);
  const seen = (at: number) => words.seen.replace('{date}', formatDay(at, locale));
  const li = document.createElement('li');
  const thumb = document.createElement('div');
  thumb.className = 'thumb';
  if (entry.image) {
    const img = document.createElement('img');
    img.src = entry.image;
    img.alt = '';
    img.loading = 'lazy';
    // An image not kept on the device leaves the empty thumbnail, not a broken-image icon.
    img.addEventListener('error', () => img.remove());
    thumb.append(img);
  }
  const text = document.createElement('div');
  const link = document.createElement('a');
  link.href = entry.url;
  link.textContent = entry.name;
  const detail = document.createElement('p');
  if (entry.kind === 'product' && entry.price !== null) {
    detail.className = 'known';
    const price = words.lastKnown.replace('{price}', formatMoney(entry.price, locale));
    detail.textContent = `${price} · ${seen(entry.seenAt)}`;
  } else {
    detail.className = 'kind';
    detail.textContent = `${words.store} · ${seen(entry.seenAt)}`;
  }
  text.append(link, detail);
  li.append(thumb, text);
  return li;
}

export function initOfflinePage(): void {
  const list = document.querySelector<HTMLUListElement>('[data-viewed-list]');
  const empty = document.querySelector<HTMLElement>('[data-viewed-empty]');
  if (!list || !empty) return;
  const entries = $recentlyViewed.get();
  const words = {
    lastKnown: list.dataset.lastKnown ?? '',
    seen: list.dataset.seen ?? '',
    store: list.dataset.store ?? '',
  };
  list.replaceChildren(...entries.map((entry) => row(entry, words)));
  list.hidden = entries.length === 0;
  empty.hidden = entries.length > 0;
  document.querySelector('[data-offline-retry]')?.addEventListener('click', () => location.reload());
}
