/**
 * The language switch and the Hindi offer (docs/decisions/i18n.md, "Choosing the language"). The switch's
 * address is the server's guess: a page served by rewrite (/my-orders/<id>) was rendered for its shell's
 * path, and no static page knows its query or fragment. So it is pointed at the same page in the other
 * language from `location` now, and again when the shopper reaches for it (a drawer's #fragment may have
 * changed). The offer's words are in its <template>, rendered by the server in the catalog's words.
 */
import { isLocale } from '../lib/i18n/locales.ts';
import { prefersHindi, sameAddressIn } from '../lib/i18n/choice.ts';
import { chooseLanguage, markOffered, offerDue, saveLanguageToAccount } from '../stores/language.ts';

function wireSwitch(link: HTMLAnchorElement): void {
  const locale = link.dataset.languageSwitch;
  if (!isLocale(locale)) return;
  const point = () => (link.href = sameAddressIn(location, locale));
  point();
  // Before a middle-click or a long press opens it elsewhere, and at the click itself (the link follows the
  // href it has once the listeners have run).
  for (const type of ['pointerenter', 'focus', 'pointerdown']) link.addEventListener(type, point);
  link.addEventListener('click', () => {
    point();
    chooseLanguage(locale);
  });
}

/** The English home page's offer of Hindi, to a browser whose first language is Hindi: shown once, never a redirect. */
function offerHindi(template: HTMLTemplateElement): void {
  if (!prefersHindi(navigator.languages ?? [navigator.language]) || !offerDue()) return;
  const banner = template.content.firstElementChild?.cloneNode(true);
  if (!(banner instanceof HTMLElement)) return;
  markOffered();
  banner.querySelector('a')?.addEventListener('click', () => chooseLanguage('hi-IN'));
  banner.querySelector('button')?.addEventListener('click', () => banner.remove());
  template.after(banner);
}

export function initLanguage(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-language-switch]')) wireSwitch(link);
  const offer = document.querySelector<HTMLTemplateElement>('template[data-language-offer]');
  if (offer) offerHindi(offer);
  void saveLanguageToAccount();
}
