/** Onboarding island's words in hi-IN (src/islands/shared/words.tsx). */
export * from '../shared/words/SignInGate.hi-IN.ts';
/** The onboarding island's words in hi-IN (src/islands/shared/words.tsx). */
export * from '../shared/words/PreferenceChoices.hi-IN.ts';
export {
  auth_onboarding_heading,
  auth_onboarding_lead,
  auth_choices_kept,
  auth_saving,
  auth_save_continue,
  auth_skip,
} from '../../paraglide/messages/hi-IN.js';
