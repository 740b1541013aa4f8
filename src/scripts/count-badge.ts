/** The header's count buttons (bag, bell): the badge's text (hidden when empty) and the button's name follow a count. */
import type { ReadableAtom } from 'nanostores';

export function followCount(
  buttons: HTMLElement[],
  $count: ReadableAtom<number>,
  text: (n: number) => string,
  name: (n: number) => string,
): void {
  for (const button of buttons) {
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
