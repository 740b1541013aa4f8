/** The login island's words in hi-IN (src/islands/shared/words.tsx). */
export * from './PhoneField.words.hi-IN.ts';
export * from './CodeStep.words.hi-IN.ts';
export {
  auth_login_heading,
  auth_login_lead,
  auth_have_code,
  auth_sending_code,
  auth_send_code,
  auth_new_to,
  auth_create_account,
  auth_fineprint,
  auth_verify_log_in,
} from '../../paraglide/messages/hi-IN.js';
