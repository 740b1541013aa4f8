/** Where Java is, for the HTML checker (the vnu-jar package's vnu.jar, which needs Java 11 or later). */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export const JAVA_MIN = 11;

/** JAVA_HOME's java, else the one on PATH, when it runs and is new enough; null when there is none. */
export function javaPath(): string | null {
  const candidates = [process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, 'bin', 'java') : null, 'java'];
  for (const candidate of candidates) {
    if (!candidate) continue;
    const run = spawnSync(candidate, ['-version'], { encoding: 'utf8' });
    // `java -version` prints e.g. `openjdk version "17.0.15"` (or `"1.8.0_392"` for Java 8) on stderr.
    const major = /version "(\d+)/.exec(`${run.stderr}${run.stdout}`)?.[1];
    if (run.status === 0 && Number(major) >= JAVA_MIN) return candidate;
  }
  return null;
}
