/** The 13 filter colours (spec §3, "Biege" spelt so) with the hex used for swatches and product art. */
export const COLORS: Record<string, string> = {
  Red: '#b83232',
  Green: '#2f7a4f',
  Yellow: '#e2b23a',
  Blue: '#2f5a9a',
  Biege: '#d8c09a',
  Brown: '#7a4a2c',
  White: '#f3efe7',
  Purple: '#6a40a0',
  Pink: '#e38aa5',
  Burgundy: '#7a1f36',
  Black: '#25262a',
  Charcoal: '#474b51',
  Coral: '#ee7a60',
};

export const COLOR_NAMES = Object.keys(COLORS);

/** Mixes a hex colour with white (amount 0..1 of white) or black (negative amount). */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channels = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  const target = amount >= 0 ? 255 : 0;
  const k = Math.abs(amount);
  const mixed = channels.map((c) => Math.round(c + (target - c) * k));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}
