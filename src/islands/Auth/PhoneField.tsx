/**
 * The mobile number field of login and signup: a fixed +91 prefix with India's flag and the note that only
 * Indian mobile numbers are accepted (the project's India-only decision, docs/decisions/accounts.md), then the number.
 */
import type { Ref } from 'react';
import { useWords } from '../shared/words.tsx';
import { useSay } from '../shared/useSay.ts';
import styles from './Auth.module.scss';

type Words = typeof import('./PhoneField.words.en-IN.ts');

type Props = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** A rule's or the server's message, in the spec's English: shown in the page's language. */
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
  label?: string;
  disabled?: boolean;
};

export default function PhoneField({ id, value, onChange, error, inputRef, label, disabled }: Props) {
  const t = useWords<Words>();
  const say = useSay();
  const noteId = `${id}-note`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label ?? t.auth_mobile_number()}
      </label>
      <div className={[styles.phoneBox, error ? styles.invalid : ''].join(' ')}>
        <span className={styles.prefix} aria-hidden="true">
          <IndiaFlag />
          +91
        </span>
        <input
          ref={inputRef}
          id={id}
          name="phone"
          // The number without +91 (the prefix is fixed beside it): HTML allows tel-national on a text input, not
          // on type="tel"; inputMode still brings up the digit keypad.
          type="text"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="98765 43210"
          maxLength={14}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${noteId}` : noteId}
        />
      </div>
      <p className={styles.note} id={noteId}>
        {t.auth_phone_note()}
      </p>
      {error && (
        <p className={styles.error} id={errorId} role="alert">
          {say(error)}
        </p>
      )}
    </div>
  );
}

/** India's flag, drawn (emoji flags do not show on every system). */
function IndiaFlag() {
  return (
    <svg className={styles.flag} width="22" height="15" viewBox="0 0 30 20">
      <rect width="30" height="20" rx="2" fill="#fff" />
      <path d="M0 2a2 2 0 0 1 2-2h26a2 2 0 0 1 2 2v4.67H0z" fill="#ff9933" />
      <path d="M0 13.33h30V18a2 2 0 0 1-2 2H2a2 2 0 0 1-2-2z" fill="#138808" />
      <circle cx="15" cy="10" r="2.6" fill="none" stroke="#000080" strokeWidth="0.8" />
      <circle cx="15" cy="10" r="0.6" fill="#000080" />
      <rect
        width="29.5"
        height="19.5"
        x="0.25"
        y="0.25"
        rx="1.9"
        fill="none"
        stroke="rgba(0,0,0,0.12)"
        strokeWidth="0.5"
      />
    </svg>
  );
}
