/**
 * A call that failed because the device is offline says so instead of "Failed to …". Reads are
 * asked again once the connection is back, and bag and wishlist changes are kept and sent then. (Apart from
 * messages.ts, so the offline queue every page carries does not carry every call's message.)
 */
export const OFFLINE_MESSAGE = "You're offline: we'll try again when you're back";
/** The same for an action nobody sends again by itself (a form, Place Order, Follow): the shopper does. */
export const OFFLINE_TRY_AGAIN = "You're offline: try again when you're back.";
