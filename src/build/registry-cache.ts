/**
 * Paraglide's compiled registry (src/paraglide/registry.js) makes a new Intl.PluralRules, NumberFormat,
 * DateTimeFormat or RelativeTimeFormat on every call of a message that counts, prices or dates. Making one costs
 * far more than using it: in the build's profile, plural messages and the badges' plural forms took about 2 of
 * its 28 CPU seconds of page rendering. This rewrites the registry to keep one of each per locale and options.
 * A registry in which no constructor is found stops the build, so a Paraglide upgrade that changes the file is
 * seen rather than silently slow.
 */
import fs from 'node:fs';

const CONSTRUCTED = /new Intl\.(PluralRules|NumberFormat|DateTimeFormat|RelativeTimeFormat)\(/g;

const HELPER = `
/** One Intl object per constructor, locale and options (src/build/registry-cache.ts). */
const intlObjects = new Map();
function intlObject(Constructor, locale, options) {
	const key = Constructor.name + "|" + locale + "|" + JSON.stringify(options ?? {});
	let made = intlObjects.get(key);
	if (!made) intlObjects.set(key, (made = new Constructor(locale, options)));
	return made;
}
`;

/** The registry's source with each `new Intl.X(` made `intlObject(Intl.X, `; throws when there is none. */
export function cachedRegistry(source: string): string {
  if (source.includes('function intlObject(')) return source;
  let found = 0;
  const rewritten = source.replace(CONSTRUCTED, (_, name: string) => {
    found++;
    return `intlObject(Intl.${name}, `;
  });
  if (found === 0) throw new Error('src/build/registry-cache.ts: no Intl constructor found in Paraglide’s registry');
  return `${rewritten}\n${HELPER}`;
}

export function cacheRegistry(file: string): void {
  fs.writeFileSync(file, cachedRegistry(fs.readFileSync(file, 'utf8')));
}
