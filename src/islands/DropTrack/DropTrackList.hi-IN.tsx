/** The DropTrack list in hi-IN: the body with this language's words (src/islands/shared/words.tsx). */
import DropTrackList from './DropTrackList.tsx';
import * as words from './DropTrackList.words.hi-IN.ts';
import { withWords } from '../shared/words.tsx';

export default withWords(DropTrackList, 'hi-IN', words);
