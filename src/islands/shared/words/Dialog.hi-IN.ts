/** The shared Dialog's words in hi-IN (src/islands/shared/words.tsx). */
export { dialog_close } from '../../../paraglide/messages/hi-IN.js';
