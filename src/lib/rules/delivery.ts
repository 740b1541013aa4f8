/**
 * Expected delivery (ours: the spec promises no dates). From the seller's dispatch place, the destination
 * PIN's place and the time of the order, the day the order should arrive. The rule, written down in
 * docs/decisions/orders.md:
 * - The zone: same city (the same district, or the same metro), else same state, else metro to metro (both
 *   ends in one of the METROS), else elsewhere. Each zone takes TRANSIT_DAYS days from dispatch.
 * - Dispatch: the day of the order in India if it is placed before the 2 pm cut-off, else the next day.
 * - Sundays: sellers do not dispatch and couriers do not deliver; transit days are counted Monday to Saturday.
 * - A destination PIN the postal data does not know is not served (no date).
 * Days are calendar dates in India, 'YYYY-MM-DD'. Pure: the server gives the places from its postal data.
 */

/** Where a PIN is: its district and state, as the postal data names them. */
export type Place = { district: string; state: string };

export type DeliveryZone = 'same-city' | 'same-state' | 'metro' | 'elsewhere';

/** Days from dispatch to the door, counted Monday to Saturday. */
export const TRANSIT_DAYS: Record<DeliveryZone, number> = { 'same-city': 2, 'same-state': 3, metro: 4, elsewhere: 6 };

/** Orders placed at or after this hour in India dispatch the next day. */
export const CUT_OFF_HOUR_IST = 14;

/** India Standard Time is UTC+5:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/**
 * The metros: a place belongs to one when its district is one of the names the postal data gives it (Delhi:
 * every district of the state). Two places in one metro are the same city, whatever their districts.
 */
export const METROS: { name: string; state: string; districts: string[] | 'all' }[] = [
  { name: 'Delhi', state: 'Delhi', districts: 'all' },
  { name: 'Mumbai', state: 'Maharashtra', districts: ['Mumbai', 'Mumbai Suburban'] },
  { name: 'Bengaluru', state: 'Karnataka', districts: ['Bengaluru', 'Bangalore', 'Bangalore Urban'] },
  { name: 'Chennai', state: 'Tamil Nadu', districts: ['Chennai'] },
  { name: 'Kolkata', state: 'West Bengal', districts: ['Kolkata'] },
  { name: 'Hyderabad', state: 'Telangana', districts: ['Hyderabad'] },
  { name: 'Pune', state: 'Maharashtra', districts: ['Pune'] },
  { name: 'Ahmedabad', state: 'Gujarat', districts: ['Ahmedabad', 'Ahmadabad'] },
];

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The metro a place is in, or null. */
export function metroOf(place: Place): string | null {
  const metro = METROS.find(
    (m) => same(m.state, place.state) && (m.districts === 'all' || m.districts.some((d) => same(d, place.district))),
  );
  return metro?.name ?? null;
}

/** The zone between the dispatch place and the destination; an unknown dispatch place is "elsewhere". */
export function deliveryZone(from: Place | null, to: Place): DeliveryZone {
  if (!from) return 'elsewhere';
  const [fromMetro, toMetro] = [metroOf(from), metroOf(to)];
  const sameCity =
    fromMetro || toMetro ? fromMetro === toMetro : same(from.district, to.district) && same(from.state, to.state);
  if (sameCity) return 'same-city';
  if (same(from.state, to.state)) return 'same-state';
  if (fromMetro && toMetro) return 'metro';
  return 'elsewhere';
}

/** A day as 'YYYY-MM-DD' from ms since the epoch at that day's UTC midnight, and back. */
const dayOf = (utcMidnightMs: number) => new Date(utcMidnightMs).toISOString().slice(0, 10);
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
const isSunday = (day: string) => new Date(msOf(day)).getUTCDay() === 0;
const nextDay = (day: string) => dayOf(msOf(day) + DAY_MS);

/** The calendar day in India of a moment. */
export function indiaDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day the seller dispatches an order placed at `orderedAt`: before the cut-off that day, else the next; never a Sunday. */
export function dispatchDay(orderedAt: Date): string {
  const local = new Date(orderedAt.getTime() + IST_OFFSET_MS);
  let day = local.toISOString().slice(0, 10);
  if (local.getUTCHours() >= CUT_OFF_HOUR_IST) day = nextDay(day);
  while (isSunday(day)) day = nextDay(day);
  return day;
}

/** `days` delivery days after `day`, skipping Sundays. */
export function addDeliveryDays(day: string, days: number): string {
  let at = day;
  for (let left = days; left > 0;) {
    at = nextDay(at);
    if (!isSunday(at)) left--;
  }
  return at;
}

export type DeliveryEstimate = { zone: DeliveryZone; days: number; dispatchOn: string; expectedBy: string };

/**
 * The expected delivery of an order placed at `orderedAt`, from `from` (the seller's dispatch place) to `to`
 * (the destination PIN's place); null when the PIN is not served (the postal data does not know it).
 */
export function expectedDelivery(from: Place | null, to: Place | null, orderedAt: Date): DeliveryEstimate | null {
  if (!to) return null;
  const zone = deliveryZone(from, to);
  const dispatchOn = dispatchDay(orderedAt);
  return { zone, days: TRANSIT_DAYS[zone], dispatchOn, expectedBy: addDeliveryDays(dispatchOn, TRANSIT_DAYS[zone]) };
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Tue, 1 Dec" for '2026-12-01'; '' for anything that is not a day. */
export function deliveryDayText(day: string | null | undefined): string {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  const date = new Date(msOf(day));
  if (Number.isNaN(date.getTime())) return '';
  return `${WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

/** What every screen says of a promised day: "Delivery by Tue, 1 Dec". */
export const deliveryByText = (day: string) => `Delivery by ${deliveryDayText(day)}`;

/** What the PIN check says of a PIN the postal data does not know. */
export const NOT_SERVED = "We don't deliver to this PIN yet";

/** The promise is kept only while the order is on its way: not once delivered, cancelled, returned or exchanged. */
export const showsExpectedDelivery = (
  orderStatus: string,
  expectedBy: string | null | undefined,
): expectedBy is string =>
  Boolean(expectedBy) && ['READY_FOR_PICKUP', 'IN_TRANSIST', 'OUT_FOR_DELIVERY'].includes(orderStatus);
