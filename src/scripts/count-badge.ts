/**
 * The header's count buttons (bag, bell): the badge's text (hidden when empty) and the button's name follow a
 * count. The name's words are the page's, in the button's data-names (CountButton.astro).
 */
import type { ReadableAtom } from 'nanostores';
import { localeOfPath } from '../lib/i18n/locale-paths.ts';
import { countName, type CountNames } from '../lib/i18n/plural-forms.ts';

export function followCount(buttons: HTMLElement[], $count: ReadableAtom<number>, text: (n: number) => string): void {
  const locale = localeOfPath(location.pathname);
  for (const button of buttons) {
    const names = JSON.parse(button.dataset.names ?? '{"forms":{}}') as CountNames;
    const name = (n: number) => countName(names, n, locale);
    const count = button.querySelector<HTMLElement>('[data-count]')!;
    $count.subscribe((n) => {
      const shown = text(n);
      count.textContent = shown;
      count.hidden = shown === '';
      button.setAttribute('aria-label', name(n));
    });
  }
}

/** Marks the buttons expanded while their drawer is the open overlay. */
export function expandedWhile(buttons: HTMLElement[], open: boolean): void {
  for (const button of buttons) button.setAttribute('aria-expanded', String(open));
}
