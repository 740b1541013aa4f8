/**
 * The choices every buy box shows (product page and quick view): colour tiles, size chips and the quantity
 * stepper ("Out of stock!" in its place when the variant has no stock). Rules live in lib/rules/variants.
 * Colour and size names are shown in the page's language (useCatalogName); what is chosen stays the catalog's name.
 */
import { useId, type ReactNode } from 'react';
import { COLORS } from '../../lib/colors.ts';
import { stepQuantity } from '../../lib/rules/variants.ts';
import { toast } from '../../stores/toasts.ts';
import { useWords } from './words.tsx';
import { marked } from './Marked.tsx';
import { useCatalogName } from './useCatalogName.ts';
import styles from './VariantChoices.module.scss';

type Words = typeof import('./words/VariantChoices.en-IN.ts');
const strong = (text: string) => <strong>{text}</strong>;

type ColourProps = { colors: string[]; selected: string; onChoose: (color: string) => void };

export function ColourTiles({ colors, selected, onChoose }: ColourProps) {
  const t = useWords<Words>();
  const named = useCatalogName();
  if (colors.length === 0) return null;
  return (
    <fieldset className={styles.group}>
      <legend>{marked(t.product_choice_colour.parts({ color: named('colour', selected) }), { value: strong })}</legend>
      <div className={styles.swatches}>
        {colors.map((color) => (
          <button
            key={color}
            type="button"
            className={styles.swatch}
            aria-pressed={color === selected}
            aria-label={named('colour', color)}
            title={named('colour', color)}
            style={{ ['--swatch' as string]: COLORS[color] ?? '#ccc' }}
            onClick={() => onChoose(color)}
          />
        ))}
      </div>
    </fieldset>
  );
}

type SizeProps = {
  sizes: string[];
  /** Sizes with no stock in the chosen colour: shown struck through, described as sold out. */
  soldOut?: string[];
  selected: string;
  onChoose: (size: string) => void;
  /** e.g. the "Size chart" button */
  aside?: ReactNode;
};

export function SizeChips({ sizes, soldOut = [], selected, onChoose, aside }: SizeProps) {
  const t = useWords<Words>();
  const named = useCatalogName();
  const soldOutNote = useId();
  if (sizes.length === 0) return null;
  return (
    <fieldset className={styles.group}>
      <legend>{marked(t.product_choice_size.parts({ size: named('size', selected) }), { value: strong })}</legend>
      {aside && <div className={styles.aside}>{aside}</div>}
      <div className={styles.sizes}>
        {sizes.map((size) => {
          const gone = soldOut.includes(size);
          return (
            <button
              key={size}
              type="button"
              className={`${styles.size} ${gone ? styles.sizeGone : ''}`}
              aria-pressed={size === selected}
              aria-describedby={gone ? soldOutNote : undefined}
              onClick={() => onChoose(size)}
            >
              {named('size', size)}
            </button>
          );
        })}
      </div>
      <span id={soldOutNote} hidden>
        {t.product_choice_sold_out()}
      </span>
    </fieldset>
  );
}

type StepperProps = {
  quantity: number;
  stock: number;
  onChange: (quantity: number) => void;
  /** DropTrack (stores-and-social §2.7): minus is there only while the quantity is above 0. */
  minusOnlyAboveZero?: boolean;
};

/**
 * Minus never goes below 0; plus stops at 5 and at the stock, with a warning (the rule is stepQuantity).
 * With no stock the text replaces the stepper.
 */
export function QuantityStepper({ quantity, stock, onChange, minusOnlyAboveZero = false }: StepperProps) {
  const t = useWords<Words>();
  // The warnings are the bag rules' English, as the cart store raises them too ("Max quantity is 5 for one
  // product.", "Only 3 left"): the toaster says them in the page's language.
  const onStep = (delta: 1 | -1) => {
    const next = stepQuantity(quantity, delta, stock);
    if (next.warning) toast.warning(next.warning);
    onChange(next.quantity);
  };
  if (stock <= 0) {
    return (
      <p className={styles.soldOut} role="status">
        {t.product_out_of_stock()}
      </p>
    );
  }
  return (
    <div className={styles.stepper} role="group" aria-label={t.product_quantity()}>
      {minusOnlyAboveZero && quantity <= 0 ? (
        // Holds the minus button's place so the stepper does not shift when it appears.
        <span className={styles.stepPlaceholder} aria-hidden="true" />
      ) : (
        <button type="button" aria-label={t.product_quantity_decrease()} onClick={() => onStep(-1)}>
          −
        </button>
      )}
      <output aria-live="polite" aria-label={t.product_quantity()}>
        {quantity}
      </output>
      <button type="button" aria-label={t.product_quantity_increase()} onClick={() => onStep(1)}>
        +
      </button>
    </div>
  );
}
