/**
 * When the storefront offers to be installed (docs/decisions/offline.md#installable): after a second visit or an order, never on
 * the first page a shopper sees, and never again once they said "Not now" (or installed it).
 */

/** What the device remembers about this shopper's visits. */
export type VisitRecord = { visits: number; pageViews: number; ordered: boolean; dismissed: boolean };

export const NO_VISITS: VisitRecord = { visits: 0, pageViews: 0, ordered: false, dismissed: false };

/** A page view: a new visit when the tab's session is new (no page of this site seen in it yet). */
export function recordPageView(record: VisitRecord, newSession: boolean): VisitRecord {
  return { ...record, visits: record.visits + (newSession ? 1 : 0), pageViews: record.pageViews + 1 };
}

export function shouldOfferInstall(record: VisitRecord): boolean {
  if (record.dismissed || record.pageViews < 2) return false;
  return record.visits >= 2 || record.ordered;
}

const count = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0);

/** Reads the stored record defensively: anything unreadable counts as nothing seen yet. */
export function parseVisitRecord(raw: string | null | undefined): VisitRecord {
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<VisitRecord> | null;
    if (!value || typeof value !== 'object') return { ...NO_VISITS };
    return {
      visits: count(value.visits),
      pageViews: count(value.pageViews),
      ordered: value.ordered === true,
      dismissed: value.dismissed === true,
    };
  } catch {
    return { ...NO_VISITS };
  }
}
