/** The live reviews island's words in hi-IN (src/islands/shared/words.tsx). */
export * from '../shared/words/Dialog.hi-IN.ts';
export * from '../shared/words/ProductReviews.hi-IN.ts';
export * from '../shared/words/ReportDialog.hi-IN.ts';
