/**
 * The page scripts' door to the bag's record (docs/decisions/bag.md, "Storage"): the record's reader (its
 * checks, its migration, the projection) loads only once this device keeps a bag. A first visit, with nothing
 * in the bag, loads none of it; the badge shows the page's own 0 until there is one.
 */
import { BAG_KEY, OLD_KEYS } from '../lib/rules/bag-keys.ts';
import { $recordLoaded } from '../stores/bag/presence.ts';

type RecordModule = typeof import('../stores/bag/record.ts');

function bagStored(): boolean {
  try {
    return [BAG_KEY, ...OLD_KEYS].some((key) => localStorage.getItem(key) !== null);
  } catch {
    // No storage: nothing kept, and nothing to follow until this page's own code writes the bag.
    return false;
  }
}

/**
 * Runs `use` with the record once there is a bag: at once when one is kept, else when this page's code
 * loads the record (an Add To Bag, sign-in, a signed-in header's cart read; before or after this script starts)
 * or another tab writes one.
 */
export function whenBagRecord(use: (record: RecordModule) => void): void {
  let asked = false;
  const load = () => {
    if (asked) return;
    asked = true;
    void import('../stores/bag/record.ts').then(use);
  };
  if (bagStored()) return load();
  // Called at once with the present value: a record this page loaded before this script started counts too.
  $recordLoaded.subscribe((loaded) => loaded && load());
  window.addEventListener('storage', (event) => event.key === BAG_KEY && load());
}
