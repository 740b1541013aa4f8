/**
 * Where the checkout's choices are kept: a module of its own, so log-out can forget them on any page without
 * loading the checkout's store (src/stores/me.ts).
 */
export const CHECKOUT_KEY = 'vastra:checkout';
