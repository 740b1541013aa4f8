/** The product view in en-IN: the body with this language's words (src/islands/shared/words.tsx). */
import ProductView from './ProductView.tsx';
import * as words from './ProductView.words.en-IN.ts';
import { withWords } from '../shared/words.tsx';

export default withWords(ProductView, 'en-IN', words);
