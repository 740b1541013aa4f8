/** Icons compiled at build time by src/build/icons.ts: `.astro` for Astro files, `.jsx` for islands. */
declare module '~icons/*.astro' {
  type Props = astroHTML.JSX.SVGAttributes & { size?: number };
  const Icon: (props: Props) => unknown;
  export default Icon;
}

declare module '~icons/*.jsx' {
  import type { SVGProps, JSX } from 'react';
  const Icon: (props: SVGProps<SVGSVGElement> & { size?: number }) => JSX.Element;
  export default Icon;
}
