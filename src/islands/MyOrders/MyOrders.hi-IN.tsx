/** My Orders in hi-IN: the body with this language's words (src/islands/shared/words.tsx). */
import MyOrders from './MyOrders.tsx';
import * as words from './MyOrders.words.hi-IN.ts';
import { withWords } from '../shared/words.tsx';

export default withWords(MyOrders, 'hi-IN', words);
