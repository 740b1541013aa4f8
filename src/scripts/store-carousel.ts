/**
 * Embla on every store CAROUSEL_BANNER ([data-store-carousel]) not started yet: loop, drag or swipe,
 * previous/next buttons, dots (aria-current on the slide shown) and the arrow keys on the focused slides.
 * Until this runs, the slides scroll natively (CSS scroll-snap), so a shopper can swipe before any script;
 * Embla takes over from the slide they reached. No autoplay (the spec gives the store carousel none); for
 * visitors who prefer reduced motion, slides change without animation.
 */
import EmblaCarousel from 'embla-carousel';
import { slideAt } from '../lib/rules/carousel.ts';

export const STORE_CAROUSEL_OPTIONS = { loop: true } as const;

export function startStoreCarousels(): void {
  const jump = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  for (const root of document.querySelectorAll<HTMLElement>('[data-store-carousel]:not([data-started])')) {
    const viewport = root.querySelector<HTMLElement>('[data-viewport]');
    const track = viewport?.querySelector<HTMLElement>('[data-track]');
    if (!viewport || !track || track.children.length < 2) continue;
    // Start on the slide a native swipe reached, then hand the scrolling to Embla (CSS follows data-started).
    const startIndex = slideAt(viewport.scrollLeft, viewport.clientWidth, track.children.length);
    root.dataset.started = '';
    viewport.scrollLeft = 0;
    const embla = EmblaCarousel(viewport, { ...STORE_CAROUSEL_OPTIONS, startIndex });

    const dots = [...root.querySelectorAll<HTMLButtonElement>('[data-dot]')];
    // Too few slides to loop seamlessly: the ends still wrap round, as the buttons always have.
    const last = track.children.length - 1;
    const previous = () => (embla.canScrollPrev() ? embla.scrollPrev(jump) : embla.scrollTo(last, jump));
    const next = () => (embla.canScrollNext() ? embla.scrollNext(jump) : embla.scrollTo(0, jump));
    root.querySelector('[data-prev]')?.addEventListener('click', previous);
    root.querySelector('[data-next]')?.addEventListener('click', next);
    dots.forEach((dot, i) => dot.addEventListener('click', () => embla.scrollTo(i, jump)));
    viewport.addEventListener('keydown', (event) => {
      if (event.key === 'ArrowLeft') previous();
      else if (event.key === 'ArrowRight') next();
      else return;
      event.preventDefault();
    });
    const mark = () => {
      const shown = embla.selectedScrollSnap();
      dots.forEach((dot, i) =>
        i === shown ? dot.setAttribute('aria-current', 'true') : dot.removeAttribute('aria-current'),
      );
    };
    embla.on('select', mark);
    mark();
  }
}
