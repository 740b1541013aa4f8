/**
 * The header search box. Enter with an empty box warns "No input found" (spec §5).
 * Hydrates on first interaction (client:interaction), so it costs nothing until the shopper reaches for it.
 */
import { useState, type FormEvent } from 'react';
import { toast } from '../../stores/toasts.ts';
import styles from './HeaderSearch.module.scss';

export const SEARCH_PLACEHOLDER = 'Search product, brands and more...';

export default function HeaderSearch() {
  const [query, setQuery] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!query.trim()) toast.warning('No input found');
  }

  return (
    <form className={styles.form} role="search" onSubmit={submit}>
      <svg className={styles.icon} width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
      <input
        className={styles.input}
        type="search"
        name="q"
        aria-label="Search"
        placeholder={SEARCH_PLACEHOLDER}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        autoComplete="off"
        enterKeyHint="search"
      />
    </form>
  );
}
