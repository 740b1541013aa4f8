/** Settings island's words in en-IN (src/islands/shared/words.tsx). */
export * from '../shared/words/Dialog.en-IN.ts';
export { language_choice, language_english, language_hindi } from '../../paraglide/messages/en-IN.js';
