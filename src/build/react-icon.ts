/** The React side of an icon compiled by src/build/icons.ts: one shared component maker, so each icon's chunk is its markup. */
import { createElement, type SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

export function reactIcon(markup: string, viewBox: string) {
  const inner = { __html: markup };
  return function Icon({ size = 24, ...props }: IconProps) {
    return createElement('svg', {
      viewBox,
      width: size,
      height: size,
      fill: 'none',
      stroke: 'currentColor',
      strokeWidth: 2,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
      'aria-hidden': true,
      ...props,
      dangerouslySetInnerHTML: inner,
    });
  };
}
