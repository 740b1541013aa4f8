/** One folder for this run's PGlite templates (tests/api/pglite-templates.ts), removed when the run ends. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

export default function setup(project: TestProject) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vastra-pglite-templates-'));
  project.provide('pgliteTemplates', root);
  return () => fs.rmSync(root, { recursive: true, force: true });
}
