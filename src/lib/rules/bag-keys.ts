/**
 * Where the bag's record is kept, and who owns a visitor's: a module of its own, so a page can ask whether the
 * device keeps a bag without loading the record's reader (src/scripts/bag-record-door.ts).
 */

/** Where the record is kept. An array here is the older visitor bag, read once into a record. */
export const BAG_KEY = 'vastra:bag';
/** The owner of a visitor's record: nobody signed in. */
export const VISITOR = 'visitor';
/** The older keys the record replaces (the bag array itself was under BAG_KEY). */
export const OLD_KEYS = ['vastra:cartUnits', 'vastra:cartVersion', 'vastra:lastCart', 'vastra:pendingChanges'] as const;
