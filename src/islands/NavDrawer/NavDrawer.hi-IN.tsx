/** The header drawers in hi-IN: the body with this language's words (src/islands/shared/words.tsx). */
import NavDrawer from './NavDrawer.tsx';
import * as words from './NavDrawer.words.hi-IN.ts';
import { withWords } from '../shared/words.tsx';

export default withWords(NavDrawer, 'hi-IN', words);
