// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { vastraApi } from './server/astro-integration.ts';
import { clientDirectives } from './src/directives/register.ts';

export default defineConfig({
  site: process.env.PUBLIC_SITE_URL ?? 'http://localhost:4321',
  output: 'static',
  trailingSlash: 'ignore',
  server: { port: Number(process.env.PORT ?? 4321), host: '127.0.0.1' },
  integrations: [react(), clientDirectives(), vastraApi()],
  build: { inlineStylesheets: 'always', format: 'directory' },
  prefetch: false,
  devToolbar: { enabled: false },
  vite: {
    // Fonts stay files, however small: the Content-Security-Policy allows no data: fonts.
    build: { assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined) },
    ssr: { external: ['@electric-sql/pglite', 'pg', 'sharp', 'drizzle-orm', '@faker-js/faker'] },
  },
});
