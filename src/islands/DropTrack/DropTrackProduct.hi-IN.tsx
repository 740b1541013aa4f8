/** The DropTrack product in hi-IN: the body with this language's words (src/islands/shared/words.tsx). */
import DropTrackProduct from './DropTrackProduct.tsx';
import * as words from './DropTrackProduct.words.hi-IN.ts';
import { withWords } from '../shared/words.tsx';

export default withWords(DropTrackProduct, 'hi-IN', words);
