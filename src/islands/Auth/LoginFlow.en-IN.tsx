/** Login in en-IN: the body with this language's words (src/islands/shared/words.tsx). */
import LoginFlow from './LoginFlow.tsx';
import * as words from './LoginFlow.words.en-IN.ts';
import { withWords } from '../shared/words.tsx';

export default withWords(LoginFlow, 'en-IN', words);
