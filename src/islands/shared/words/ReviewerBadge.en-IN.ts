/** The words of a reviewer badge in en-IN (src/islands/shared/words.tsx). */
export { common_badge_no_review } from '../../../paraglide/messages/en-IN.js';
