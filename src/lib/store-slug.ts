/**
 * A store's slug: its name in lower-case Latin letters, digits and dashes ("Bagh & Co." is bagh-and-co). The seed
 * names a store's art by it (stores/<slug>-logo, banners/<slug>-web), and a banner file names its store by it; the
 * build finds the store's id by comparing it with the slugs of the catalog's store names.
 */
export const storeSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
