/**
 * The Track Order timeline (stores-and-social §2.10; ours: the spec shows no transitions): each status the
 * order reached, once, with when it was reached; then what is left of the courier's road
 * (Order placed -> In Transit -> Out for Delivery -> Delivered) while the order is on it.
 */
import { nextStatus, nextStepText } from './orders.ts';
import { RETURN_STEPS } from './return-progress.ts';

const RETURN_STEP_STATUSES: readonly string[] = Object.values(RETURN_STEPS);

/** The courier's road, from the one status chain: Order placed, In Transit, Out for Delivery, Delivered. */
export const COURIER_ROAD: readonly string[] = (() => {
  const road = ['READY_FOR_PICKUP'];
  for (let status = nextStatus(road[0]!); status; status = nextStatus(status)) road.push(status);
  return road;
})();

export type TrackStep = {
  status: string;
  /** When the order took this status (ISO), null for a step still to come. */
  at: string | null;
  /** done: passed; current: where the order is; next: the step that comes next; later: after that. */
  state: 'done' | 'current' | 'next' | 'later';
};

/**
 * One step per status: a status entered twice in the history shows once, where it was first reached, with
 * the latest time it was entered (as the order page's "Delivered on" does).
 */
export function trackSteps(history: readonly { status: string; at: string }[], orderStatus: string): TrackStep[] {
  const reached: TrackStep[] = [];
  for (const entry of history) {
    const seen = reached.find((step) => step.status === entry.status);
    if (!seen) reached.push({ status: entry.status, at: entry.at, state: 'done' });
    else if (entry.at > seen.at!) seen.at = entry.at;
  }
  // A return's pickup and receipt come after its status: the latest of them is where the order is.
  const last = reached.at(-1);
  const current =
    (last && RETURN_STEP_STATUSES.includes(last.status) ? last : undefined) ??
    reached.find((step) => step.status === orderStatus) ??
    last;
  if (current) current.state = 'current';
  const onRoad = COURIER_ROAD.indexOf(orderStatus);
  const ahead =
    onRoad < 0
      ? []
      : COURIER_ROAD.slice(onRoad + 1).filter((status) => !reached.some((step) => step.status === status));
  return [
    ...reached,
    ...ahead.map((status, i): TrackStep => ({ status, at: null, state: i === 0 ? 'next' : 'later' })),
  ];
}

/** Track Order is offered while there is a road to show: not for a cancelled order, which never left (or came back). */
export const canTrack = (orderStatus: string) => orderStatus !== 'CANCELLED';

/**
 * The line under the timeline: only where the timeline does not already show what comes next ("Coming next"
 * on the next step), i.e. once the order is off the courier's road (delivered, returned, exchanged).
 */
export const trackNote = (orderStatus: string) => (nextStatus(orderStatus) ? '' : nextStepText(orderStatus));

/** Who carries the order and its AWB, once booked; before the pickup, when they will show. */
export function shipmentText(shipment: { courier: string; awb: string } | null, orderStatus: string): string {
  if (shipment) return `Shipped with ${shipment.courier} · AWB ${shipment.awb}`;
  return orderStatus === 'READY_FOR_PICKUP' ? 'The courier and AWB number show here once the order is picked up.' : '';
}
