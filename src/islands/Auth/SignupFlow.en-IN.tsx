/** Sign-up in en-IN: the body with this language's words (src/islands/shared/words.tsx). */
import SignupFlow from './SignupFlow.tsx';
import * as words from './SignupFlow.words.en-IN.ts';
import { withWords } from '../shared/words.tsx';

export default withWords(SignupFlow, 'en-IN', words);
