/** The words of the question before typed work is thrown away in hi-IN (src/islands/shared/words.tsx). */
export { common_discard_keep, common_discard } from '../../../paraglide/messages/hi-IN.js';
