/** The mobile number field's words in hi-IN (login and signup re-export them: src/islands/shared/words.tsx). */
export { auth_mobile_number, auth_phone_note } from '../../paraglide/messages/hi-IN.js';
