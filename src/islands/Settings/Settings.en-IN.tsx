/** Settings in en-IN: the body with this language's words (src/islands/shared/words.tsx). */
import Settings from './Settings.tsx';
import * as words from './Settings.words.en-IN.ts';
import { withWords } from '../shared/words.tsx';

export default withWords(Settings, 'en-IN', words);
