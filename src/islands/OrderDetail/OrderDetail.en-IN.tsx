/** The order page in en-IN: the body with this language's words (src/islands/shared/words.tsx). */
import OrderDetail from './OrderDetail.tsx';
import * as words from './OrderDetail.words.en-IN.ts';
import { withWords } from '../shared/words.tsx';

export default withWords(OrderDetail, 'en-IN', words);
