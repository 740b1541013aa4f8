/** The shopper's wallet (balance and transactions), read by settings and, later, checkout's wallet box. */
import { getWallet } from '../lib/api/account.ts';
import type { Wallet } from '../lib/api/types.ts';
import { loadable } from './loadable.ts';

export const wallet = loadable<Wallet>(getWallet);
export const $wallet = wallet.$state;
