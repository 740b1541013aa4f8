/** The DropTrack list island's words in hi-IN (src/islands/shared/words.tsx). */
export * from '../shared/words/Dialog.hi-IN.ts';
export * from '../shared/words/SignInGate.hi-IN.ts';
export * from '../shared/words/LoadState.hi-IN.ts';
export { common_loading_tracked } from '../../paraglide/messages/hi-IN.js';
