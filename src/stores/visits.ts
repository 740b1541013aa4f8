/** What the device remembers of this shopper's visits, for the install offer (rules: lib/rules/install-offer). */
import { persistentAtom } from '@nanostores/persistent';
import { NO_VISITS, parseVisitRecord, recordPageView, type VisitRecord } from '../lib/rules/install-offer.ts';

export const $visits = persistentAtom<VisitRecord>('vastra:visits', NO_VISITS, {
  encode: JSON.stringify,
  decode: parseVisitRecord,
});

const SESSION_KEY = 'vastra:visiting';

export const visits = {
  /** Counts this page view, and a new visit when this tab's session has seen no page yet. */
  pageView: () => {
    let newSession = true;
    try {
      newSession = sessionStorage.getItem(SESSION_KEY) === null;
      sessionStorage.setItem(SESSION_KEY, '1');
    } catch {
      // Storage refused (private mode): every page view counts as a visit, the offer still waits for a second.
    }
    $visits.set(recordPageView($visits.get(), newSession));
  },
  orderPlaced: () => $visits.set({ ...$visits.get(), ordered: true }),
  dismissInstall: () => $visits.set({ ...$visits.get(), dismissed: true }),
};
