/** Settings in hi-IN: the body with this language's words (src/islands/shared/words.tsx). */
import Settings from './Settings.tsx';
import * as words from './Settings.words.hi-IN.ts';
import { withWords } from '../shared/words.tsx';

export default withWords(Settings, 'hi-IN', words);
