/** The expected delivery rule (docs/decisions/orders.md), with literal dates and places from the postal data. */
import { describe, expect, it } from 'vitest';
import {
  addDeliveryDays,
  deliveryByText,
  deliveryDayText,
  deliveryZone,
  dispatchDay,
  expectedDelivery,
  indiaDay,
  metroOf,
  showsExpectedDelivery,
} from '../../src/lib/rules/delivery.ts';

const koramangala = { district: 'Bengaluru', state: 'Karnataka' };
const shivajiNagar = { district: 'Bengaluru', state: 'Karnataka' };
const mysuru = { district: 'Mysore', state: 'Karnataka' };
const connaughtPlace = { district: 'New Delhi', state: 'Delhi' };
const saket = { district: 'South Delhi', state: 'Delhi' };
const fort = { district: 'Mumbai', state: 'Maharashtra' };
const puneCity = { district: 'Pune', state: 'Maharashtra' };
const jaipur = { district: 'Jaipur', state: 'Rajasthan' };
const johariBazar = { district: 'Jaipur', state: 'Rajasthan' };
const kota = { district: 'Kota', state: 'Rajasthan' };
const ludhiana = { district: 'Ludhiana', state: 'Punjab' };

describe('delivery zone', () => {
  it('knows the eight metros by district (Delhi by state), and nothing else', () => {
    expect(metroOf(koramangala)).toBe('Bengaluru');
    expect(metroOf(saket)).toBe('Delhi');
    expect(metroOf({ district: 'Ahmadabad', state: 'Gujarat' })).toBe('Ahmedabad');
    expect(metroOf({ district: 'Kolkata', state: 'West Bengal' })).toBe('Kolkata');
    expect(metroOf(jaipur)).toBeNull();
    expect(metroOf({ district: 'Bangalore Rural', state: 'Karnataka' })).toBeNull();
    // A district of the same name in another state is not the metro.
    expect(metroOf({ district: 'Hyderabad', state: 'Sindh' })).toBeNull();
  });

  it('same city is the same district, or anywhere in one metro', () => {
    expect(deliveryZone(koramangala, shivajiNagar)).toBe('same-city');
    expect(deliveryZone(jaipur, johariBazar)).toBe('same-city');
    expect(deliveryZone(connaughtPlace, saket)).toBe('same-city');
  });

  it('then the same state, then metro to metro, then elsewhere', () => {
    expect(deliveryZone(koramangala, mysuru)).toBe('same-state');
    expect(deliveryZone(jaipur, kota)).toBe('same-state');
    // Mumbai and Pune are both metros, but in one state: the nearer zone wins.
    expect(deliveryZone(fort, puneCity)).toBe('same-state');
    expect(deliveryZone(fort, koramangala)).toBe('metro');
    expect(deliveryZone(connaughtPlace, fort)).toBe('metro');
    expect(deliveryZone(jaipur, koramangala)).toBe('elsewhere');
    expect(deliveryZone(koramangala, ludhiana)).toBe('elsewhere');
    expect(deliveryZone(null, koramangala)).toBe('elsewhere');
  });
});

describe('dispatch day (India time, 2 pm cut-off, no Sundays)', () => {
  it('an order before 2 pm in India dispatches that day; at 2 pm or later, the next day', () => {
    // Tue 24 Nov 2026, 1:59 pm and 2:00 pm in India (UTC+5:30).
    expect(dispatchDay(new Date('2026-11-24T08:29:00Z'))).toBe('2026-11-24');
    expect(dispatchDay(new Date('2026-11-24T08:30:00Z'))).toBe('2026-11-25');
  });

  it('the day is India’s: 8 pm UTC on the 24th is 1:30 am on the 25th in India', () => {
    expect(indiaDay(new Date('2026-11-24T20:00:00Z'))).toBe('2026-11-25');
    expect(dispatchDay(new Date('2026-11-24T20:00:00Z'))).toBe('2026-11-25');
  });

  it('nothing dispatches on a Sunday: a Saturday afternoon or Sunday order goes on Monday', () => {
    expect(dispatchDay(new Date('2026-11-28T10:00:00Z'))).toBe('2026-11-30'); // Sat 3:30 pm
    expect(dispatchDay(new Date('2026-11-29T04:00:00Z'))).toBe('2026-11-30'); // Sun 9:30 am
    expect(dispatchDay(new Date('2026-11-28T05:00:00Z'))).toBe('2026-11-28'); // Sat 10:30 am
  });

  it('delivery days skip Sundays and cross month and year ends', () => {
    expect(addDeliveryDays('2026-11-27', 2)).toBe('2026-11-30');
    expect(addDeliveryDays('2026-11-28', 3)).toBe('2026-12-02');
    expect(addDeliveryDays('2026-12-30', 4)).toBe('2027-01-04');
  });
});

describe('expected delivery', () => {
  it('same city: 2 days from dispatch', () => {
    // Tue 24 Nov, 11 am in India -> dispatched Tue 24 -> Thu 26.
    expect(expectedDelivery(koramangala, shivajiNagar, new Date('2026-11-24T05:30:00Z'))).toEqual({
      zone: 'same-city',
      days: 2,
      dispatchOn: '2026-11-24',
      expectedBy: '2026-11-26',
    });
  });

  it('past the cut-off the same order arrives a day later', () => {
    // Tue 24 Nov, 3 pm in India -> dispatched Wed 25 -> Fri 27.
    expect(expectedDelivery(koramangala, shivajiNagar, new Date('2026-11-24T09:30:00Z'))?.expectedBy).toBe(
      '2026-11-27',
    );
  });

  it('same state 3 days, metro to metro 4, elsewhere 6, across a month end and a Sunday', () => {
    // Fri 27 Nov, 10 am in India: dispatched Fri 27; Sun 29 Nov is not counted.
    const friday = new Date('2026-11-27T04:30:00Z');
    expect(expectedDelivery(koramangala, mysuru, friday)).toEqual({
      zone: 'same-state',
      days: 3,
      dispatchOn: '2026-11-27',
      expectedBy: '2026-12-01',
    });
    expect(expectedDelivery(fort, koramangala, friday)).toEqual({
      zone: 'metro',
      days: 4,
      dispatchOn: '2026-11-27',
      expectedBy: '2026-12-02',
    });
    expect(expectedDelivery(jaipur, koramangala, friday)).toEqual({
      zone: 'elsewhere',
      days: 6,
      dispatchOn: '2026-11-27',
      expectedBy: '2026-12-04',
    });
  });

  it('a PIN the postal data does not know is not served', () => {
    expect(expectedDelivery(koramangala, null, new Date('2026-11-24T05:30:00Z'))).toBeNull();
  });
});

describe('how the date reads', () => {
  it('"Delivery by Tue, 1 Dec"', () => {
    expect(deliveryDayText('2026-12-01')).toBe('Tue, 1 Dec');
    expect(deliveryDayText('2027-01-04')).toBe('Mon, 4 Jan');
    expect(deliveryByText('2026-11-26')).toBe('Delivery by Thu, 26 Nov');
    expect(deliveryDayText('')).toBe('');
    expect(deliveryDayText('1 Dec')).toBe('');
    expect(deliveryDayText(null)).toBe('');
  });

  it('the promise shows while the order is on its way, never after it ends', () => {
    expect(showsExpectedDelivery('READY_FOR_PICKUP', '2026-12-01')).toBe(true);
    expect(showsExpectedDelivery('OUT_FOR_DELIVERY', '2026-12-01')).toBe(true);
    expect(showsExpectedDelivery('READY_FOR_PICKUP', null)).toBe(false);
    for (const status of ['DELIVERED', 'CANCELLED', 'RETURN', 'EXCHANGE'])
      expect(showsExpectedDelivery(status, '2026-12-01')).toBe(false);
  });
});
