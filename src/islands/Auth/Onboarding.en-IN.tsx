/** Onboarding in en-IN: the body with this language's words (src/islands/shared/words.tsx). */
import Onboarding from './Onboarding.tsx';
import * as words from './Onboarding.words.en-IN.ts';
import { withWords } from '../shared/words.tsx';

export default withWords(Onboarding, 'en-IN', words);
