/**
 * The choices every buy box shows (product page and quick view): colour tiles, size chips and the quantity
 * stepper ("Out of stock!" in its place when the variant has no stock). Rules live in lib/rules/variants.
 */
import { useId, type ReactNode } from 'react';
import { COLORS } from '../../lib/colors.ts';
import { stepQuantity } from '../../lib/rules/variants.ts';
import { toast } from '../../stores/toasts.ts';
import styles from './VariantChoices.module.scss';

type ColourProps = { colors: string[]; selected: string; onChoose: (color: string) => void };

export function ColourTiles({ colors, selected, onChoose }: ColourProps) {
  if (colors.length === 0) return null;
  return (
    <fieldset className={styles.group}>
      <legend>
        Colour: <strong>{selected}</strong>
      </legend>
      <div className={styles.swatches}>
        {colors.map((color) => (
          <button
            key={color}
            type="button"
            className={styles.swatch}
            aria-pressed={color === selected}
            aria-label={color}
            title={color}
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
  const soldOutNote = useId();
  if (sizes.length === 0) return null;
  return (
    <fieldset className={styles.group}>
      <legend>
        Size: <strong>{selected}</strong>
      </legend>
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
              {size}
            </button>
          );
        })}
      </div>
      <span id={soldOutNote} hidden>
        Sold out
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
  const onStep = (delta: 1 | -1) => {
    const next = stepQuantity(quantity, delta, stock);
    if (next.warning) toast.warning(next.warning);
    onChange(next.quantity);
  };
  if (stock <= 0) {
    return (
      <p className={styles.soldOut} role="status">
        Out of stock!
      </p>
    );
  }
  return (
    <div className={styles.stepper} role="group" aria-label="Quantity">
      {minusOnlyAboveZero && quantity <= 0 ? (
        // Holds the minus button's place so the stepper does not shift when it appears.
        <span className={styles.stepPlaceholder} aria-hidden="true" />
      ) : (
        <button type="button" aria-label="Decrease quantity" onClick={() => onStep(-1)}>
          −
        </button>
      )}
      <output aria-live="polite" aria-label="Quantity">
        {quantity}
      </output>
      <button type="button" aria-label="Increase quantity" onClick={() => onStep(1)}>
        +
      </button>
    </div>
  );
}
