/** Registers the project's custom client directives with Astro. */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

export function clientDirectives(): AstroIntegration {
  return {
    name: 'vastra-client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(new URL('../directives/interaction.ts', import.meta.url)),
        });
      },
    },
  };
}
