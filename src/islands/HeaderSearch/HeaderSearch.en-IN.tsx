/** The header search in en-IN: the body with this language's words (src/islands/shared/words.tsx). */
import HeaderSearch from './HeaderSearch.tsx';
import * as words from './HeaderSearch.words.en-IN.ts';
import { withWords } from '../shared/words.tsx';

export default withWords(HeaderSearch, 'en-IN', words);
