/**
 * Says what the bag's record could not keep (docs/decisions/bag.md, "Bad input"): entries an older or corrupt
 * record held that could not be read, and another shopper's entries, dropped rather than sent. Each is said
 * once, on the page that finds it.
 */
import { OTHER_SHOPPER_MESSAGE, UNREADABLE_MESSAGE } from '../../lib/rules/bag-messages.ts';
import { claimRecord, readBack } from './record.ts';
import { toast } from '../toasts.ts';

export function sayDropped(): void {
  const theirs = claimRecord();
  if (theirs) {
    console.warn(`${theirs} bag changes kept for another account were dropped`);
    toast.warning(OTHER_SHOPPER_MESSAGE);
  }
  if (readBack.dropped) {
    console.warn(`${readBack.dropped} bag entries could not be read and were dropped`);
    readBack.dropped = 0;
    toast.warning(UNREADABLE_MESSAGE);
  }
}
