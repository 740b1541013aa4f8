/** Settings island's words in hi-IN (src/islands/shared/words.tsx). */
export * from '../shared/words/Dialog.hi-IN.ts';
export { language_choice, language_english, language_hindi } from '../../paraglide/messages/hi-IN.js';
