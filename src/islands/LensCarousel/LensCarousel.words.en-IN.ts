/** Lens island's words in en-IN (src/islands/shared/words.tsx). */
export * from '../shared/words/Dialog.en-IN.ts';
export * from '../shared/words/LoadState.en-IN.ts';
export * from '../shared/words/ReviewerBadge.en-IN.ts';
export * from '../shared/words/Price.en-IN.ts';
export { common_loading_lens_posts } from '../../paraglide/messages/en-IN.js';
