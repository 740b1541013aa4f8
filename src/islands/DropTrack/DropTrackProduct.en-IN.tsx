/** The DropTrack product in en-IN: the body with this language's words (src/islands/shared/words.tsx). */
import DropTrackProduct from './DropTrackProduct.tsx';
import * as words from './DropTrackProduct.words.en-IN.ts';
import { withWords } from '../shared/words.tsx';

export default withWords(DropTrackProduct, 'en-IN', words);
