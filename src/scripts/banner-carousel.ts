/**
 * Embla on every [data-carousel] not started yet: loop, duration 60, autoplay every 8000 ms (spec §9),
 * paused while pointed at or focused, and off for visitors who prefer reduced motion.
 */
import EmblaCarousel from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';

export const CAROUSEL_OPTIONS = { loop: true, duration: 60 } as const;
export const AUTOPLAY_DELAY_MS = 8000;

export function startCarousels(): void {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  for (const root of document.querySelectorAll<HTMLElement>('[data-carousel]:not([data-started])')) {
    root.dataset.started = '';
    const viewport = root.querySelector<HTMLElement>('.viewport, [data-viewport]') ?? root.firstElementChild;
    if (!(viewport instanceof HTMLElement) || viewport.querySelectorAll('a, [data-slide]').length < 2) continue;
    const plugins = reduceMotion
      ? []
      : [Autoplay({ delay: AUTOPLAY_DELAY_MS, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true })];
    const embla = EmblaCarousel(viewport, CAROUSEL_OPTIONS, plugins);
    const controls = root.querySelector<HTMLElement>('[data-prev]')?.parentElement;
    if (!controls) continue;
    const dots = [...root.querySelectorAll<HTMLButtonElement>('[data-dots] button')];
    root.querySelector('[data-prev]')?.addEventListener('click', () => embla.scrollPrev());
    root.querySelector('[data-next]')?.addEventListener('click', () => embla.scrollNext());
    dots.forEach((dot, i) => dot.addEventListener('click', () => embla.scrollTo(i)));
    const mark = () =>
      dots.forEach((dot, i) => dot.setAttribute('aria-current', String(i === embla.selectedScrollSnap())));
    embla.on('select', mark);
    mark();
    controls.hidden = false;
  }
}
