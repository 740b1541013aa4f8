import type { HomeSections } from '../api/types.ts';

/** "Coming soon" shows when every list is empty. */
export function isHomeEmpty(sections: HomeSections): boolean {
  return Object.values(sections).every((list) => !Array.isArray(list) || list.length === 0);
}
