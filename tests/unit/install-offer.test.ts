import { describe, expect, it } from 'vitest';
import { NO_VISITS, parseVisitRecord, recordPageView, shouldOfferInstall } from '../../src/lib/rules/install-offer.ts';

describe('install offer', () => {
  it('is never offered on the first page of the first visit, nor on later pages of it', () => {
    const first = recordPageView(NO_VISITS, true);
    expect(first).toEqual({ visits: 1, pageViews: 1, ordered: false, dismissed: false });
    expect(shouldOfferInstall(first)).toBe(false);
    expect(shouldOfferInstall(recordPageView(first, false))).toBe(false);
  });

  it('is offered on a second visit', () => {
    const second = recordPageView(recordPageView(NO_VISITS, true), true);
    expect(second).toMatchObject({ visits: 2, pageViews: 2 });
    expect(shouldOfferInstall(second)).toBe(true);
  });

  it('is offered after an order, but not on the first page ever seen', () => {
    expect(shouldOfferInstall({ visits: 1, pageViews: 1, ordered: true, dismissed: false })).toBe(false);
    expect(shouldOfferInstall({ visits: 1, pageViews: 5, ordered: true, dismissed: false })).toBe(true);
  });

  it('"Not now" is for good', () => {
    expect(shouldOfferInstall({ visits: 9, pageViews: 40, ordered: true, dismissed: true })).toBe(false);
  });

  it('reads a stored record defensively', () => {
    expect(parseVisitRecord('oops')).toEqual(NO_VISITS);
    expect(parseVisitRecord('{"visits":-3,"pageViews":2.5,"ordered":"yes","dismissed":true}')).toEqual({
      visits: 0,
      pageViews: 0,
      ordered: false,
      dismissed: true,
    });
  });
});
