/**
 * The order of locality suggestions. Without a PIN: names starting with the text, then names
 * containing it. With a known PIN, the shopper's own area comes first, so a pick rarely changes the PIN:
 *   1. that PIN's post offices whose name matches the text;
 *   2. matching post offices of the same district;
 *   3. when none of the PIN's offices matches, its offices all the same (at most half the list): a locality
 *      is often known by a name its post office does not carry ("Fort" in Mumbai 400001 is served by Town
 *      Hall, Mumbai G.P.O. and others), and picking one of them keeps the PIN;
 *   4. matching post offices of the same state;
 *   5. every other match.
 * Within a group, the name itself comes first, then names starting with the text, then names containing it;
 * otherwise the data's order.
 */
import type { PostOffice } from './postal.ts';

export const SUGGESTIONS_MAX = 20;

const key = (office: PostOffice) => `${office.Pincode}|${office.Name}`;
const closeness = (name: string, needle: string) => (name === needle ? 0 : name.startsWith(needle) ? 1 : 2);

/**
 * `matches` are the post offices whose name contains `text` (any order); `pinOffices` those of the typed
 * PIN (empty when no PIN was given or it is unknown). At most `limit`, none twice.
 */
export function rankPostOffices(
  text: string,
  matches: PostOffice[],
  pinOffices: PostOffice[],
  limit = SUGGESTIONS_MAX,
): PostOffice[] {
  const needle = text.trim().toLowerCase();
  const named = (office: PostOffice) => office.Name.toLowerCase().includes(needle);
  const home = pinOffices[0];
  // The PIN's other offices only when none of them is named like the text, and never more than half the list.
  const others = pinOffices.some(named) ? [] : pinOffices.slice(0, Math.floor(limit / 2));
  const group = (office: PostOffice): number => {
    if (!home) return 4;
    if (!named(office)) return 2;
    if (office.Pincode === home.Pincode) return 0;
    if (office.State !== home.State) return 4;
    return office.District === home.District ? 1 : 3;
  };
  const unique = new Map<string, PostOffice>();
  for (const office of [...matches, ...others]) if (!unique.has(key(office))) unique.set(key(office), office);
  const ranked = [...unique.values()].map((office, index) => ({
    office,
    index,
    rank: group(office) * 3 + closeness(office.Name.toLowerCase(), needle),
  }));
  ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return ranked.slice(0, limit).map((r) => r.office);
}
