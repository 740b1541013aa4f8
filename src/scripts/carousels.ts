/**
 * Every Embla carousel on the page, started by the one carousel loader (src/components/CarouselLoader.astro,
 * when the browser is idle): the home/marketplace banners and the store carousels. One module, so Embla
 * is one chunk with no dependencies for the loader to list.
 */
import { startCarousels as startBannerCarousels } from './banner-carousel.ts';
import { startStoreCarousels } from './store-carousel.ts';

export function startCarousels(): void {
  startBannerCarousels();
  startStoreCarousels();
}
