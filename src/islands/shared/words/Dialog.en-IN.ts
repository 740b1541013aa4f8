/** The shared Dialog's words in en-IN (src/islands/shared/words.tsx). */
export { dialog_close } from '../../../paraglide/messages/en-IN.js';
