/** The words of the sign-in gate in en-IN (src/islands/shared/words.tsx). */
export { common_sign_in_title, common_sign_in_note, common_sign_in_link } from '../../../paraglide/messages/en-IN.js';
