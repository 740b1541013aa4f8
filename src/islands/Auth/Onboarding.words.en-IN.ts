/** Onboarding island's words in en-IN (src/islands/shared/words.tsx). */
export * from '../shared/words/SignInGate.en-IN.ts';
/** The onboarding island's words in en-IN (src/islands/shared/words.tsx). */
export * from '../shared/words/PreferenceChoices.en-IN.ts';
export {
  auth_onboarding_heading,
  auth_onboarding_lead,
  auth_choices_kept,
  auth_saving,
  auth_save_continue,
  auth_skip,
} from '../../paraglide/messages/en-IN.js';
