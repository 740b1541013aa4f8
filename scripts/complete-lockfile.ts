/**
 * Completes package-lock.json for `npm ci` where the registry mirror only carries the Linux builds of
 * packages that ship one optional binary per platform (Astro's compiler, oxlint, rolldown, ...).
 * npm install leaves the other platforms out of the lock; npm ci then refuses the lock as incomplete.
 * This adds each missing platform package as an optional entry with its os/cpu, so npm ci skips it on
 * this platform exactly as it would with a complete lock. Run after `npm install` changes the lock.
 */
import fs from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const packages: Record<string, any> = lock.packages;

const OS = ['android', 'darwin', 'linux', 'win32', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony'];
const CPU: [RegExp, string][] = [
  [/arm64|aarch64/, 'arm64'],
  [/x64|x86_64/, 'x64'],
  [/ia32|i686/, 'ia32'],
  [/riscv64/, 'riscv64'],
  [/ppc64/, 'ppc64'],
  [/s390x/, 's390x'],
  [/loong64/, 'loong64'],
  [/wasm32/, 'wasm32'],
  [/\barm\b|-arm-|armv7|eabi/, 'arm'],
];

function platformOf(name: string): { os?: string[]; cpu?: string[]; libc?: string[] } {
  const tail = name.split('/').pop()!;
  const os = OS.find((o) => tail.includes(o) || (o === 'win32' && /win32|windows/.test(tail)));
  const cpu = CPU.find(([pattern]) => pattern.test(tail))?.[1];
  const libc = /musl/.test(tail) ? ['musl'] : /gnu/.test(tail) && os === 'linux' ? ['glibc'] : undefined;
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}), ...(libc ? { libc } : {}) };
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries<string>(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform.os && !platform.cpu) continue; // not a per-platform binary: leave it to npm
    packages[`node_modules/${name}`] = { version, dev: entry.dev, optional: true, ...platform };
    added++;
  }
}
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform-specific optional entries added`);
