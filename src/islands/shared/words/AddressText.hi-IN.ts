/** The shared address text's words in hi-IN (src/islands/shared/words.tsx). */
export {
} from '../../../paraglide/messages/hi-IN.js';
