/**
 * The HTML checker (vnu.jar, in the browser tests) runs on Java. On Debian as root a missing Java is installed
 * from Debian's default-jre-headless; elsewhere this says how to get one. The vnu-jar package's own install
 * script, which downloads a JDK, is not allowed (package.json allowScripts).
 */
import fs from 'node:fs';
import { execSync } from 'node:child_process';
import { JAVA_MIN, javaPath } from './java.ts';

if (javaPath()) process.exit(0);

if (fs.existsSync('/etc/debian_version') && process.getuid?.() === 0) {
  console.log('[vastra] installing Debian’s default-jre-headless (Java, for the HTML checker)…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless', {
    stdio: 'inherit',
  });
  if (javaPath()) process.exit(0);
}
console.error(
  `No Java ${JAVA_MIN} or later found (JAVA_HOME, or java on PATH): the HTML checker needs it. Install one ` +
    '(Debian/Ubuntu: sudo apt-get install default-jre-headless) or set JAVA_HOME.',
);
process.exit(1);
