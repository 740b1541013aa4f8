/**
 * The home page's banners in the workspace: one entry per banner, over the files the seed and the build read
 * (src/content/banners/<id>.json; their rules and the build's check in src/lib/content-banners.ts). The choices come
 * from the code: the tabs from the category strip, the stores and their art from the seed's store list, so a banner
 * can only name what exists.
 */
import { collection, fields } from '@keystatic/core';
import { HOME_CATEGORIES } from '../lib/site.ts';
import { bannerArt, SUBTITLE_MAX, TITLE_MAX } from '../lib/content-banners.ts';
import { DEMO_STORES, DEMO_STORE_SLUGS } from '../../server/seed/stores.ts';

const stores = DEMO_STORES.map((store, i) => ({ name: store.name, slug: DEMO_STORE_SLUGS[i]! }));

export const banners = collection({
  label: 'Banners',
  path: 'src/content/banners/*',
  format: 'json',
  slugField: 'id',
  columns: ['tab', 'position', 'title'],
  previewUrl: '/api/keystatic/preview/banners/{slug}',
  schema: {
    id: fields.text({
      label: 'Banner id',
      description:
        'The file’s name (src/content/banners/<id>.json), never shown to shoppers: the tab and the place, e.g. home-1 or watches-2. Latin lower-case letters, digits and dashes.',
      validation: {
        isRequired: true,
        pattern: {
          regex: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
          message: 'Banner id must be lower-case letters, digits and dashes',
        },
      },
    }),
    tab: fields.select({
      label: 'Tab',
      description:
        'Where the banner shows: Home is the home page (/) and the marketplace with no category chosen; a category is that category’s tab on the marketplace (/marketplace?category=…).',
      options: [{ label: 'Home', value: 'home' }, ...HOME_CATEGORIES.map((c) => ({ label: c.name, value: c.id }))],
      defaultValue: 'home',
    }),
    position: fields.integer({
      label: 'Position',
      description:
        'The banner’s place in its tab’s carousel: 1 shows first. Each banner of a tab needs its own position.',
      validation: { isRequired: true, min: 1 },
    }),
    store: fields.select({
      label: 'Store',
      description:
        'The store the banner leads to (a shopper who taps it lands on the store’s page, in the page’s language).',
      options: stores.map((s) => ({ label: `${s.name} (${s.slug})`, value: s.slug })),
      defaultValue: stores[0]!.slug,
    }),
    linkToFirstProduct: fields.checkbox({
      label: 'Link to the store’s first product in this tab',
      description:
        'On: the banner leads to the store’s first product in the tab instead of the store (to the store when it has no product there). Changes here and to the store, art, tab or position show after the catalog is seeded again (npm run db:seed); the words show after a rebuild.',
      defaultValue: false,
    }),
    image: fields.select({
      label: 'Art',
      description:
        'The banner’s picture: a store’s banner art, drawn by the seed in a wide version (computers) and a square one (phones). New pictures cannot be uploaded here yet.',
      options: stores.map((s) => ({ label: `${s.name}’s art (${bannerArt(s.slug)})`, value: bannerArt(s.slug) })),
      defaultValue: bannerArt(stores[0]!.slug),
    }),
    title: fields.text({
      label: 'Title (English)',
      description: `The banner’s large words on English pages, and its name for screen readers: a store’s or product’s name as written, or a short line. At most ${TITLE_MAX} characters.`,
      validation: { isRequired: true, length: { max: TITLE_MAX } },
    }),
    subtitle: fields.text({
      label: 'Subtitle (English)',
      description: `The smaller line under the title on English pages. Optional; at most ${SUBTITLE_MAX} characters.`,
      validation: { length: { max: SUBTITLE_MAX } },
    }),
    titleHi: fields.text({
      label: 'Title (Hindi)',
      description: `The title on Hindi pages (/hi). Store and product names stay as written, in Latin letters; other words in Hindi. Empty: Hindi pages show the English title. At most ${TITLE_MAX} characters.`,
      validation: { length: { max: TITLE_MAX } },
    }),
    subtitleHi: fields.text({
      label: 'Subtitle (Hindi)',
      description: `The subtitle on Hindi pages (/hi), in Hindi. Empty: Hindi pages show the English subtitle. At most ${SUBTITLE_MAX} characters.`,
      validation: { length: { max: SUBTITLE_MAX } },
    }),
  },
});
