/**
 * The checks over an editors' page (src/content/pages/*.md and hi/*.md): text in, problems out, each with its
 * file, line and fix in words an editor understands. The build runs them on every page and stops on any
 * (src/build/content-checks.ts); docs/editing-content.md lists each message. Pure.
 */
import { readMarkdown } from './markdown-lines.ts';
import { frontMatterProblems } from './front-matter.ts';
import { placeholderProblems } from './placeholders.ts';
import { headingProblems } from './headings.ts';
import { linkProblems } from './links.ts';
import { addressBook, type SiteAddresses } from './site-addresses.ts';
import { byPlace, type ContentProblem } from './problem.ts';

export { formatProblem, type ContentProblem } from './problem.ts';
export type { SiteAddresses } from './site-addresses.ts';

export type ContentPage = {
  /** The file's path from the repository's root. */
  file: string;
  text: string;
  /** The page's own address (relative links start from it): "/privacy-policy", "/hi/privacy-policy". */
  address: string;
};

/** Every problem of every page, in file and line order. */
export function checkContentPages(pages: readonly ContentPage[], site: SiteAddresses): ContentProblem[] {
  const book = addressBook(site);
  return pages
    .flatMap(({ file, text, address }) => {
      const page = readMarkdown(text);
      return [
        ...frontMatterProblems(file, page),
        ...placeholderProblems(file, page),
        ...headingProblems(file, page),
        ...linkProblems(file, page, address, book),
      ];
    })
    .sort(byPlace);
}
