/** One thing wrong in a content file: where it is, what is wrong and what to do, in words an editor reads. Pure. */

export type ContentProblem = {
  /** The file's path from the repository's root: "src/content/pages/privacy-policy.md". */
  file: string;
  line: number;
  /** What is wrong: "unknown placeholder {brnad}". */
  problem: string;
  /** What to do about it: "the placeholders are {brand}, … Did you mean {brand}?" */
  fix: string;
};

/** "src/content/pages/privacy-policy.md:12: unknown placeholder {brnad}; the placeholders are …" */
export const formatProblem = (p: ContentProblem) => `${p.file}:${p.line}: ${p.problem}; ${p.fix}`;

/** Problems in file order, then line order, as an editor works down a list. */
export const byPlace = (a: ContentProblem, b: ContentProblem) =>
  a.file.localeCompare(b.file) || a.line - b.line || a.problem.localeCompare(b.problem);
