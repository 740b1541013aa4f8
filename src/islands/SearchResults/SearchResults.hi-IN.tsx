/** The search results in hi-IN: the body with this language's words (src/islands/shared/words.tsx). */
import SearchResults from './SearchResults.tsx';
import * as words from './SearchResults.words.hi-IN.ts';
import { withWords } from '../shared/words.tsx';

export default withWords(SearchResults, 'hi-IN', words);
