/**
 * The project's own Astro adapter for the pages rendered on demand (product pages beyond the prebuilt set,
 * the listing-cards fragment): the build's server half is Astro's App behind server/pages/entry.ts, which
 * renders a web Request to a Response, for server/site.ts to serve behind the static files (dist/client).
 */
import type { AstroIntegration } from 'astro';
import { reactProduction } from './react-production.ts';

const NAME = 'vastra-pages';

export function pagesAdapter(): AstroIntegration {
  return {
    name: NAME,
    hooks: {
      'astro:config:setup': ({ command, config, updateConfig }) => {
        if (command !== 'build') return;
        updateConfig({
          // The image endpoint Astro adds to a build with on-demand routes (/_image; unused by the pages)
          // reads the build's own files from disk, rather than the default's fetch from the request's origin.
          image: {
            endpoint: {
              ...config.image.endpoint,
              entrypoint: config.image.endpoint.entrypoint ?? 'astro/assets/endpoint/node',
            },
          },
          vite: { plugins: [reactProduction()] },
        });
      },
      'astro:config:done': ({ setAdapter }) => {
        setAdapter({
          name: NAME,
          entrypointResolution: 'auto',
          serverEntrypoint: new URL('../../server/pages/entry.ts', import.meta.url),
          adapterFeatures: { buildOutput: 'server' },
          supportedAstroFeatures: {
            staticOutput: 'stable',
            hybridOutput: 'stable',
            serverOutput: 'stable',
            sharpImageService: 'stable',
          },
        });
      },
    },
  };
}
