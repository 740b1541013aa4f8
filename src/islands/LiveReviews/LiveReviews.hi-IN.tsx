/** The live reviews in hi-IN: the body with this language's words (src/islands/shared/words.tsx). */
import LiveReviews from './LiveReviews.tsx';
import * as words from './LiveReviews.words.hi-IN.ts';
import { withWords } from '../shared/words.tsx';

export default withWords(LiveReviews, 'hi-IN', words);
