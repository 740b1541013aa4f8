/** Lens island's words in hi-IN (src/islands/shared/words.tsx). */
export * from '../shared/words/Dialog.hi-IN.ts';
export * from '../shared/words/LoadState.hi-IN.ts';
export * from '../shared/words/ReviewerBadge.hi-IN.ts';
export * from '../shared/words/Price.hi-IN.ts';
export { common_loading_lens_posts } from '../../paraglide/messages/hi-IN.js';
