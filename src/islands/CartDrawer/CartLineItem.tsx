/**
 * One line of the bag (shopper-core §2, §3): image, name, description (plain text, two lines), colour, size,
 * selling price with the MRP struck when higher, a stepper and remove; plus what changed since it was added.
 */
import { useMemo, useState } from 'react';
import Price from '../../components/Price.tsx';
import { lineNotes, type DrawerLine } from '../../lib/rules/cart.ts';
import { imageFallbacks } from '../../lib/images.ts';
import { productPath } from '../../lib/paths.ts';
import { overlay } from '../../stores/overlay.ts';
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

type Props = { line: DrawerLine; onStep: (delta: 1 | -1) => void; onRemove: () => void };

export default function CartLineItem({ line, onStep, onRemove }: Props) {
  const description = useMemo(() => textOf(line.description), [line.description]);
  const notes = lineNotes(line);
  const href = line.sellerId ? productPath(line.sellerId, line.productId, line.variantId) : null;
  const variant = [line.color && `Colour: ${line.color}`, line.size && `Size: ${line.size}`].filter(Boolean);
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
          <div className={styles.stepper} role="group" aria-label="Quantity">
            <button type="button" aria-label="Decrease quantity" onClick={() => onStep(-1)}>
              <IconMinus size={14} strokeWidth={2.2} />
            </button>
            <output aria-live="polite" aria-label="Quantity">
              {line.quantity}
            </output>
            <button type="button" aria-label="Increase quantity" onClick={() => onStep(1)}>
              <IconPlus size={14} strokeWidth={2.2} />
            </button>
          </div>
          <button type="button" className={styles.textButton} aria-label={`Remove ${line.name}`} onClick={onRemove}>
            Remove
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
