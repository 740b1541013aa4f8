/** Onboarding island's words in en-IN (src/islands/shared/words.tsx). */
export * from '../shared/words/SignInGate.en-IN.ts';
