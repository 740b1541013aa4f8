/** The checkout in hi-IN: the body with this language's words (src/islands/shared/words.tsx). */
import Checkout from './Checkout.tsx';
import * as words from './Checkout.words.hi-IN.ts';
import { withWords } from '../shared/words.tsx';

export default withWords(Checkout, 'hi-IN', words);
