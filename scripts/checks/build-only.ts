/**
 * Packages only the build uses, so dev dependencies (docs/deploy.md, "A lean serving install"): esbuild and
 * Workbox make the service worker (the Workbox modules are bundled into it), the carousels and the Inter
 * font are bundled into the browser's files, and pglite-socket serves a build its embedded database from a
 * thread of its own (server/db/pglite-thread.ts). The serving process imports none of them
 * (tests/unit/prod-imports.test.ts); a production install holds none but esbuild, which Astro itself needs
 * (scripts/checks/prod-install.ts).
 */
export const BUILD_ONLY = [
  'esbuild',
  'workbox-build',
  'workbox-cacheable-response',
  'workbox-core',
  'workbox-expiration',
  'workbox-precaching',
  'workbox-routing',
  'workbox-strategies',
  'embla-carousel',
  'embla-carousel-autoplay',
  '@fontsource-variable/inter',
  '@electric-sql/pglite-socket',
] as const;

/** Build-only packages a production dependency still installs: Astro's runtime depends on esbuild. */
export const INSTALLED_FOR_OTHERS: readonly string[] = ['esbuild'];
