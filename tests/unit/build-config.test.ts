/**
 * The build's speed settings stay in astro.config.mjs: each changes no page a shopper sees, so no other test
 * would fail without it (docs/performance.md, "The build's CPU" and "Stylesheets linked").
 */
import { describe, expect, it } from 'vitest';
import config from '../../astro.config.mjs';

const pluginNames = () => (config.vite?.plugins ?? []).flat().map((plugin) => (plugin as { name?: string })?.name);

describe("the build's speed settings", () => {
  it('renders islands and prebuilt pages to strings, not through web streams', () => {
    expect(pluginNames()).toEqual(expect.arrayContaining(['vastra:react-string-render', 'vastra:page-string-render']));
  });

  it('links stylesheets over 4 KB instead of inlining them in every page, and renders 4 pages at once', () => {
    expect(config.build).toMatchObject({ inlineStylesheets: 'auto', concurrency: 4 });
  });
});
