/** The code screen's words in hi-IN (login and signup re-export them: src/islands/shared/words.tsx). */
export {
  auth_code_sent,
  auth_verify_heading,
  auth_code_sent_to,
  auth_change_number,
  auth_enter_code,
  auth_digit_label,
  auth_signing_in,
  auth_checking,
  auth_didnt_get,
  auth_resend_in,
  auth_sending,
  auth_resend,
  auth_code_locked,
  auth_code_rate_limited,
  auth_wait_seconds,
  auth_wait_minutes,
} from '../../paraglide/messages/hi-IN.js';
