// @ts-check
// First: a content file that is not JSON is named before the imports below read it (src/build/content-json-first.ts).
import './src/build/content-json-first.ts';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { vastraApi } from './src/build/api-integration.ts';
import { pagesAdapter } from './src/build/pages-adapter.ts';
import { clientDirectives } from './src/build/client-directives.ts';
import { pwa } from './src/build/pwa/integration.ts';
import { icons } from './src/build/icons.ts';
import { dynamicImportsCheck } from './src/build/dynamic-imports.ts';
import { smallChunks } from './src/build/small-chunks.ts';
import { messages } from './src/build/messages.ts';
import { localeRoutes } from './src/build/locale-routes.ts';
import { editorsWorkspace } from './src/build/editors-workspace.ts';
import { settledContent } from './src/build/settled-content.ts';
import { bannerCheck } from './src/build/banner-check.ts';
import { contentWordsCheck } from './src/build/content-words.ts';
import { contentChecks } from './src/build/content-checks.ts';
import { contentOnly } from './src/build/content-only.ts';
import { twinsTogetherBuild } from './src/build/twins-together.ts';
import { reactStringRender } from './src/build/react-string-render.ts';
import { pageStringRender } from './src/build/page-string-render.ts';

export default defineConfig({
  site: process.env.PUBLIC_SITE_URL ?? 'http://localhost:4321',
  // Static pages, plus the product pages beyond the prebuilt set, rendered on demand through the project's
  // own adapter (Astro's App: a Request in, a Response out): server/site.ts serves it behind the static files.
  output: 'static',
  adapter: pagesAdapter(),
  trailingSlash: 'ignore',
  // English at today's addresses, Hindi under /hi (docs/decisions/i18n.md). The Hindi routes are the same page
  // files, routed again by src/build/locale-routes.ts.
  i18n: {
    defaultLocale: 'en-IN',
    locales: ['en-IN', { path: 'hi', codes: ['hi-IN'] }],
    routing: { prefixDefaultLocale: false },
  },
  server: { port: Number(process.env.PORT ?? 4321), host: '127.0.0.1' },
  // The brand's and the search synonyms' files checked first (src/build/content-words.ts); then the message
  // catalogs compiled (messages/ into src/paraglide: src/build/messages.ts).
  // The editors' workspace (Keystatic) at /keystatic joins `astro dev` only (src/build/editors-workspace.ts).
  // The banner files are checked before any page is built (src/build/banner-check.ts), the editors' pages too
  // (src/build/content-checks.ts); `npm run build:content` renders only the pages content feeds
  // (src/build/content-only.ts).
  integrations: [
    contentWordsCheck(),
    contentChecks(),
    messages(),
    bannerCheck(),
    localeRoutes('hi'),
    // Islands rendered to a string with their id prefix (src/build/react-string-render.ts).
    react({ experimentalDisableStreaming: true }),
    clientDirectives(),
    vastraApi(),
    pwa(),
    editorsWorkspace(),
    // In dev, a content file's change is announced again once the file is quiet, so a save is read whole.
    settledContent(),
    contentOnly(),
    // Each Hindi twin rendered right after its English page, so the two share their catalog reads.
    twinsTogetherBuild('hi'),
  ],
  // Four pages render at once: while one waits for its catalog read (PostgreSQL answers on another core), the
  // others render. At 100,000 products read from PostgreSQL, 138 s became 122 s; 8 at once, 120 s. The embedded
  // database answers in this process's own thread, so a build from PGlite takes what it took (performance.md).
  // Stylesheets over 4 KB are linked, not inlined (docs/performance.md, "Stylesheets linked"): a product page is
  // 74 KB instead of 129, the build's output about 43% smaller, and Lighthouse's scores the same.
  build: { inlineStylesheets: 'auto', format: 'directory', concurrency: 4 },
  prefetch: false,
  devToolbar: { enabled: false },
  vite: {
    // Lucide icons as inline SVG components, for .astro and .tsx alike (src/build/icons.ts); the build stops
    // on an import() that cannot split (src/build/dynamic-imports.ts); the browser's tiny shared modules
    // travel as one chunk (src/build/small-chunks.ts); islands and prebuilt pages render to strings, not streams
    // (src/build/react-string-render.ts, src/build/page-string-render.ts).
    plugins: [icons(), dynamicImportsCheck(), smallChunks(), reactStringRender(), pageStringRender()],
    // Fonts stay files, however small: the Content-Security-Policy allows no data: fonts.
    build: { assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined) },
    ssr: { external: ['@electric-sql/pglite', 'pg', 'sharp', 'drizzle-orm', '@faker-js/faker'] },
  },
});
