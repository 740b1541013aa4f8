/**
 * exchange-size and exchange-color (stores-and-social §4; the spec's screens are placeholders, these are
 * ours): the same product's other sizes in the ordered colour, or other colours in the ordered size, that
 * have stock for the line, read live from GET product/{id}. "Place Exchange Order" hands the chosen variant
 * to the return flow, which submits the return with it. A colour is shown as it looks: its swatch and the
 * variant's own picture beside the name.
 */
import { Fragment, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { getProduct } from '../../lib/api/index.ts';
import { COLORS } from '../../lib/colors.ts';
import { imageUrl } from '../../lib/images.ts';
import type { OrderLine } from '../../lib/api/orders.ts';
import { exchangeChoices, type ExchangeCandidate, type ExchangeKind } from '../../lib/rules/exchange.ts';
import { $overlay } from '../../stores/overlay.ts';
import Dialog from '../shared/Dialog.tsx';
import { useCatalogName } from '../shared/useCatalogName.ts';
import { Guarded, type DiscardGuard } from '../shared/DiscardQuestion.tsx';
import LoadState from '../shared/LoadState.tsx';
import { useLoad } from '../shared/useLoad.ts';
import base from './OrderDetail.module.scss';
import { markupSegments } from '../../lib/i18n/markup.ts';
import { useWords } from '../shared/words.tsx';
import { useSay } from '../shared/useSay.ts';
import styles from './ReturnFlow.module.scss';

export const EXCHANGE_TYPES: Record<ExchangeKind, string> = { size: 'exchange-size', color: 'exchange-color' };

type Props = {
  kind: ExchangeKind;
  lines: OrderLine[];
  sending: boolean;
  error: string;
  onBack: () => void;
  onPlace: (exchange: { lineId: string; variantId: string }) => void;
  /** The return flow's question before what was chosen and added is lost. */
  guard: DiscardGuard;
};

type Words = typeof import('./OrderDetail.words.en-IN.ts');

/** A variant to exchange to, with its first picture (the product's when the variant has none of its own). */
type Choice = ExchangeCandidate & { image: string | null };

export default function ExchangePicker({ kind, lines, sending, error, onBack, onPlace, guard }: Props) {
  const t = useWords<Words>();
  const named = useCatalogName();
  const say = useSay();
  const type = EXCHANGE_TYPES[kind];
  const open = useStore($overlay).type === type;
  const [lineId, setLineId] = useState(lines[0]?.id ?? '');
  const [variantId, setVariantId] = useState<string | null>(null);
  const line = lines.find((l) => l.id === lineId) ?? lines[0];
  const productId = open ? line?.productId : undefined;

  // Stock is read fresh each time the modal opens, or the item changes.
  const { state: candidates, retry } = useLoad<Choice[]>(
    productId
      ? async () => {
          const { product, varient } = await getProduct(productId);
          return varient.map((v) => ({
            variantId: v.id,
            color: v.VarientColor,
            size: v.VarientSize,
            stock: v.VarientQuantity,
            price: v.VarientPrice,
            image: v.VarientImgUrl[0] ?? product.productImgUrls[0] ?? null,
          }));
        }
      : null,
    [productId],
  );
  useEffect(() => {
    if (productId) setVariantId(null);
  }, [productId]);

  const title = kind === 'size' ? t.orders_option_exchange_size() : t.orders_option_exchange_colour();

  return (
    <Dialog type={type} title={title} className={base.modal} onCloseRequest={guard.mayClose}>
      <Guarded guard={guard}>
        {lines.length > 1 && (
          <fieldset className={base.reasons}>
            <legend className={base.legend}>{t.orders_which_item()}</legend>
            {lines.map((l) => (
              <label key={l.id} className={`${base.reason} ${l.id === lineId ? base.reasonChosen : ''}`}>
                <input
                  type="radio"
                  name={`${type}-line`}
                  value={l.id}
                  checked={l.id === lineId}
                  onChange={() => setLineId(l.id)}
                />
                {l.productName} · {[l.color, l.size].filter(Boolean).join(', ')}
              </label>
            ))}
          </fieldset>
        )}
        {line && (
          <p className={base.modalText}>
            {markupSegments(
              (kind === 'size'
                ? line.color
                  ? t.orders_you_ordered_size_colour
                  : t.orders_you_ordered_size
                : line.size
                  ? t.orders_you_ordered_colour_size
                  : t.orders_you_ordered_colour
              ).parts({
                name: line.productName,
                size: line.size || t.orders_one_size(),
                colour: line.color || t.orders_its_colour(),
              }),
            ).map((segment, i) =>
              segment.tag ? <strong key={i}>{segment.text}</strong> : <Fragment key={i}>{segment.text}</Fragment>,
            )}
          </p>
        )}
        <LoadState
          state={candidates}
          what={kind === 'size' ? t.orders_loading_sizes() : t.orders_loading_colours()}
          onRetry={retry}
        >
          {(all) => {
            const choices = line ? exchangeChoices(all, line, kind) : [];
            if (!choices.length)
              return (
                <p className={styles.empty}>
                  {kind === 'size' ? t.orders_no_other_size() : t.orders_no_other_colour()}
                </p>
              );
            return (
              <fieldset className={kind === 'color' ? styles.colourChoices : styles.choices}>
                <legend className={base.legend}>{kind === 'size' ? t.orders_new_size() : t.orders_new_colour()}</legend>
                {choices.map((c) => (
                  <label
                    key={c.variantId}
                    className={`${kind === 'color' ? styles.colourChoice : styles.choice} ${variantId === c.variantId ? styles.choiceChosen : ''}`}
                  >
                    {kind === 'color' && c.image && (
                      <img
                        className={styles.choicePicture}
                        src={imageUrl(c.image, 320)}
                        alt={t.orders_product_in_colour({
                          name: line?.productName ?? '',
                          colour: named('colour', c.color),
                        })}
                        width="80"
                        height="100"
                        loading="lazy"
                      />
                    )}
                    <span className={styles.choiceName}>
                      <input
                        type="radio"
                        name={`${type}-variant`}
                        value={c.variantId}
                        checked={variantId === c.variantId}
                        onChange={() => setVariantId(c.variantId)}
                        // Named by the colour (or size) alone, not by the picture's description too.
                        aria-label={kind === 'size' ? named('size', c.size) : named('colour', c.color)}
                      />
                      {kind === 'color' && (
                        <span
                          className={styles.swatch}
                          data-swatch={c.color}
                          aria-hidden="true"
                          style={{ ['--swatch' as string]: COLORS[c.color] ?? 'transparent' }}
                        />
                      )}
                      {kind === 'size' ? named('size', c.size) : named('colour', c.color)}
                    </span>
                  </label>
                ))}
              </fieldset>
            );
          }}
        </LoadState>
        <p className={base.note}>{t.orders_exchange_note()}</p>
        {error && (
          <p className={base.error} role="alert">
            {say(error)}
          </p>
        )}
        <div className={styles.pickerActions}>
          <button type="button" className={base.secondary} onClick={onBack}>
            {t.orders_back()}
          </button>
          <button
            type="button"
            className={base.primary}
            disabled={!variantId || !line || sending}
            aria-busy={sending || undefined}
            onClick={() => line && variantId && onPlace({ lineId: line.id, variantId })}
          >
            {sending ? t.orders_placing() : t.orders_place_exchange_order()}
          </button>
        </div>
      </Guarded>
    </Dialog>
  );
}
