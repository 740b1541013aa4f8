/**
 * The spec's English messages (an API refusal, a store's text) in the page's language, for an island that shows
 * them inline (src/ui/spoken-messages.ts). A Hindi island loads the table when it mounts, so it is there before
 * the first refusal; until then a message shows as it came.
 */
import { useEffect, useState } from 'react';
import { BASE_LOCALE } from '../../lib/i18n/locales.ts';
import { loadSay, type Say } from '../../ui/spoken-messages.ts';
import { useLocale } from './words.tsx';

const asItCame: Say = (message) => message;

export function useSay(): Say {
  const locale = useLocale();
  const [say, setSay] = useState<Say | null>(null);
  useEffect(() => {
    if (locale !== BASE_LOCALE) void loadSay(locale).then((loaded) => setSay(() => loaded));
  }, [locale]);
  return say ?? asItCame;
}
