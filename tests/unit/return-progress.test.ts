import { describe, expect, it } from 'vitest';
import { returnNextText, returnStage, returnStageText, returnSteps } from '../../src/lib/rules/return-progress.ts';
import { refundOf } from '../../src/lib/rules/refunds.ts';
import { trackSteps } from '../../src/lib/rules/track.ts';

const delivered = [
  { status: 'READY_FOR_PICKUP', at: '2026-11-10T05:00:00.000Z' },
  { status: 'IN_TRANSIST', at: '2026-11-11T05:00:00.000Z' },
  { status: 'OUT_FOR_DELIVERY', at: '2026-11-12T05:00:00.000Z' },
  { status: 'DELIVERED', at: '2026-11-12T09:00:00.000Z' },
];
const requested = [...delivered, { status: 'RETURN', at: '2026-11-13T06:00:00.000Z' }];
const pickedUp = [...requested, { status: 'RETURN_PICKED_UP', at: '2026-11-14T07:00:00.000Z' }];
const received = [...pickedUp, { status: 'RETURN_RECEIVED', at: '2026-11-16T08:00:00.000Z' }];

describe('where a return stands', () => {
  it('requested, picked up, received: each with the date it was reached', () => {
    expect(returnStage('RETURN', requested)).toEqual({ stage: 'requested', at: '2026-11-13T06:00:00.000Z' });
    expect(returnStage('RETURN', pickedUp)).toEqual({ stage: 'picked-up', at: '2026-11-14T07:00:00.000Z' });
    expect(returnStage('RETURN', received)).toEqual({ stage: 'received', at: '2026-11-16T08:00:00.000Z' });
    expect(returnStage('DELIVERED', delivered)).toBeNull();
    expect(returnStage('CANCELLED', [{ status: 'CANCELLED', at: '2026-11-13T06:00:00.000Z' }])).toBeNull();
  });

  it('Refund Status never says "Returned" before the seller has the item', () => {
    expect(returnStageText('requested', '2026-11-13T06:00:00.000Z')).toBe('Return requested on Nov 13, 2026');
    expect(returnStageText('picked-up', '2026-11-14T07:00:00.000Z')).toBe('Picked up on Nov 14, 2026');
    expect(returnStageText('received', '2026-11-16T08:00:00.000Z')).toBe('Returned on Nov 16, 2026');
  });

  it('the refund-status modal’s steps: done ones dated, the pickup promised by its date until it happens', () => {
    expect(returnSteps('RETURN', requested, '2026-11-13T06:00:00.000Z', '2026-11-15T06:00:00.000Z')).toEqual([
      { title: 'Return requested', when: 'Nov 13, 2026', done: true },
      { title: 'Picked up by the courier', when: 'By Nov 15, 2026', done: false },
      { title: 'Received by the seller', when: 'After pickup', done: false },
      { title: 'Refund started', when: 'Once the seller receives it', done: false },
    ]);
    expect(returnSteps('RETURN', received, '2026-11-13T06:00:00.000Z', '2026-11-15T06:00:00.000Z')).toEqual([
      { title: 'Return requested', when: 'Nov 13, 2026', done: true },
      { title: 'Picked up by the courier', when: 'Nov 14, 2026', done: true },
      { title: 'Received by the seller', when: 'Nov 16, 2026', done: true },
      { title: 'Refund started', when: 'Nov 16, 2026', done: true },
    ]);
  });

  it('Track’s closing line follows the item once it is on its way back', () => {
    expect(returnNextText('RETURN', requested)).toBeNull();
    expect(returnNextText('RETURN', pickedUp)).toBe('Picked up: your refund starts once the seller receives the item.');
    expect(
      returnNextText('EXCHANGE', [
        ...delivered,
        { status: 'EXCHANGE', at: '2026-11-13T06:00:00.000Z' },
        pickedUp.at(-1)!,
      ]),
    ).toBe('Picked up: your new item ships next.');
    expect(returnNextText('RETURN', received)).toBe('Received by the seller: your refund is on its way.');
  });

  it('Track shows the pickup and the receipt, the latest as where the order is', () => {
    const steps = trackSteps(received, 'RETURN');
    expect(steps.map((s) => [s.status, s.state])).toEqual([
      ['READY_FOR_PICKUP', 'done'],
      ['IN_TRANSIST', 'done'],
      ['OUT_FOR_DELIVERY', 'done'],
      ['DELIVERED', 'done'],
      ['RETURN', 'done'],
      ['RETURN_PICKED_UP', 'done'],
      ['RETURN_RECEIVED', 'current'],
    ]);
  });
});

describe('a return’s refund follows the item', () => {
  const facts = {
    orderStatus: 'RETURN' as const,
    orderType: 'Prepaid' as const,
    paymentStatus: 'paid',
    walletUsedPaise: 10_000,
    totalPaise: 59_900,
    walletRefundedPaise: 0,
    changedAt: new Date('2026-11-13T06:00:00.000Z'),
  };

  it('requested until the seller receives it, however long the courier takes', () => {
    const refund = refundOf({ ...facts, returnReceivedAt: null });
    expect(refund.state).toBe('REQUESTED');
    expect(refund.parts.map((p) => p.state)).toEqual(['REQUESTED', 'REQUESTED']);
  });

  it('on receipt: the wallet part refunded when recorded, the card part initiated from that day, expected 4 working days on', () => {
    const refund = refundOf({
      ...facts,
      returnReceivedAt: new Date('2026-11-16T08:00:00.000Z'),
      walletRefundedPaise: 10_000,
      walletRefundedAt: new Date('2026-11-16T08:00:00.000Z'),
    });
    expect(refund.parts).toEqual([
      { mode: 'WALLET', amount: 100, state: 'REFUNDED', at: '2026-11-16T08:00:00.000Z', expectedBy: null },
      {
        mode: 'ORIGINAL_PAYMENT',
        amount: 599,
        state: 'INITIATED',
        at: '2026-11-16T08:00:00.000Z',
        expectedBy: '2026-11-20T08:00:00.000Z',
      },
    ]);
    expect(refund.state).toBe('INITIATED');
  });
});
