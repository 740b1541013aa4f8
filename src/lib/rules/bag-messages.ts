/**
 * What the bag says about its outbox and the sign-in merge, in the words the refusals catalog translates
 * (messages/refusals): kept here so the sender and sign-in say them alike.
 */
export const BAG_KEPT_MESSAGE =
  'We could not move your bag to your account. It is kept on this device; please try again later.';

export const skippedMessage = (count: number) =>
  count === 1
    ? 'One item in your bag is sold out or no longer listed, so it was not added.'
    : `${count} items in your bag are sold out or no longer listed, so they were not added.`;

/** Bag changes kept on this device for another account: never sent for the shopper signed in now. */
export const OTHER_SHOPPER_MESSAGE = 'Bag changes kept for another account on this device were dropped, not sent.';

/** Bag changes kept by an older version that could not be read back. */
export const UNREADABLE_MESSAGE = 'Some bag changes kept on this device could not be read and were dropped.';
