/**
 * One line of the bag (shopper-core §2, §3): image, name, description (plain text, two lines), colour, size,
 * selling price with the MRP struck when higher, a stepper and remove; plus what changed since it was added.
 */
import { useMemo, useState } from 'react';
import Price from '../../components/Price.tsx';
import { lineChanges, type DrawerLine, type LineChange } from '../../lib/rules/cart.ts';
import { imageFallbacks } from '../../lib/images.ts';
import { productPath } from '../../lib/paths.ts';
import { localisedPath } from '../../lib/i18n/locale-paths.ts';
import { formatMoney } from '../../lib/i18n/money.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { overlay } from '../../stores/overlay.ts';
import { useLocale, useWords, type Relaxed } from '../shared/words.tsx';
import { useCatalogName } from '../shared/useCatalogName.ts';
import styles from './CartDrawer.module.scss';
import IconMinus from '~icons/lucide/minus.jsx';
import IconPlus from '~icons/lucide/plus.jsx';

/** The text of seller HTML, read in an inert document (nothing in it runs or loads). */
export function textOf(html: string): string {
  if (!html.includes('<') && !html.includes('&')) return html;
  // Blocks stay apart ("day. Taffeta"), as the build's htmlToText keeps them.
  const spaced = html.replace(/<\/(?:p|li|h[1-6]|td|th|tr|div)>|<br\s*\/?>/gi, '$& ');
  return (new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

type Words = typeof import('../shared/words/CartLineItem.en-IN.ts');

/** What changed since the line was added, in the page's language (lib/rules/cart.ts decides what). */
function noteOf(t: Relaxed<Words>, locale: Locale, change: LineChange): string {
  if (change.kind === 'sold-out') return t.bag_sold_out_remove();
  if (change.kind === 'fewer') return t.bag_fewer_left({ count: change.left });
  const prices = { from: formatMoney(change.from, locale), to: formatMoney(change.to, locale) };
  return change.way === 'dropped' ? t.bag_price_dropped(prices) : t.bag_price_went_up(prices);
}

type Props = { line: DrawerLine; onStep: (delta: 1 | -1) => void; onRemove: () => void };

export default function CartLineItem({ line, onStep, onRemove }: Props) {
  const t = useWords<Words>();
  const locale = useLocale();
  const description = useMemo(() => textOf(line.description), [line.description]);
  const notes = lineChanges(line).map((change) => noteOf(t, locale, change));
  const href = line.sellerId ? localisedPath(productPath(line.sellerId, line.productId, line.variantId), locale) : null;
  // Colour and size names in the page's language (as the catalog has them on English pages).
  const named = useCatalogName();
  const variant = [
    line.color && t.bag_line_colour({ color: named('colour', line.color) }),
    line.size && t.bag_line_size({ size: named('size', line.size) }),
  ].filter(Boolean);
  return (
    <li className={styles.line} aria-label={line.name}>
      <div className={styles.thumb}>{line.image ? <Thumbnail key={line.image} image={line.image} /> : null}</div>
      <div className={styles.lineBody}>
        <p className={styles.lineName}>
          {href ? (
            <a href={href} onClick={() => overlay.close()}>
              {line.name}
            </a>
          ) : (
            line.name
          )}
        </p>
        {description && <p className={styles.description}>{description}</p>}
        {variant.length > 0 && <p className={styles.variant}>{variant.join(' · ')}</p>}
        <Price sellingPrice={line.price} mrp={line.mrp} />
        {notes.map((note) => (
          <p key={note} className={styles.note}>
            {note}
          </p>
        ))}
        <div className={styles.lineActions}>
          <div className={styles.stepper} role="group" aria-label={t.bag_quantity()}>
            <button type="button" aria-label={t.bag_quantity_decrease()} onClick={() => onStep(-1)}>
              <IconMinus size={14} strokeWidth={2.2} />
            </button>
            <output aria-live="polite" aria-label={t.bag_quantity()}>
              {line.quantity}
            </output>
            <button type="button" aria-label={t.bag_quantity_increase()} onClick={() => onStep(1)}>
              <IconPlus size={14} strokeWidth={2.2} />
            </button>
          </div>
          <button
            type="button"
            className={styles.textButton}
            aria-label={t.bag_remove_label({ name: line.name })}
            onClick={onRemove}
          >
            {t.bag_remove()}
          </button>
        </div>
      </div>
    </li>
  );
}

/** The line's picture; one that fails to load (offline, never fetched at this width) tries the other widths. */
function Thumbnail({ image }: { image: string }) {
  const urls = useMemo(() => imageFallbacks(image, 320), [image]);
  const [attempt, setAttempt] = useState(0);
  return (
    <img
      key={urls[attempt]}
      src={urls[attempt]}
      alt=""
      width={88}
      height={110}
      loading="lazy"
      decoding="async"
      onError={() => setAttempt((n) => Math.min(n + 1, urls.length - 1))}
    />
  );
}
