/** The header drawers in en-IN: the body with this language's words (src/islands/shared/words.tsx). */
import NavDrawer from './NavDrawer.tsx';
import * as words from './NavDrawer.words.en-IN.ts';
import { withWords } from '../shared/words.tsx';

export default withWords(NavDrawer, 'en-IN', words);
