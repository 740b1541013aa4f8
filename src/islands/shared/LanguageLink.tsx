/**
 * The language switch where an island has it (the menu drawer on phones, where the header bar has no room):
 * "हिंदी" on English pages, "English" on Hindi ones, leading to this page in that language with its query and
 * fragment, as the header's switch does (docs/decisions/i18n.md, "Choosing the language"). Choosing it is
 * remembered on the device and saved with the account from the next page.
 */
import type { MouseEvent, SyntheticEvent } from 'react';
import { otherLocale, sameAddressIn } from '../../lib/i18n/choice.ts';
import { chooseLanguage } from '../../stores/language.ts';
import { useLocale, useWords } from './words.tsx';
import IconLanguages from '~icons/lucide/languages.jsx';

type Props = { className?: string | undefined; onChoose?: () => void };

/** Rendered in the browser only (inside a drawer opened after hydration): it reads `location`. */
export default function LanguageLink({ className, onChoose }: Props) {
  const t = useWords<typeof import('./words/LanguageLink.en-IN.ts')>();
  const other = otherLocale(useLocale());
  // The fragment or query may change while the drawer is open: pointed again when reached for.
  const point = (event: SyntheticEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = sameAddressIn(location, other);
  };
  return (
    <a
      className={className}
      href={sameAddressIn(location, other)}
      hrefLang={other}
      lang={other}
      aria-label={t.language_switch_label()}
      onPointerEnter={point}
      onFocus={point}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        point(event);
        chooseLanguage(other);
        onChoose?.();
      }}
    >
      <IconLanguages size={18} />
      <span>{t.language_switch()}</span>
    </a>
  );
}
