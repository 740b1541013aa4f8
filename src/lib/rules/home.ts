import type { HomeSections } from '../api/types.ts';

/** "Coming soon" shows when every list is empty; a custom section without products counts as empty. */
export function isHomeEmpty(sections: HomeSections): boolean {
  return Object.entries(sections).every(([kind, list]) => {
    if (!Array.isArray(list)) return true;
    if (kind === 'customSections')
      return (list as HomeSections['customSections']).every((section) => section.products.length === 0);
    return list.length === 0;
  });
}
