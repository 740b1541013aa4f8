/** The account drawers in en-IN: the body with this language's words (src/islands/shared/words.tsx). */
import AccountDrawers from './AccountDrawers.tsx';
import * as words from './AccountDrawers.words.en-IN.ts';
import { withWords } from '../shared/words.tsx';

export default withWords(AccountDrawers, 'en-IN', words);
