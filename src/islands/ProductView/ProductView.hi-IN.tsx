/** The product view in hi-IN: the body with this language's words (src/islands/shared/words.tsx). */
import ProductView from './ProductView.tsx';
import * as words from './ProductView.words.hi-IN.ts';
import { withWords } from '../shared/words.tsx';

export default withWords(ProductView, 'hi-IN', words);
