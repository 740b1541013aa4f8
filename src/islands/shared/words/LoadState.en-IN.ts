/** The words of the load states of a list or panel in en-IN (src/islands/shared/words.tsx). */
export { common_load_loading, common_load_retry } from '../../../paraglide/messages/en-IN.js';
