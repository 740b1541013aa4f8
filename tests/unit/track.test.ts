/** The Track Order timeline: each status once, then what is left of the courier's road. */
import { describe, expect, it } from 'vitest';
import { COURIER_ROAD, canTrack, shipmentText, trackNote, trackSteps } from '../../src/lib/rules/track.ts';

describe('track steps', () => {
  it('the courier’s road is the one status chain', () => {
    expect(COURIER_ROAD).toEqual(['READY_FOR_PICKUP', 'IN_TRANSIST', 'OUT_FOR_DELIVERY', 'DELIVERED']);
  });

  it('a status entered twice shows once, where first reached, with the latest time', () => {
    const steps = trackSteps(
      [
        { status: 'READY_FOR_PICKUP', at: '2026-11-24T05:30:00.000Z' },
        { status: 'IN_TRANSIST', at: '2026-11-25T04:00:00.000Z' },
        { status: 'IN_TRANSIST', at: '2026-11-25T09:15:00.000Z' },
      ],
      'IN_TRANSIST',
    );
    expect(steps).toEqual([
      { status: 'READY_FOR_PICKUP', at: '2026-11-24T05:30:00.000Z', state: 'done' },
      { status: 'IN_TRANSIST', at: '2026-11-25T09:15:00.000Z', state: 'current' },
      { status: 'OUT_FOR_DELIVERY', at: null, state: 'next' },
      { status: 'DELIVERED', at: null, state: 'later' },
    ]);
  });

  it('a repeated first step is still one step, and the rest of the road follows', () => {
    const steps = trackSteps(
      [
        { status: 'READY_FOR_PICKUP', at: '2026-11-24T05:30:00.000Z' },
        { status: 'READY_FOR_PICKUP', at: '2026-11-24T05:30:01.000Z' },
      ],
      'READY_FOR_PICKUP',
    );
    expect(steps.map((s) => [s.status, s.state])).toEqual([
      ['READY_FOR_PICKUP', 'current'],
      ['IN_TRANSIST', 'next'],
      ['OUT_FOR_DELIVERY', 'later'],
      ['DELIVERED', 'later'],
    ]);
  });

  it('a delivered, cancelled or returned order has nothing ahead', () => {
    const delivered = trackSteps(
      [
        { status: 'READY_FOR_PICKUP', at: '2026-11-24T05:30:00.000Z' },
        { status: 'IN_TRANSIST', at: '2026-11-25T05:30:00.000Z' },
        { status: 'OUT_FOR_DELIVERY', at: '2026-11-26T05:30:00.000Z' },
        { status: 'DELIVERED', at: '2026-11-26T11:00:00.000Z' },
      ],
      'DELIVERED',
    );
    expect(delivered.map((s) => s.state)).toEqual(['done', 'done', 'done', 'current']);
    const cancelled = trackSteps(
      [
        { status: 'READY_FOR_PICKUP', at: '2026-11-24T05:30:00.000Z' },
        { status: 'CANCELLED', at: '2026-11-24T06:00:00.000Z' },
      ],
      'CANCELLED',
    );
    expect(cancelled.map((s) => [s.status, s.state])).toEqual([
      ['READY_FOR_PICKUP', 'done'],
      ['CANCELLED', 'current'],
    ]);
    expect(trackSteps([], 'SOMETHING_ELSE')).toEqual([]);
  });

  it('is offered on every order but a cancelled one', () => {
    for (const status of ['READY_FOR_PICKUP', 'IN_TRANSIST', 'OUT_FOR_DELIVERY', 'DELIVERED', 'RETURN', 'EXCHANGE'])
      expect(canTrack(status)).toBe(true);
    expect(canTrack('CANCELLED')).toBe(false);
  });

  it('says what comes next once: no closing "Next: …" while the timeline shows the next step', () => {
    for (const status of ['READY_FOR_PICKUP', 'IN_TRANSIST', 'OUT_FOR_DELIVERY']) expect(trackNote(status)).toBe('');
    expect(trackNote('DELIVERED')).toBe('Delivered: this order has arrived.');
    expect(trackNote('RETURN')).toBe('Return requested: we will keep you posted.');
  });

  it('names the courier and AWB once booked; before the pickup, says when they will show', () => {
    expect(shipmentText({ courier: 'Blue Dart', awb: '148211529173' }, 'IN_TRANSIST')).toBe(
      'Shipped with Blue Dart · AWB 148211529173',
    );
    expect(shipmentText(null, 'READY_FOR_PICKUP')).toBe(
      'The courier and AWB number show here once the order is picked up.',
    );
    expect(shipmentText(null, 'DELIVERED')).toBe('');
  });
});
