/**
 * Settings' Language: both languages by their own names, the page's marked. The other one leads to this page
 * in that language (section and all); either is remembered as the shopper's choice, on the device and with the
 * account (docs/decisions/i18n.md, "Choosing the language"). Links, not radio buttons: choosing opens a page.
 */
import type { MouseEvent } from 'react';
import { LOCALES, type Locale } from '../../lib/i18n/locales.ts';
import { sameAddressIn } from '../../lib/i18n/choice.ts';
import { chooseLanguage, saveLanguageToAccount } from '../../stores/language.ts';
import { useLocale, useWords } from '../shared/words.tsx';
import styles from './LanguageChoice.module.scss';

type Words = typeof import('./Settings.words.en-IN.ts');

export function LanguageChoice() {
  const t = useWords<Words>();
  const locale = useLocale();
  const names: Record<Locale, string> = { 'en-IN': t.language_english(), 'hi-IN': t.language_hindi() };

  function choose(event: MouseEvent<HTMLAnchorElement>, chosen: Locale) {
    chooseLanguage(chosen);
    if (chosen !== locale) {
      // The address as it is now (the section may have changed since this rendered).
      event.currentTarget.href = sameAddressIn(location, chosen);
      return;
    }
    // The page's own language: nothing to open, the choice is saved from here.
    event.preventDefault();
    void saveLanguageToAccount();
  }

  return (
    <div className={styles.choice} role="group" aria-labelledby="settings-language">
      <span id="settings-language" className={styles.label}>
        {t.language_choice()}
      </span>
      <span className={styles.options}>
        {LOCALES.map((option) => (
          <a
            key={option}
            href={sameAddressIn(location, option)}
            lang={option}
            hrefLang={option}
            aria-current={option === locale ? 'true' : undefined}
            className={styles.option}
            onClick={(event) => choose(event, option)}
          >
            {names[option]}
          </a>
        ))}
      </span>
    </div>
  );
}
