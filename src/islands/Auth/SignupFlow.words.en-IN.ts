/** The signup island's words in en-IN (src/islands/shared/words.tsx). */
export * from './PhoneField.words.en-IN.ts';
export * from './CodeStep.words.en-IN.ts';
export {
  auth_signup_heading,
  auth_signup_lead,
  auth_joining_through,
  auth_no_account_for_number,
  auth_display_name,
  auth_display_name_hint,
  auth_display_name_available,
  auth_full_name,
  auth_email,
  auth_login_instead,
  auth_agree_terms,
  auth_sending_code,
  auth_sign_up,
  auth_have_account,
  auth_log_in,
  auth_skip_signup,
  auth_verify_create,
  auth_welcome,
  auth_welcome_named,
  auth_welcome_lead,
  auth_personalize_now,
  auth_maybe_later,
} from '../../paraglide/messages/en-IN.js';
