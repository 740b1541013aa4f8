/**
 * The listing's filter form (stores-and-social §4 Filters): accordion sections of the options that exist, each
 * with a count. Real checkboxes (radio buttons for the one minimum discount) and number inputs, so it reads and
 * works as a form. Two uses, one markup:
 * - static (no `on`): the category, collection and offer pages render it at build time and their page script
 *   keeps it in step with the query string (src/scripts/listing-filters.ts reads the data attributes);
 * - live (`on` given): the search results island renders it from the API's facets and hears each choice.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { COLORS } from '../../lib/colors.ts';
import {
  ANY_DISCOUNT,
  activeFilterCount,
  categoryLabel,
  priceHint,
  type ListingOptions,
  type ListingState,
  type OptionCounts,
  type ValueFilter,
} from '../../lib/rules/listing.ts';
import styles from './FilterForm.module.scss';

export type FilterHandlers = {
  toggle: (filter: ValueFilter, value: string) => void;
  /** A discount step's value, or ANY_DISCOUNT. */
  discount: (value: string) => void;
  price: (min: number | null, max: number | null) => void;
  clear: () => void;
};

type Props = {
  options: ListingOptions;
  counts: OptionCounts;
  state: ListingState;
  /** Live use: each choice is told here, and the inputs follow `state`. */
  on?: FilterHandlers;
  /** How a value shows, per filter (categories by name by default; stores by name on the search page). */
  labels?: Partial<Record<ValueFilter, (value: string) => string>>;
  /** The form's own heading only for screen readers (a drawer with its own visible title). */
  hideHeading?: boolean;
};

type ListSection = { filter: ValueFilter; title: string; open: boolean };
const LIST_SECTIONS: ListSection[] = [
  { filter: 'materials', title: 'Material', open: false },
  { filter: 'style', title: 'Style', open: false },
  { filter: 'category', title: 'Category', open: false },
  { filter: 'store', title: 'Store', open: false },
];

function Section({
  filter,
  title,
  open,
  chosen,
  className,
  children,
}: {
  filter: string;
  title: string;
  open: boolean;
  chosen: number | null;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <details open={open} className={styles.section} data-section={filter}>
      <summary>
        {title}{' '}
        <span className={styles.chosen} data-chosen-for={filter}>
          {chosen ? String(chosen) : ''}
        </span>
      </summary>
      <fieldset className={className}>
        <legend className="visually-hidden">{title}</legend>
        {children}
      </fieldset>
    </details>
  );
}

const boundText = (value: number | null) => (value === null ? '' : String(value));
const readBound = (text: string) => {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};

export default function FilterForm({ options, counts, state, on, labels = {}, hideHeading }: Props) {
  const live = Boolean(on);
  const count = (filter: ValueFilter, value: string) => counts[filter][value] ?? 0;
  // Live: what the shopper types in the price fields, applied on Apply, Enter or leaving the field.
  const [min, setMin] = useState(boundText(state.min));
  const [max, setMax] = useState(boundText(state.max));
  useEffect(() => {
    setMin(boundText(state.min));
    setMax(boundText(state.max));
  }, [state.min, state.max]);

  const checkedProps = (checked: boolean, change: () => void) =>
    live ? { checked, onChange: change } : { defaultChecked: checked };
  const chosen = (filter: ValueFilter) => (live ? state[filter].length : null);
  const label = (filter: ValueFilter, value: string) =>
    labels[filter]?.(value) ?? (filter === 'category' ? categoryLabel(value) : value);
  const applyPrice = () => on?.price(readBound(min), readBound(max));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    applyPrice();
  };
  const priceProps = (value: string, set: (v: string) => void) =>
    live
      ? { value, onChange: (e: React.ChangeEvent<HTMLInputElement>) => set(e.target.value), onBlur: applyPrice }
      : {};
  const active = activeFilterCount(state);

  return (
    <form
      className={styles.filters}
      data-filters
      aria-labelledby="filters-heading"
      noValidate
      onSubmit={live ? submit : undefined}
    >
      <div className={styles.head} data-filters-head>
        <h2 id="filters-heading" className={hideHeading ? 'visually-hidden' : undefined}>
          Filters
        </h2>
        <button type="button" className={styles.clear} data-clear hidden={active === 0} onClick={on?.clear}>
          Clear all
        </button>
      </div>

      {options.color.length > 0 && (
        <Section filter="color" title="Color" open chosen={chosen('color')}>
          <ul className={styles.swatches}>
            {options.color.map((color) => (
              <li key={color}>
                <label className={styles['swatch-option']}>
                  <input
                    type="checkbox"
                    name="color"
                    value={color}
                    className={styles.cover}
                    disabled={count('color', color) === 0 && !state.color.includes(color)}
                    {...checkedProps(state.color.includes(color), () => on?.toggle('color', color))}
                  />
                  <span
                    className={styles.swatch}
                    style={{ '--swatch': COLORS[color] ?? '#cccccc' } as React.CSSProperties}
                    aria-hidden="true"
                  />
                  <span className={styles['option-name']}>{color}</span>
                  <span className={styles['option-count']} data-count-for={`color:${color}`}>
                    ({count('color', color)})
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {options.size.length > 0 && (
        <Section filter="size" title="Size" open chosen={chosen('size')}>
          <ul className={styles.pills}>
            {options.size.map((size) => (
              <li key={size}>
                <label className={styles['pill-option']}>
                  <input
                    type="checkbox"
                    name="size"
                    value={size}
                    className={styles.cover}
                    disabled={count('size', size) === 0 && !state.size.includes(size)}
                    {...checkedProps(state.size.includes(size), () => on?.toggle('size', size))}
                  />
                  <span className={styles.pill}>
                    {size}
                    <span className="visually-hidden">
                      {' '}
                      <span data-count-for={`size:${size}`}>({count('size', size)})</span>
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {options.price && (
        <Section
          filter="price"
          title="Price Range"
          open
          chosen={live ? Number(state.min !== null || state.max !== null) : null}
          className={styles.price}
        >
          <div className={styles.bounds}>
            <label>
              <span className={styles['bound-label']}>Min.</span>
              <span className={styles['rupee-input']}>
                <span aria-hidden="true">₹</span>
                <input
                  type="number"
                  name="min"
                  inputMode="numeric"
                  min="0"
                  step="1"
                  placeholder={String(options.price.min)}
                  {...priceProps(min, setMin)}
                />
              </span>
            </label>
            <span className={styles.dash} aria-hidden="true">
              –
            </span>
            <label>
              <span className={styles['bound-label']}>Max.</span>
              <span className={styles['rupee-input']}>
                <span aria-hidden="true">₹</span>
                <input
                  type="number"
                  name="max"
                  inputMode="numeric"
                  min="0"
                  step="1"
                  placeholder={String(options.price.max)}
                  {...priceProps(max, setMax)}
                />
              </span>
            </label>
            <button type="submit" className={styles.apply}>
              Apply
            </button>
          </div>
          <p className={styles.hint} data-price-hint>
            {priceHint(options.price)}
          </p>
        </Section>
      )}

      {options.discount.length > 0 && (
        <Section filter="discount" title="Discount" open chosen={live ? Number(state.discount !== null) : null}>
          {/* One minimum, so one choice: radio buttons, with "Any discount" to have none. */}
          <ul className={styles.checks}>
            <li>
              <label className={styles['check-option']}>
                <input
                  type="radio"
                  name="discount"
                  value={ANY_DISCOUNT}
                  {...checkedProps(state.discount === null, () => on?.discount(ANY_DISCOUNT))}
                />
                <span className={styles['option-name']}>Any discount</span>
              </label>
            </li>
            {options.discount.map((step) => (
              <li key={step}>
                <label className={styles['check-option']}>
                  <input
                    type="radio"
                    name="discount"
                    value={step}
                    disabled={(counts.discount[step] ?? 0) === 0 && state.discount !== step}
                    {...checkedProps(state.discount === step, () => on?.discount(String(step)))}
                  />
                  <span className={styles['option-name']}>{step}% and above</span>
                  <span className={styles['option-count']} data-count-for={`discount:${step}`}>
                    ({counts.discount[step] ?? 0})
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {LIST_SECTIONS.map(
        (section) =>
          options[section.filter].length > 0 && (
            <Section
              key={section.filter}
              filter={section.filter}
              title={section.title}
              open={section.open || (live && state[section.filter].length > 0)}
              chosen={chosen(section.filter)}
            >
              <ul className={styles.checks}>
                {options[section.filter].map((value) => (
                  <li key={value}>
                    <label className={styles['check-option']}>
                      <input
                        type="checkbox"
                        name={section.filter}
                        value={value}
                        disabled={count(section.filter, value) === 0 && !state[section.filter].includes(value)}
                        {...checkedProps(state[section.filter].includes(value), () =>
                          on?.toggle(section.filter, value),
                        )}
                      />
                      <span className={styles['option-name']}>{label(section.filter, value)}</span>
                      <span className={styles['option-count']} data-count-for={`${section.filter}:${value}`}>
                        ({count(section.filter, value)})
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </Section>
          ),
      )}
    </form>
  );
}
