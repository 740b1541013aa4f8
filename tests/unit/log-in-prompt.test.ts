/** "Log in to continue" with a Login action (src/stores/log-in-prompt.ts): where Login brings the shopper back to. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { askToLogIn, returnHere } from '../../src/stores/log-in-prompt.ts';
import { overlay } from '../../src/stores/overlay.ts';
import { $toasts } from '../../src/stores/toasts.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('window', { location: { pathname: '/stores/s1/category/c1', search: '?color=Red', hash: '#top' } });
});
afterEach(() => {
  overlay.close();
  vi.runAllTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('returnHere', () => {
  it('is this page with its query (not its fragment)', () => {
    expect(returnHere()).toBe('/stores/s1/category/c1?color=Red');
  });
  it('reopens the My Cart drawer when it is open', () => {
    overlay.open('cart');
    expect(returnHere()).toBe('/stores/s1/category/c1?color=Red#my-cart');
  });
  it('comes back to the page under a quick view', () => {
    overlay.open('quick-view');
    expect(returnHere()).toBe('/stores/s1/category/c1?color=Red');
  });
});

describe('askToLogIn', () => {
  it('warns with the spec’s words and a Login action to the login page that returns here', () => {
    askToLogIn('Log in to continue.');
    expect($toasts.get().at(-1)).toMatchObject({
      kind: 'warning',
      message: 'Log in to continue.',
      action: { label: 'Login', href: '/auth/login?next=%2Fstores%2Fs1%2Fcategory%2Fc1%3Fcolor%3DRed' },
    });
  });
});
