/** The search results in en-IN: the body with this language's words (src/islands/shared/words.tsx). */
import SearchResults from './SearchResults.tsx';
import * as words from './SearchResults.words.en-IN.ts';
import { withWords } from '../shared/words.tsx';

export default withWords(SearchResults, 'en-IN', words);
