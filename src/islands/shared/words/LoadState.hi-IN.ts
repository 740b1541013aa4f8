/** The words of the load states of a list or panel in hi-IN (src/islands/shared/words.tsx). */
export { common_load_loading, common_load_retry } from '../../../paraglide/messages/hi-IN.js';
