/** The mobile number field's words in en-IN (login and signup re-export them: src/islands/shared/words.tsx). */
export { auth_mobile_number, auth_phone_note } from '../../paraglide/messages/en-IN.js';
