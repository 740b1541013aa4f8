/** The profile island's words in en-IN (src/islands/shared/words.tsx). */
export * from '../shared/words/Dialog.en-IN.ts';
export * from '../shared/words/SignInGate.en-IN.ts';
export * from '../shared/words/LoadState.en-IN.ts';
export * from '../shared/words/DiscardQuestion.en-IN.ts';
export { common_loading_profile } from '../../paraglide/messages/en-IN.js';
