/** The account drawers in hi-IN: the body with this language's words (src/islands/shared/words.tsx). */
import AccountDrawers from './AccountDrawers.tsx';
import * as words from './AccountDrawers.words.hi-IN.ts';
import { withWords } from '../shared/words.tsx';

export default withWords(AccountDrawers, 'hi-IN', words);
