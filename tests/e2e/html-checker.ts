/**
 * The W3C Nu HTML Checker (vnu.jar from the vnu-jar package) over a set of HTML documents, in one Java run.
 * Errors fail; warnings and notes do not. Two things the checker does not know yet are left out, as gaps in its
 * lists rather than invalid HTML: CSS properties (e.g. line-clamp), and `<link rel="expect" blocking="render">`
 * (in the HTML standard, "link-type-expect"; the checker allows `blocking` on stylesheets only).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { javaPath } from '../../scripts/java.ts';

const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

/** Java regex over the whole message: "CSS: “line-clamp”: Property “line-clamp” doesn't exist." */
const UNKNOWN_CSS_PROPERTY = 'CSS: “[-a-z]+”: Property “[-a-z]+” doesn.t exist\\.';
/** Its message for `<link rel="expect" href="#main" blocking="render">` (BaseLayout.astro). */
const RENDER_BLOCKING_EXPECT =
  'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\\.';

type Message = {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
};

/**
 * Writes each document to `dir` as `<name>.html`, checks them all, and returns one line per error:
 * "<name> line:column: message: …extract…".
 */
export async function htmlErrors(dir: string, documents: Record<string, string>): Promise<string[]> {
  const java = javaPath();
  if (!java) throw new Error('No Java 11 or later for the HTML checker: run `node scripts/ensure-java.ts`.');
  fs.mkdirSync(dir, { recursive: true });
  const files = Object.entries(documents).map(([name, html]) => {
    const file = path.join(dir, `${name}.html`);
    fs.writeFileSync(file, html);
    return file;
  });
  const output = await new Promise<string>((resolve, reject) =>
    execFile(
      java,
      // A short run: the JVM's first-tier compiler only, and one garbage collector thread, took 3.1 to 3.7 CPU
      // seconds over the 37 documents against 7.0 to 8.2, with the same messages; that compiler's deeper frames
      // need a larger stack than the default (the checker asks for 512k at least). --no-langdetect: the language
      // guess only ever warns, and costs CPU.
      [
        '-XX:TieredStopAtLevel=1',
        '-XX:+UseSerialGC',
        '-Xss4m',
        '-jar',
        vnuJar,
        '--format',
        'json',
        '--stdout',
        '--exit-zero-always',
        '--no-langdetect',
        '--filterpattern',
        `(?:${UNKNOWN_CSS_PROPERTY})|(?:${RENDER_BLOCKING_EXPECT})`,
        ...files,
      ],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
    ),
  );
  const { messages } = JSON.parse(output) as { messages: Message[] };
  return messages
    .filter((m) => m.type !== 'info')
    .map((m) => {
      const name = m.url ? path.basename(decodeURIComponent(m.url), '.html') : '(checker)';
      const where = m.lastLine ? ` ${m.lastLine}:${m.firstColumn ?? ''}` : '';
      return `${name}${where}: ${m.message}${m.extract ? `: …${m.extract.replace(/\s+/g, ' ').trim()}…` : ''}`;
    });
}
