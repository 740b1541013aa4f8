/** The delivery check in en-IN: the body with this language's words (src/islands/shared/words.tsx). */
import CheckDelivery from './CheckDelivery.tsx';
import * as words from './CheckDelivery.words.en-IN.ts';
import { withWords } from '../shared/words.tsx';

export default withWords(CheckDelivery, 'en-IN', words);
