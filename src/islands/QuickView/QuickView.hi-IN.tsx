/** The quick view in hi-IN: the body with this language's words (src/islands/shared/words.tsx). */
import QuickView from './QuickView.tsx';
import * as words from './QuickView.words.hi-IN.ts';
import { withWords } from '../shared/words.tsx';

export default withWords(QuickView, 'hi-IN', words);
