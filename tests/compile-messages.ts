/** vitest's global setup: the message catalogs compiled before any test file loads (src/build/messages.ts). */
import { compileMessages } from '../src/build/messages.ts';

export default async function setup() {
  await compileMessages();
}
