/** The Hindi table of the spec's English messages (src/ui/spoken-messages.ts), loaded by Hindi pages only. */
import english from '../../messages/refusals/en-IN.json';
import hindi from '../../messages/refusals/hi-IN.json';
import { refusalTranslator, type Templates } from '../lib/i18n/refusals.ts';

export const say = refusalTranslator(english as Templates, hindi as Templates);
