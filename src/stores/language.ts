/**
 * The shopper's chosen language, remembered on this device (docs/decisions/i18n.md, "Choosing the language"):
 * in localStorage for the page scripts and islands, and in the `vastra-lang` cookie for a future edge. A choice
 * made while signed in (or before signing in) is also saved with the account, from the next page, so the codes
 * and notifications the server writes follow it; a save that fails is tried again on the page after.
 */
import { persistentAtom } from '@nanostores/persistent';
import { isLocale, type Locale } from '../lib/i18n/locales.ts';
import { languageCookie } from '../lib/i18n/choice.ts';
import { $signedIn } from './session.ts';

/** The language the shopper chose ('' until they choose one). */
export const $language = persistentAtom<Locale | ''>('vastra:language', '', {
  encode: (value) => value,
  decode: (raw) => (isLocale(raw) ? raw : ''),
});

/** A choice the account has not saved yet ('' when it has, or there is none). */
const $unsaved = persistentAtom<Locale | ''>('vastra:languageUnsaved', '', {
  encode: (value) => value,
  decode: (raw) => (isLocale(raw) ? raw : ''),
});

/** The Hindi offer on the English home page was shown ('1'): it is offered once. */
const $offered = persistentAtom<string>('vastra:languageOffered', '');

/** Remembers the shopper's choice; the page that follows (in that language) saves it with the account. */
export function chooseLanguage(locale: Locale): void {
  $language.set(locale);
  $unsaved.set(locale);
  try {
    document.cookie = languageCookie(locale, location.protocol === 'https:');
  } catch {
    // A page whose cookies are blocked still has the localStorage choice.
  }
}

/** The Hindi offer is due: never shown, and no language chosen. */
export const offerDue = (): boolean => !$offered.get() && !$language.get();

/** The offer was shown: it never shows again, whatever the shopper does with it. */
export const markOffered = (): void => $offered.set('1');

let saving: Promise<void> | null = null;

/**
 * Saves an unsaved choice with the account (signed in only). Fire and forget: a failure is logged and the
 * choice stays unsaved, so the next page tries again; the API client loads only when there is one to save.
 */
export function saveLanguageToAccount(): Promise<void> {
  const locale = $unsaved.get();
  if (!locale || !$signedIn.get()) return Promise.resolve();
  saving ??= (async () => {
    try {
      const { saveLanguage } = await import('../lib/api/account.ts');
      await saveLanguage(locale);
      // A newer choice made meanwhile is left for its own save.
      if ($unsaved.get() === locale) $unsaved.set('');
    } catch (error) {
      console.error((error as Error).message);
    } finally {
      saving = null;
    }
  })();
  return saving;
}
