/**
 * A Vite plugin for the build's server half (the "ssr" environment): React is bundled into it, and the
 * bundle is built with NODE_ENV "production", so pages rendered on demand use React's production build
 * (several times faster to render than its development build) whatever NODE_ENV the serving process has.
 *
 * Both are needed: React's entry points pick their build from process.env.NODE_ENV as they load, so left
 * external (imported from node_modules at run time) React would follow the serving process's NODE_ENV, which
 * `npm start` and the tests leave unset. Bundled, `define` replaces the check at build time and the
 * development build is left out of the bundle. Everything that imports React must be bundled with it: a
 * package left external would load a second React from node_modules ("Invalid hook call"); the build
 * fails when one is. The prebuilt pages need none of this: Astro's build itself runs with NODE_ENV=production.
 * Only the bundle sees the define: the server's own code (server/, loaded by file at run time by
 * src/build/catalog.ts) still reads the process's real NODE_ENV. Astro's runtime in the bundle sees it too,
 * so on-demand pages carry its production island script, as the prebuilt pages do.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** React and every package the server half imports that imports React itself. */
const REACT_PACKAGES = ['react', 'react-dom', 'scheduler', '@astrojs/react', '@nanostores/react'];
const SERVER_ENVIRONMENT = 'ssr';

/** The package an import names ('@scope/name/sub' → '@scope/name'); null for a relative or node: import. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.includes(':')) return null;
  return specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
}

/** Whether a package left external would load React from node_modules: React itself, or one that imports it. */
function loadsReact(name: string, root: string): boolean {
  if (name === 'react' || name === 'react-dom') return true;
  const manifest = path.join(root, 'node_modules', name, 'package.json');
  if (!fs.existsSync(manifest)) return false;
  const { dependencies = {}, peerDependencies = {} } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  return ['react', 'react-dom'].some((react) => react in dependencies || react in peerDependencies);
}

export function reactProduction(): Plugin {
  return {
    name: 'vastra:react-production',
    apply: 'build',
    configEnvironment(name) {
      if (name !== SERVER_ENVIRONMENT) return;
      return {
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        resolve: { noExternal: REACT_PACKAGES },
      };
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== SERVER_ENVIRONMENT) return;
      const root = this.environment.config.root;
      // A chunk's imports are the bundle's other chunks and the packages it leaves external.
      const external = new Set(
        Object.values(bundle).flatMap((chunk) =>
          chunk.type === 'chunk' ? chunk.imports.filter((id) => !(id in bundle)).map(packageOf) : [],
        ),
      );
      const reactUsers = [...external].filter((name): name is string => name !== null && loadsReact(name, root));
      if (reactUsers.length)
        this.error(
          `the server build imports React from node_modules through ${reactUsers.join(', ')}: add ` +
            'to REACT_PACKAGES in src/build/react-production.ts',
        );
    },
  };
}
