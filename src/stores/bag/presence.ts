/**
 * Whether this page has loaded the bag's record: set by record.ts as it loads. The page scripts that wait for a
 * bag (src/scripts/bag-record-door.ts) follow it; an atom, not an event, so a script that starts after the record
 * loaded (a signed-in header reads the cart early) still sees it.
 */
import { atom } from 'nanostores';

export const $recordLoaded = atom(false);
