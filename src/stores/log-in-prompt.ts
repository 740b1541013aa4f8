/**
 * "Log in to continue" as a toast with a Login action that brings the shopper back to where they were: this
 * page, with the My Cart drawer open again when it was (withCartDrawer). A quick view cannot be reopened from
 * an address, so from one the shopper comes back to the page under it. The login page is in the page's language.
 */
import { localeOfPath, localisedPath } from '../lib/i18n/locale-paths.ts';
import { loginPath, withCartDrawer } from '../lib/paths.ts';
import { CART_DRAWER } from '../lib/rules/bag.ts';
import { $overlay } from './overlay.ts';
import { toast } from './toasts.ts';

/** This page's path and query, with the My Cart drawer when it is open. */
export function returnHere(): string {
  const here = `${window.location.pathname}${window.location.search}`;
  const { open, type } = $overlay.get();
  return open && type === CART_DRAWER ? withCartDrawer(here) : here;
}

/** The spec's warning ("Log in to continue", or "Log in to continue." for DropTrack) with a Login action. */
export function askToLogIn(message = 'Log in to continue'): void {
  const here = returnHere();
  toast.warning(message, { label: 'Login', href: localisedPath(loginPath(here), localeOfPath(here)) });
}
