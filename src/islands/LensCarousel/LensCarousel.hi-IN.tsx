/** Lens in hi-IN: the body with this language's words (src/islands/shared/words.tsx). */
import LensCarousel from './LensCarousel.tsx';
import * as words from './LensCarousel.words.hi-IN.ts';
import { withWords } from '../shared/words.tsx';

export default withWords(LensCarousel, 'hi-IN', words);
