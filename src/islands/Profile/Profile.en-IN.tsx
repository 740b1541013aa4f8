/** The profile in en-IN: the body with this language's words (src/islands/shared/words.tsx). */
import Profile from './Profile.tsx';
import * as words from './Profile.words.en-IN.ts';
import { withWords } from '../shared/words.tsx';

export default withWords(Profile, 'en-IN', words);
