/**
 * Imported first by astro.config.mjs, for its side effect: stops Astro when a checked content file is missing or is
 * not JSON, naming the file. The config's own imports read src/lib/site.ts, which reads src/content/brand.json, and
 * a file that does not parse would otherwise fail there with the parser's words alone ("expected `,` or `}` at line
 * 5 column 3"), no file named. Every other problem is the integration's to report (src/build/content-words.ts).
 */
import { contentWordsProblems, refusal } from './content-words.ts';

const broken = contentWordsProblems(undefined, { jsonOnly: true });
if (broken.length) throw new Error(refusal(broken));
