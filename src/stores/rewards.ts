/** Refer & Earn numbers and refund status: what the shopper gets back, each fetched once per page. */
import { getReferrals, getRefunds } from '../lib/api/account.ts';
import type { Referrals, RefundRow } from '../lib/api/types.ts';
import { loadable } from './loadable.ts';

export const referrals = loadable<Referrals>(getReferrals);
export const refunds = loadable<RefundRow[]>(getRefunds);
