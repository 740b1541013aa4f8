/** One file per message for the browser build (src/build/message-files.ts). */
import { describe, expect, it } from 'vitest';
import { messageBlocks, perMessageExports } from '../../src/build/message-files.ts';

describe('message files', () => {
  it('cut a compiled language module into its messages', () => {
    const compiled =
      'import * as registry from "../registry.js"\n\n' +
      'export const nav_home = () => {\n\treturn `होम`\n};\n\n' +
      'export const bag_items = (i) => {const n = registry.plural("hi-IN", i?.count, {});\n\treturn `${i?.count}`\n};\n';
    const blocks = messageBlocks(compiled);
    expect([...blocks.keys()]).toEqual(['nav_home', 'bag_items']);
    expect(blocks.get('nav_home')).toBe('export const nav_home = () => {\n\treturn `होम`\n};\n');
  });

  it('point each named re-export of a words module at its message file, in either quote', () => {
    expect(perMessageExports("export { nav_home, nav_menu } from '../../paraglide/messages/hi-IN.js';")).toBe(
      "export { nav_home } from '../../paraglide/messages/hi-IN/nav_home.js';\n" +
        "export { nav_menu } from '../../paraglide/messages/hi-IN/nav_menu.js';",
    );
    expect(perMessageExports('export { a_b } from "../paraglide/messages/en-IN.js"')).toBe(
      "export { a_b } from '../paraglide/messages/en-IN/a_b.js';",
    );
    expect(perMessageExports("export * from '../shared/words/Dialog.hi-IN.ts';")).toBe(
      "export * from '../shared/words/Dialog.hi-IN.ts';",
    );
  });
});
