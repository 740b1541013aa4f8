/** The shared address form's words in en-IN (src/islands/shared/words.tsx). */
export {
} from '../../../paraglide/messages/en-IN.js';
