/**
 * A filtered listing shows the filtered colour: with Red chosen, a card shows its red variant's image
 * and links to that variant, not the product's first (coral) image. The card carries its colours' views in one
 * data attribute (compact: colour -> [variant id, first image, second image]); the listing script picks one
 * with `colourView` on load and after every choice. Pure.
 */
import type { ColorView } from '../api/types.ts';

export type CompactColourViews = Record<string, string[]>;

/** The data attribute's value: `{"Red":["v-12","products/…-front","products/…-back"]}`; '' when there are none. */
export function encodeColourViews(views: readonly ColorView[]): string {
  if (!views.length) return '';
  return JSON.stringify(Object.fromEntries(views.map((v) => [v.color, [v.variantId, ...v.images.slice(0, 2)]])));
}

export function decodeColourViews(value: string | undefined): CompactColourViews {
  if (!value) return {};
  try {
    const parsed = JSON.parse(value) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as CompactColourViews) : {};
  } catch {
    return {};
  }
}

export type ShownColour = { variantId: string; images: string[] };

/**
 * The view for the chosen colours: the first chosen colour (in the order chosen) that the card has; null when no
 * colour is chosen or the card has none of them (then it shows the product as built).
 */
export function colourView(views: CompactColourViews, chosen: readonly string[]): ShownColour | null {
  for (const color of chosen) {
    const view = views[color];
    if (view?.[0] && view.length > 1) return { variantId: view[0], images: view.slice(1) };
  }
  return null;
}
