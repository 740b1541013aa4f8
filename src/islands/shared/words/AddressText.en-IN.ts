/** The shared address text's words in en-IN (src/islands/shared/words.tsx). */
export {
} from '../../../paraglide/messages/en-IN.js';
