/** The header search island's words in en-IN (src/islands/shared/words.tsx). */
export * from '../shared/words/Price.en-IN.ts';
export * from '../shared/words/ReviewerBadge.en-IN.ts';
