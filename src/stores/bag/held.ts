/**
 * True while entries wait because the last send got no answer (the drawer says the bag is not live). Set by the
 * sender; its own module so the drawer can show it without loading the sender, which loads with the first change.
 */
import { atom } from 'nanostores';

export const $held = atom(false);
