/** The header search in hi-IN: the body with this language's words (src/islands/shared/words.tsx). */
import HeaderSearch from './HeaderSearch.tsx';
import * as words from './HeaderSearch.words.hi-IN.ts';
import { withWords } from '../shared/words.tsx';

export default withWords(HeaderSearch, 'hi-IN', words);
