/** My Orders in en-IN: the body with this language's words (src/islands/shared/words.tsx). */
import MyOrders from './MyOrders.tsx';
import * as words from './MyOrders.words.en-IN.ts';
import { withWords } from '../shared/words.tsx';

export default withWords(MyOrders, 'en-IN', words);
