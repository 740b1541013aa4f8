/** The checkout in en-IN: the body with this language's words (src/islands/shared/words.tsx). */
import Checkout from './Checkout.tsx';
import * as words from './Checkout.words.en-IN.ts';
import { withWords } from '../shared/words.tsx';

export default withWords(Checkout, 'en-IN', words);
