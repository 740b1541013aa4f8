/** Login in hi-IN: the body with this language's words (src/islands/shared/words.tsx). */
import LoginFlow from './LoginFlow.tsx';
import * as words from './LoginFlow.words.hi-IN.ts';
import { withWords } from '../shared/words.tsx';

export default withWords(LoginFlow, 'hi-IN', words);
