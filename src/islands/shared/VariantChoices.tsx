/**
 * The choices every buy box shows (product page and quick view): colour tiles, size chips and the quantity
 * stepper ("Out of stock!" in its place when the variant has no stock). Rules live in lib/rules/variants.
 */
import type { ReactNode } from 'react';
import { COLORS } from '../../lib/colors.ts';
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

type SizeProps = { sizes: string[]; selected: string; onChoose: (size: string) => void; /** e.g. the "Size chart" button */ aside?: ReactNode };

export function SizeChips({ sizes, selected, onChoose, aside }: SizeProps) {
  if (sizes.length === 0) return null;
  return (
    <fieldset className={styles.group}>
      <legend>
        Size: <strong>{selected}</strong>
      </legend>
      {aside && <div className={styles.aside}>{aside}</div>}
      <div className={styles.sizes}>
        {sizes.map((size) => (
          <button key={size} type="button" className={styles.size} aria-pressed={size === selected} onClick={() => onChoose(size)}>
            {size}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

type StepperProps = { quantity: number; stock: number; onStep: (delta: 1 | -1) => void };

/** Minus never goes below 0 (the rule is stepQuantity); with no stock the text replaces the stepper. */
export function QuantityStepper({ quantity, stock, onStep }: StepperProps) {
  if (stock <= 0) {
    return (
      <p className={styles.soldOut} role="status">
        Out of stock!
      </p>
    );
  }
  return (
    <div className={styles.stepper} role="group" aria-label="Quantity">
      <button type="button" aria-label="Decrease quantity" onClick={() => onStep(-1)}>
        −
      </button>
      <output aria-live="polite" aria-label="Quantity">
        {quantity}
      </output>
      <button type="button" aria-label="Increase quantity" onClick={() => onStep(1)}>
        +
      </button>
    </div>
  );
}
