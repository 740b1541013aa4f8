/** The live reviews island's words in en-IN (src/islands/shared/words.tsx). */
export * from '../shared/words/Dialog.en-IN.ts';
export * from '../shared/words/ProductReviews.en-IN.ts';
export * from '../shared/words/ReportDialog.en-IN.ts';
