/** The live reviews in en-IN: the body with this language's words (src/islands/shared/words.tsx). */
import LiveReviews from './LiveReviews.tsx';
import * as words from './LiveReviews.words.en-IN.ts';
import { withWords } from '../shared/words.tsx';

export default withWords(LiveReviews, 'en-IN', words);
