/**
 * The listing's filter form (stores-and-social §4 Filters): accordion sections of the options that exist, each
 * with a count. Real checkboxes (radio buttons for the one minimum discount) and number inputs, so it reads and
 * works as a form, in the page's language (src/islands/shared/words/FilterForm.<locale>.ts). Two uses, one markup:
 * - static (no `on`): the category, collection and offer pages render it at build time (FilterForm.astro: in the
 *   page's words) and their page script
 *   keeps it in step with the query string (src/scripts/listing-filters.ts reads the data attributes);
 * - live (`on` given): the search results island renders it from the API's facets and hears each choice.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { COLORS } from '../../lib/colors.ts';
import {
  ANY_DISCOUNT,
  activeFilterCount,
  categoryLabel,
  FILTER_NAME_KINDS,
  type ListingOptions,
  type ListingState,
  type OptionCounts,
  type ValueFilter,
} from '../../lib/rules/listing.ts';
import { formatMoney } from '../../lib/i18n/money.ts';
import { useLocale, useWords, type Relaxed } from '../../islands/shared/words.tsx';
import { useCatalogName } from '../../islands/shared/useCatalogName.ts';
import styles from './FilterForm.module.scss';

type Words = typeof import('../../islands/shared/words/FilterForm.en-IN.ts');

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

type ListSection = { filter: ValueFilter; title: (t: Relaxed<Words>) => string; open: boolean };
const LIST_SECTIONS: ListSection[] = [
  { filter: 'materials', title: (t) => t.common_filter_material(), open: false },
  { filter: 'style', title: (t) => t.common_filter_style(), open: false },
  { filter: 'category', title: (t) => t.common_filter_category(), open: false },
  { filter: 'store', title: (t) => t.common_filter_store(), open: false },
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
  const t = useWords<Words>();
  const locale = useLocale();
  const named = useCatalogName();
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
  // Catalog names in the page's language; a store's name (and any name the catalog does not know) as it came.
  const label = (filter: ValueFilter, value: string) => {
    const kind = FILTER_NAME_KINDS[filter];
    const name = filter === 'category' ? categoryLabel(value) : value;
    return labels[filter]?.(value) ?? (kind ? named(kind, name) : name);
  };
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
          {t.common_filter_heading()}
        </h2>
        <button type="button" className={styles.clear} data-clear hidden={active === 0} onClick={on?.clear}>
          {t.common_filter_clear_all()}
        </button>
      </div>

      {options.color.length > 0 && (
        <Section filter="color" title={t.common_filter_color()} open chosen={chosen('color')}>
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
                  <span className={styles['option-name']}>{named('colour', color)}</span>
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
        <Section filter="size" title={t.common_filter_size()} open chosen={chosen('size')}>
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
                    {named('size', size)}
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
          title={t.common_filter_price()}
          open
          chosen={live ? Number(state.min !== null || state.max !== null) : null}
          className={styles.price}
        >
          <div className={styles.bounds}>
            <label>
              <span className={styles['bound-label']}>{t.common_filter_min()}</span>
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
              <span className={styles['bound-label']}>{t.common_filter_max()}</span>
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
              {t.common_filter_apply()}
            </button>
          </div>
          <p className={styles.hint} data-price-hint>
            {t.common_filter_price_hint({
              min: formatMoney(options.price.min, locale),
              max: formatMoney(options.price.max, locale),
            })}
          </p>
        </Section>
      )}

      {options.discount.length > 0 && (
        <Section
          filter="discount"
          title={t.common_filter_discount()}
          open
          chosen={live ? Number(state.discount !== null) : null}
        >
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
                <span className={styles['option-name']}>{t.common_filter_any_discount()}</span>
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
                  <span className={styles['option-name']}>{t.common_filter_discount_step({ percent: step })}</span>
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
              title={section.title(t)}
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
