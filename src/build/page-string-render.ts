/**
 * The build renders each prebuilt page to one string, not through a stream it reads back whole. Astro's build
 * streams a page when the site is server-like (`manifest.serverLike`), which this one is: the long tail of
 * product pages is rendered on demand. Streamed, every small piece of HTML is encoded to bytes on its own and
 * passed through a web stream, and the build joins the bytes again: at 100,000 products that machinery was about
 * 6% of the build's CPU (docs/performance.md, "The build's CPU"). Astro's build app leaves the choice to
 * that default (`resolveStreaming() { return void 0; }`); this makes it `false` for the prerendering only. Pages
 * served on demand keep streaming (the serving app is another class). A version of Astro that words the hook
 * otherwise stops the build here, rather than quietly streaming again.
 */
import type { Plugin } from 'vite';

const BUILD_APP = /\/astro\/dist\/core\/build\/app\.js$/;
const STREAMING_DEFAULT = /resolveStreaming\(\) \{\s*return void 0;\s*\}/;
const NOT_STREAMING = 'resolveStreaming() {\n    return false;\n  }';

/** The build app's source with its pages rendered to a string; throws when the hook is not found. */
export function withPagesAsStrings(source: string): string {
  if (source.includes(NOT_STREAMING)) return source;
  if (!STREAMING_DEFAULT.test(source))
    throw new Error(
      'src/build/page-string-render.ts: Astro’s build app chooses streaming in words this patch does not know',
    );
  return source.replace(STREAMING_DEFAULT, NOT_STREAMING);
}

export function pageStringRender(): Plugin {
  return {
    name: 'vastra:page-string-render',
    transform(code, id) {
      if (BUILD_APP.test(id.split('?')[0]!)) return withPagesAsStrings(code);
    },
  };
}
