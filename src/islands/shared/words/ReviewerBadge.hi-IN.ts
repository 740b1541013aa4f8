/** The words of a reviewer badge in hi-IN (src/islands/shared/words.tsx). */
export { common_badge_no_review } from '../../../paraglide/messages/hi-IN.js';
