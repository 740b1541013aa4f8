/**
 * One icon system for .astro and .tsx: Lucide icons (@iconify-json/lucide) compiled at build time into inline
 * SVG components by unplugin-icons. `~icons/lucide/<name>.astro` in Astro files (no JS), `~icons/lucide/<name>.jsx`
 * in islands (a tiny React component, no icon font, no runtime fetch). Types: src/icons.d.ts.
 *
 * Every icon takes `size` (px, default 24), is decorative (`aria-hidden`) unless a caller overrides it (with
 * `role="img"` and `aria-label`), and draws in currentColor. Lucide sets its stroke width and `fill="none"`
 * on each shape; they are moved to the <svg> here (with the stroke colour and round ends), so a caller's
 * `stroke-width`/`fill` applies (a lighter empty-state mark, a filled heart).
 */
import { fileURLToPath } from 'node:url';
import Icons from 'unplugin-icons/vite';
import type { Plugin } from 'vite';

type Svg = { attrs: Record<string, string>; body: string };

/** Splits the loader's `<svg …>body</svg>` and lifts Lucide's per-shape stroke width and fill to the root. */
function parse(svg: string): Svg {
  const match = /^<svg([^>]*)>([\s\S]*)<\/svg>$/.exec(svg.trim());
  if (!match) throw new Error(`unexpected icon markup: ${svg.slice(0, 80)}`);
  const attrs: Record<string, string> = {};
  for (const [, name, value] of match[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)) attrs[name!] = value!;
  // Lucide draws every shape alike (currentColor, 2px, round ends): the <svg> says it once.
  const body = match[2]!
    .replaceAll(' stroke-width="2"', '')
    .replaceAll(' fill="none"', '')
    .replaceAll(' stroke="currentColor"', '')
    .replaceAll(' stroke-linecap="round"', '')
    .replaceAll(' stroke-linejoin="round"', '');
  return { attrs: { viewBox: attrs.viewBox ?? '0 0 24 24' }, body };
}

const astroCompiler = (svg: string) => {
  const { attrs, body } = parse(svg);
  return `---
const { size = 24, ...props } = Astro.props;
const attrs = { viewBox: ${JSON.stringify(attrs.viewBox)}, width: size, height: size, fill: 'none', stroke: 'currentColor', 'stroke-width': 2, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', 'aria-hidden': 'true', ...props };
---
<svg {...attrs}>${body}</svg>`;
};

const reactIconModule = JSON.stringify(fileURLToPath(new URL('./react-icon.ts', import.meta.url)));
const reactCompiler = (svg: string) => {
  const { attrs, body } = parse(svg);
  return `import { reactIcon } from ${reactIconModule};
export default reactIcon(${JSON.stringify(body)}, ${JSON.stringify(attrs.viewBox)});`;
};

/** unplugin-icons takes one compiler per instance: the import's extension picks the Astro or the React one. */
export function icons(): Plugin {
  const astro = Icons({ compiler: { extension: 'astro', compiler: astroCompiler } }) as Plugin;
  const react = Icons({ compiler: { extension: 'jsx', compiler: reactCompiler } }) as Plugin;
  const isIcon = (id: string) => /^\/?(~icons|virtual:icons)\//.test(id);
  const pick = (id: string) => (id.split('?')[0]!.endsWith('.astro') ? astro : react);
  const call = (hook: Plugin['resolveId'] | Plugin['load']) => (typeof hook === 'function' ? hook : hook!.handler);
  return {
    name: 'vastra:icons',
    enforce: 'pre',
    resolveId(id, ...rest) {
      if (!isIcon(id)) return null;
      return (call(pick(id).resolveId) as (...args: unknown[]) => unknown).call(this, id, ...rest) as string;
    },
    load(id, ...rest) {
      if (!isIcon(id)) return null;
      return (call(pick(id).load) as (...args: unknown[]) => unknown).call(this, id, ...rest) as Promise<{
        code: string;
      }>;
    },
  };
}
