/**
 * Previous/Next for the home rows that scroll sideways ([data-row]: the store rows and Exclusive deals): a
 * page of cards at a time, each arrow disabled at its end, both hidden when the row fits. A phone swipes
 * (the arrows are not shown there); for visitors who prefer reduced motion the row jumps.
 */
export function startHomeRows(): void {
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  for (const root of document.querySelectorAll<HTMLElement>('[data-row]:not([data-row-started])')) {
    const track = root.querySelector<HTMLElement>('[data-row-track]');
    const prev = root.querySelector<HTMLButtonElement>('[data-row-prev]');
    const next = root.querySelector<HTMLButtonElement>('[data-row-next]');
    if (!track || !prev || !next) continue;
    root.toggleAttribute('data-row-started', true);
    const show = () => {
      const end = track.scrollWidth - track.clientWidth;
      prev.disabled = track.scrollLeft <= 1;
      next.disabled = track.scrollLeft >= end - 1;
      root.querySelector<HTMLElement>('[data-row-arrows]')!.hidden = end <= 1;
    };
    const turn = (direction: 1 | -1) =>
      track.scrollBy({ left: direction * track.clientWidth * 0.9, behavior: smooth ? 'smooth' : 'instant' });
    prev.addEventListener('click', () => turn(-1));
    next.addEventListener('click', () => turn(1));
    track.addEventListener('scroll', show, { passive: true });
    new ResizeObserver(show).observe(track);
    show();
  }
}
