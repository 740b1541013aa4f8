/** The My Cart drawer in hi-IN: the body with this language's words (src/islands/shared/words.tsx). */
import CartDrawer from './CartDrawer.tsx';
import * as words from './CartDrawer.words.hi-IN.ts';
import { withWords } from '../shared/words.tsx';

export default withWords(CartDrawer, 'hi-IN', words);
