/** The My Cart drawer in en-IN: the body with this language's words (src/islands/shared/words.tsx). */
import CartDrawer from './CartDrawer.tsx';
import * as words from './CartDrawer.words.en-IN.ts';
import { withWords } from '../shared/words.tsx';

export default withWords(CartDrawer, 'en-IN', words);
