/**
 * The locality box (shopper-core §5): Enter with 2 or more characters asks the postal service for post
 * offices by name and lists them (Name, District, State, Pincode). With a PIN already found, that PIN's
 * offices come first (ranked by the server). The list is an ARIA listbox driven from the box: arrows, Home
 * and End move, Enter chooses, Escape closes the list only (wherever focus is; the dialog around it stays).
 * A tap or click chooses too. Choosing fills locality, city, state and PIN (the form says what it changed).
 * The list sits in the form's flow, scrolling on its own past a few offices, so every one can be reached
 * and tapped inside the dialog's scroll area (a popover over the fields could fall outside it).
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { postOffices } from '../../../lib/api/account.ts';
import type { PostOffice } from '../../../lib/api/types.ts';
import { moveActive, type ListKey } from '../../../lib/rules/search.ts';
import { useWords } from '../words.tsx';
import { useSay } from '../useSay.ts';
import styles from './AddressForm.module.scss';
import IconSearch from '~icons/lucide/search.jsx';

export const LOCALITY_MIN_CHARS = 2;

type Props = {
  id: string;
  value: string;
  /** A PIN the lookup found (its offices are suggested first), or undefined. */
  pin?: string;
  invalid: boolean;
  errorId?: string;
  onChange: (value: string) => void;
  onChoose: (office: PostOffice) => void;
};

type Lookup =
  | { status: 'idle' }
  | { status: 'too-short' }
  | { status: 'loading'; text: string }
  | { status: 'failed'; message: string }
  | { status: 'succeeded'; text: string; pin?: string; offices: PostOffice[] };

type Words = typeof import('../words/AddressForm.en-IN.ts');

const LIST_KEYS = new Set<string>(['ArrowDown', 'ArrowUp', 'Home', 'End']);

export default function LocalityField({ id, value, pin, invalid, errorId, onChange, onChoose }: Props) {
  const t = useWords<Words>();
  const say = useSay();
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);
  const request = useRef<AbortController | null>(null);
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const offices = lookup.status === 'succeeded' ? lookup.offices : [];
  const open = offices.length > 0;

  useEffect(() => () => request.current?.abort(), []);

  // While the list is open, Escape closes it wherever focus is (the Find button, another field): taken
  // before anything else sees it, so the dialog neither closes nor asks about discarding.
  useEffect(() => {
    if (!open) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      event.stopPropagation();
      close();
    };
    window.addEventListener('keydown', onEscape, true);
    return () => window.removeEventListener('keydown', onEscape, true);
  }, [open]);

  // A list just opened is brought into the dialog's view, so its last office can be tapped without hunting.
  useEffect(() => {
    if (open) listRef.current?.scrollIntoView({ block: 'nearest' });
  }, [open]);

  // Keep the active option in view as the arrows move through a long list.
  useEffect(() => {
    if (active < 0) return;
    listRef.current?.querySelector(`#${CSS.escape(optionId(active))}`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  function search() {
    const text = value.trim();
    if (text.length < LOCALITY_MIN_CHARS) {
      setLookup({ status: 'too-short' });
      return;
    }
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setActive(-1);
    setLookup({ status: 'loading', text });
    postOffices(text, pin, controller.signal)
      .then((found) => {
        if (controller.signal.aborted) return;
        setLookup({ status: 'succeeded', text, pin, offices: found });
        setActive(found.length ? 0 : -1);
      })
      .catch((error: Error) => {
        if (controller.signal.aborted) return;
        console.error(error.message);
        setLookup({ status: 'failed', message: error.message });
      });
  }

  function choose(office: PostOffice) {
    onChoose(office);
    setLookup({ status: 'idle' });
    setActive(-1);
  }

  function close() {
    request.current?.abort();
    setLookup({ status: 'idle' });
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      // Enter looks up post offices (or chooses the active one); it never submits the form.
      event.preventDefault();
      if (open && active >= 0) choose(offices[active]!);
      else search();
      return;
    }
    if (event.key === 'Escape' && lookup.status !== 'idle') {
      // Closes the list (or the hint) only: the dialog around the form stays open.
      event.preventDefault();
      event.stopPropagation();
      close();
      return;
    }
    if (open && LIST_KEYS.has(event.key)) {
      event.preventDefault();
      setActive((current) => {
        const next = moveActive(current, offices.length, event.key as ListKey);
        return next < 0 ? (event.key === 'ArrowDown' ? 0 : offices.length - 1) : next;
      });
    }
  }

  const hint =
    lookup.status === 'too-short'
      ? t.common_address_locality_short({ count: LOCALITY_MIN_CHARS })
      : lookup.status === 'loading'
        ? t.common_address_offices_finding()
        : lookup.status === 'failed'
          ? `${say(lookup.message)} ${t.common_address_offices_failed()}`
          : lookup.status === 'succeeded'
            ? offices.length
              ? lookup.pin && offices[0]?.Pincode === lookup.pin
                ? t.common_address_offices_found_pin({ count: offices.length, pin: lookup.pin })
                : t.common_address_offices_found({ count: offices.length })
              : t.common_address_offices_none({ text: lookup.text })
            : t.common_address_offices_idle();

  return (
    <div className={styles.locality}>
      <div className={styles.localityRow}>
        <input
          id={id}
          name="locality"
          className={styles.input}
          value={value}
          autoComplete="address-line2"
          maxLength={120}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={[errorId, hintId].filter(Boolean).join(' ')}
          enterKeyHint="search"
          onChange={(event) => {
            onChange(event.target.value);
            if (lookup.status !== 'idle' && lookup.status !== 'loading') setLookup({ status: 'idle' });
          }}
          onKeyDown={onKeyDown}
        />
        <button type="button" className={styles.find} onClick={search}>
          <IconSearch size={18} />
          {t.common_address_find()}
        </button>
      </div>
      <p id={hintId} className={lookup.status === 'failed' ? styles.error : styles.hint} aria-live="polite">
        {hint}
      </p>
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={t.common_address_post_offices()}
        className={styles.suggestions}
        hidden={!open}
      >
        {offices.map((office, index) => (
          <li
            key={`${office.Pincode}-${office.Name}-${index}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            // Keep focus in the box, so the keyboard keeps working after a pointer pick.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(office)}
            onMouseMove={() => setActive(index)}
          >
            <span className={styles.optionName}>{office.Name}</span>
            <span className={styles.optionPlace}>
              {office.District}, {office.State} · {office.Pincode}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
