/** The store favourite button in en-IN: the body with this language's words (src/islands/shared/words.tsx). */
import StoreFavourite from './StoreFavourite.tsx';
import * as words from './StoreFavourite.words.en-IN.ts';
import { withWords } from '../shared/words.tsx';

export default withWords(StoreFavourite, 'en-IN', words);
