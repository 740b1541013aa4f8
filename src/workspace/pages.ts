/**
 * The legal pages, the help page and the about page in the workspace: one collection per language, over the same
 * Markdown files the build reads (src/content/pages/<file>.md, and hi/<file>.md for Hindi; src/content.config.ts).
 */
import { collection, fields } from '@keystatic/core';

const PLACEHOLDERS =
  'Write {brand} for the store’s name, {wallet} for the wallet’s, {email} for the support address, {refundTime} for how long a refund takes and {grievance-officer}, on a line of its own, for the grievance officer’s contact block.';

function pages(
  language: 'English' | 'Hindi',
  folder: 'src/content/pages' | 'src/content/pages/hi',
  previewCollection: string,
) {
  return collection({
    label: `Pages (${language})`,
    path: `${folder}/*`,
    slugField: 'title',
    format: { contentField: 'content' },
    entryLayout: 'content',
    columns: ['title', 'lastUpdated'],
    previewUrl: `/api/keystatic/preview/${previewCollection}/{slug}`,
    schema: {
      title: fields.slug({
        name: {
          label: 'Title',
          description: `The page’s heading and its title in search results and browser tabs, in ${language}.`,
          validation: { isRequired: true, length: { max: 80 } },
        },
        slug: {
          label: 'File name',
          description:
            'The page’s address and file name: Latin lower-case letters and dashes (privacy-policy is /privacy-policy). A Hindi page keeps its English page’s file name.',
        },
      }),
      description: fields.text({
        label: 'Description',
        description: `One sentence for search results and link previews, in ${language}. ${PLACEHOLDERS}`,
        multiline: true,
        validation: { isRequired: true, length: { max: 200 } },
      }),
      lastUpdated: fields.date({
        label: 'Last updated',
        description:
          'Printed under the title ("Last updated 1 November 2026"). Set to today whenever you save; a Hindi page shows the same date as its English page.',
        defaultValue: { kind: 'today' },
        validation: { isRequired: true },
      }),
      content: fields.markdoc({
        label: 'Text',
        description: `The page’s text. Numbered sections are level-2 headings ("1. Who we are"); the title is the page’s only level-1 heading. ${PLACEHOLDERS}`,
        extension: 'md',
        options: { table: false, image: false },
      }),
    },
  });
}

export const pagesInEnglish = pages('English', 'src/content/pages', 'pages');
export const pagesInHindi = pages('Hindi', 'src/content/pages/hi', 'pagesHi');
