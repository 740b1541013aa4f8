/**
 * The offline page's list: what the shopper viewed recently on this device (newest first), each product's
 * kept price shown as "Last known price ₹… · seen …". Built with the DOM (names are shop data: textContent only).
 */
import { lastKnownPriceLabel, seenLabel, type Viewed } from '../lib/rules/recently-viewed.ts';
import { $recentlyViewed } from '../stores/recently-viewed.ts';

function row(entry: Viewed): HTMLLIElement {
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
    detail.textContent = lastKnownPriceLabel(entry.price, entry.seenAt);
  } else {
    detail.className = 'kind';
    detail.textContent = `Store · ${seenLabel(entry.seenAt)}`;
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
  list.replaceChildren(...entries.map(row));
  list.hidden = entries.length === 0;
  empty.hidden = entries.length > 0;
  document.querySelector('[data-offline-retry]')?.addEventListener('click', () => location.reload());
}
