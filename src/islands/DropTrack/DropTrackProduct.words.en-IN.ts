/** The DropTrack product island's words in en-IN (src/islands/shared/words.tsx). */
export * from '../shared/words/Dialog.en-IN.ts';
export * from '../shared/words/SignInGate.en-IN.ts';
export * from '../shared/words/LoadState.en-IN.ts';
export * from '../shared/words/ProductView.en-IN.ts';
export { common_loading_this_product } from '../../paraglide/messages/en-IN.js';
