/**
 * The locality box (shopper-core §5): Enter with 2 or more characters asks the postal service for post
 * offices by name and lists them (Name, District, State, Pincode; about 11rem high). The list is an ARIA
 * listbox driven from the box: arrows, Home and End move, Enter chooses, Escape closes the list (not the
 * dialog around it). A tap or click chooses too. Choosing fills locality, city, state and PIN.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { postOffices } from '../../../lib/api/account.ts';
import type { PostOffice } from '../../../lib/api/types.ts';
import { moveActive, type ListKey } from '../../../lib/rules/search.ts';
import styles from './AddressForm.module.scss';

export const LOCALITY_MIN_CHARS = 2;

type Props = {
  id: string;
  value: string;
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
  | { status: 'succeeded'; text: string; offices: PostOffice[] };

const LIST_KEYS = new Set<string>(['ArrowDown', 'ArrowUp', 'Home', 'End']);

export default function LocalityField({ id, value, invalid, errorId, onChange, onChoose }: Props) {
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
    postOffices(text, controller.signal)
      .then((found) => {
        if (controller.signal.aborted) return;
        setLookup({ status: 'succeeded', text, offices: found });
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
    if (event.key === 'Escape' && (open || lookup.status !== 'idle')) {
      // Closes the list only: the dialog around the form stays open.
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
      ? `Type at least ${LOCALITY_MIN_CHARS} letters of your locality, then press Enter.`
      : lookup.status === 'loading'
        ? 'Finding post offices…'
        : lookup.status === 'failed'
          ? `${lookup.message} Type your locality, city and state.`
          : lookup.status === 'succeeded'
            ? offices.length
              ? `${offices.length} post office${offices.length === 1 ? '' : 's'} found. Use the arrow keys and Enter, or tap one.`
              : `No post office matches “${lookup.text}”. Check the spelling or type your city and state.`
            : 'Press Enter (or Find) to pick your post office: it fills the city, state and PIN.';

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
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </svg>
          Find
        </button>
      </div>
      <p id={hintId} className={lookup.status === 'failed' ? styles.error : styles.hint} aria-live="polite">
        {hint}
      </p>
      <ul ref={listRef} id={listId} role="listbox" aria-label="Post offices" className={styles.suggestions} hidden={!open}>
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
