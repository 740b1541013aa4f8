/**
 * The spec's English messages (an API refusal, a store's text) in the page's language, for an island that shows
 * them inline (src/ui/spoken-messages.ts). A Hindi island loads the table the first time it has a message to
 * say (never before interaction, so its page loads no more than its English twin), and says it again in Hindi
 * once the table is there; until then the message shows as it came.
 */
import { useCallback, useEffect, useState } from 'react';
import { BASE_LOCALE } from '../../lib/i18n/locales.ts';
import { loadSay, type Say } from '../../ui/spoken-messages.ts';
import { useLocale } from './words.tsx';

export function useSay(): Say {
  const locale = useLocale();
  const [loaded, setLoaded] = useState<Say | null>(null);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted && !loaded) void loadSay(locale).then((say) => setLoaded(() => say));
  }, [wanted, loaded, locale]);
  return useCallback(
    (message: string) => {
      if (loaded) return loaded(message);
      if (locale !== BASE_LOCALE && message && !wanted) queueMicrotask(() => setWanted(true));
      return message;
    },
    [loaded, locale, wanted],
  );
}
