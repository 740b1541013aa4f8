/** The profile island's words in hi-IN (src/islands/shared/words.tsx). */
export * from '../shared/words/Dialog.hi-IN.ts';
export * from '../shared/words/SignInGate.hi-IN.ts';
export * from '../shared/words/LoadState.hi-IN.ts';
export * from '../shared/words/DiscardQuestion.hi-IN.ts';
export { common_loading_profile } from '../../paraglide/messages/hi-IN.js';
