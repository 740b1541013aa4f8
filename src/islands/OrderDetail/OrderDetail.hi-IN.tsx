/** The order page in hi-IN: the body with this language's words (src/islands/shared/words.tsx). */
import OrderDetail from './OrderDetail.tsx';
import * as words from './OrderDetail.words.hi-IN.ts';
import { withWords } from '../shared/words.tsx';

export default withWords(OrderDetail, 'hi-IN', words);
