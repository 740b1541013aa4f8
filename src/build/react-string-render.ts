/**
 * React islands rendered to HTML in one call (renderToString), not through a stream that Astro reads back whole.
 * In the build's profile the stream's machinery (a web stream per island, each chunk encoded to bytes and decoded
 * again) was a sixth of the pages' CPU time: the test catalog's pages took 13.1 s instead of 16.0 s, the same HTML
 * (docs/performance.md, "The build's CPU").
 *
 * @astrojs/react's own switch for it (`experimentalDisableStreaming`) leaves out the island's identifierPrefix,
 * which the browser hydrates with, so every useId would differ between the HTML and the island. This passes the
 * same render options the stream gets. A version of the integration that words the call otherwise stops the build
 * here, rather than shipping ids that do not match. No island suspends while it is rendered on the server (Settings
 * loads its sections only once one is open), which is where a stream and a string would differ.
 */
import type { Plugin } from 'vite';

const RENDERER = /\/@astrojs\/react\/dist\/server\.js$/;
const WITHOUT_OPTIONS = 'html = ReactDOM.renderToString(vnode);';
const WITH_OPTIONS = 'html = ReactDOM.renderToString(vnode, renderOptions);';

/** The renderer's source with its string render given the render options; throws when the call is not found. */
export function withRenderOptions(source: string): string {
  if (source.includes(WITH_OPTIONS)) return source;
  if (!source.includes(WITHOUT_OPTIONS) || !source.includes('const renderOptions = {'))
    throw new Error(
      'src/build/react-string-render.ts: @astrojs/react renders to a string in words this patch does not know',
    );
  return source.replace(WITHOUT_OPTIONS, WITH_OPTIONS);
}

export function reactStringRender(): Plugin {
  return {
    name: 'vastra:react-string-render',
    transform(code, id) {
      if (RENDERER.test(id.split('?')[0]!)) return withRenderOptions(code);
    },
  };
}
