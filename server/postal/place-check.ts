/**
 * Whether an address's city and state are where its PIN is, by the PIN's post offices in the postal data
 * (postal.ts). The state must be the PIN's (any case and spacing, "&" as "and", and the names the data
 * predates: Chhattisgarh, Puducherry, Orissa, Ladakh). The city is looser, since shoppers name the same place
 * by its district, taluk or locality: its words must appear, whole and in order, in the PIN's district,
 * sub-district or one of its post offices' names ("Bangalore" in the sub-district "Bangalore North", "Kochi"
 * in "Kochi H.O", "Delhi" in "South West Delhi"), or in their renamed form (Gurugram for Gurgaon); any Delhi
 * PIN also takes "New Delhi". A PIN the data does not know is not checked, nor is a city written in another
 * script than Latin ("जयपुर" on a Hindi page): the data names places in Latin letters only, so it cannot say
 * whether such a name is right; the PIN and the state still are. docs/decisions/accounts.md.
 */
import type { PostOffice } from './postal.ts';

type Place = { pinCode: string; city: string; state: string };
export type PlaceMismatch = Partial<Record<'city' | 'state', string>>;

/** Lower-case words of any script. */
const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
const key = (text: string) => words(text).join(' ');

/** A state as the data names it, and the other names it goes by (the data is older than these). */
const STATE_ALSO: Record<string, string[]> = {
  chattisgarh: ['chhattisgarh'],
  pondicherry: ['puducherry'],
  odisha: ['orissa'],
};
/** Ladakh's districts, which the data still files under Jammu & Kashmir. */
const LADAKH_DISTRICTS = new Set(['leh', 'kargil']);

/** Places renamed since the data was written: a word as the data has it, and as it is written today. */
const RENAMED: Record<string, string> = {
  gurgaon: 'gurugram',
  allahabad: 'prayagraj',
  tirupur: 'tiruppur',
  mysore: 'mysuru',
  pondicherry: 'puducherry',
};
/** A state that is one city to its people: any of its PINs takes these as the city. */
const CITY_OF_STATE: Record<string, string[]> = { delhi: ['delhi', 'new delhi'] };

function statesOf(office: PostOffice): string[] {
  const state = key(office.State);
  const ladakh = LADAKH_DISTRICTS.has(key(office.District)) ? ['ladakh'] : [];
  return [state, ...(STATE_ALSO[state] ?? []), ...ladakh];
}

/** The word lists a city may be found in, for one post office. */
function cityNamesOf(office: PostOffice): string[][] {
  const names = [office.District, office.Block, office.Name]
    .map(words)
    .filter((name) => name.length && name.join(' ') !== 'na');
  const renamed = names.map((name) => name.map((word) => RENAMED[word] ?? word));
  return [...names, ...renamed, ...(CITY_OF_STATE[key(office.State)] ?? []).map(words)];
}

/** `part` appears in `name` as whole words, in order. */
const within = (part: string[], name: string[]) =>
  name.some((_, start) => part.every((word, i) => name[start + i] === word));

const unique = (names: string[]) => [...new Set(names)];
const oneOf = (names: string[]) => unique(names).join(' or ');

/** What does not match the PIN: a message for the city, the state, both, or neither ({}). */
export function placeMismatch(place: Place, offices: PostOffice[]): PlaceMismatch {
  if (!offices.length) return {};
  const found: PlaceMismatch = {};
  const state = key(place.state);
  if (!offices.some((office) => statesOf(office).includes(state)))
    found.state = `PIN ${place.pinCode} is in ${oneOf(offices.map((o) => o.State))}`;
  const city = words(place.city);
  if (city.length && !/\p{Script=Latin}/u.test(place.city)) return found;
  if (!city.length || !offices.some((office) => cityNamesOf(office).some((name) => within(city, name))))
    found.city = `PIN ${place.pinCode} is in ${oneOf(offices.map((o) => o.District))}`;
  return found;
}
