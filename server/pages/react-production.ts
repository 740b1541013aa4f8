/**
 * A Vite plugin for the build's server half (the "ssr" environment): React is bundled into it, and the
 * bundle is built with NODE_ENV "production", so pages rendered on demand use React's production build
 * (several times faster to render than its development build) whatever NODE_ENV the serving process has.
 *
 * Both are needed: React's entry points pick their build from process.env.NODE_ENV as they load, so left
 * external (imported from node_modules at run time) React would follow the serving process's NODE_ENV, which
 * `npm start` and the tests leave unset. Bundled, `define` replaces the check at build time and the
 * development build is left out of the bundle. Everything that imports React must be bundled with it: a
 * package left external would load a second React from node_modules ("Invalid hook call"); the bundle is
 * checked for that. The prebuilt pages need none of this: Astro's build itself runs with NODE_ENV=production.
 * Only the bundle sees the define: the server's own code (server/, loaded by file at run time by
 * src/build/catalog.ts) still reads the process's real NODE_ENV.
 */
import type { Plugin } from 'vite';

/** React and every package the server half imports that imports React itself. */
const REACT_PACKAGES = ['react', 'react-dom', 'scheduler', '@astrojs/react', '@nanostores/react'];
const SERVER_ENVIRONMENT = 'ssr';

function isReact(specifier: string): boolean {
  return /^(react|react-dom)(\/|$)/.test(specifier);
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
      const external = Object.values(bundle).flatMap((chunk) =>
        chunk.type === 'chunk' ? chunk.imports.filter(isReact).map((name) => `${chunk.fileName} → ${name}`) : [],
      );
      if (external.length)
        this.error(
          `React is imported from node_modules by the server build (${external.join(', ')}): add the package ` +
            'that imports it to REACT_PACKAGES in server/pages/react-production.ts',
        );
    },
  };
}
