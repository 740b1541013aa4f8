/** Onboarding island's words in hi-IN (src/islands/shared/words.tsx). */
export {};
