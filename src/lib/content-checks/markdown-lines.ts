/**
 * A Markdown page cut the way the checks read it: its front matter's lines and its text's lines, each with its
 * line number in the file, so every problem can say where it is. Fenced code is left out of the text and inline
 * code blanked (a `{brand}` shown as code is not a placeholder). Pure.
 */

export type NumberedLine = { line: number; text: string };

export type MarkdownPage = {
  /** The front matter between its two --- lines; null when the file does not start with a --- line. */
  frontMatter: {
    /** The YAML between the lines, as written. */
    yaml: string;
    lines: NumberedLine[];
    /** The closing --- line, null when there is none (then the whole file is front matter). */
    closeLine: number | null;
  } | null;
  /** The page's text after the front matter. */
  body: NumberedLine[];
};

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const INLINE_CODE = /(`+)[^`][\s\S]*?\1|<!--.*?-->/g;

/** Inline code and one-line HTML comments turned to spaces, so the columns of the rest stay where they were. */
const blankCode = (text: string) => text.replace(INLINE_CODE, (code) => ' '.repeat(code.length));

function bodyLines(lines: NumberedLine[]): NumberedLine[] {
  const out: NumberedLine[] = [];
  let fence: string | null = null;
  for (const { line, text } of lines) {
    const marker = FENCE.exec(text)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    out.push({ line, text: blankCode(text) });
  }
  return out;
}

export function readMarkdown(text: string): MarkdownPage {
  const all = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((line, i) => ({ line: i + 1, text: line }));
  if (all[0]?.text.trimEnd() !== '---') return { frontMatter: null, body: bodyLines(all) };
  const close = all.findIndex((l, i) => i > 0 && l.text.trimEnd() === '---');
  const lines = close < 0 ? all.slice(1) : all.slice(1, close);
  return {
    frontMatter: {
      yaml: lines.map((l) => l.text).join('\n'),
      lines,
      closeLine: close < 0 ? null : all[close]!.line,
    },
    body: close < 0 ? [] : bodyLines(all.slice(close + 1)),
  };
}
