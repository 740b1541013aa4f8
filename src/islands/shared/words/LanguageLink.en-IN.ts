/** The language switch's words in en-IN (src/islands/shared/words.tsx): the other language's name, in its own words. */
export { language_switch, language_switch_label } from '../../../paraglide/messages/en-IN.js';
