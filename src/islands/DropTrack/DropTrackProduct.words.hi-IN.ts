/** The DropTrack product island's words in hi-IN (src/islands/shared/words.tsx). */
export * from '../shared/words/Dialog.hi-IN.ts';
export * from '../shared/words/SignInGate.hi-IN.ts';
export * from '../shared/words/LoadState.hi-IN.ts';
export * from '../shared/words/ProductView.hi-IN.ts';
export { common_loading_this_product } from '../../paraglide/messages/hi-IN.js';
