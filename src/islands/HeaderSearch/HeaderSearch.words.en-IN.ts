/** The header search island's words in en-IN (src/islands/shared/words.tsx). */
export {};
