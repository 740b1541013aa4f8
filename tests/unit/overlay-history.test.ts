/**
 * Back closes what is open (src/ui/overlay-history.ts) against a stand-in browser history: one entry per
 * open overlay, Back closing it (asking a guard), X taking the entry off again without leaving the page, a flow's
 * steps sharing one entry, the page's own popstate listeners not hearing the overlay's steps, the address the
 * page changed while open carried down, and a link followed from an overlay replacing its entry. The browser
 * tests (overlay-back.spec.ts) drive the real thing.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { $overlay, overlay } from '../../src/stores/overlay.ts';
import {
  OVERLAY_ENTRY,
  followOverlayHistory,
  openOverlayAt,
  registerOverlayCloser,
  replaceWhileOpen,
} from '../../src/ui/overlay-history.ts';

type Entry = { url: string; state: unknown };

class PopState extends Event {
  readonly state: unknown;
  constructor(state: unknown) {
    super('popstate');
    this.state = state;
  }
}

/** A session history as browsers keep it: back() is asynchronous and ends in a popstate. */
class FakeHistory {
  entries: Entry[] = [];
  index = 0;
  /** Cross-document loads made (location.replace). */
  loads: string[] = [];
  private readonly win: EventTarget;
  constructor(win: EventTarget) {
    this.win = win;
  }
  reset(url: string) {
    this.entries = [{ url, state: null }];
    this.index = 0;
    this.loads = [];
  }
  get current() {
    return this.entries[this.index]!;
  }
  get state() {
    return this.current.state;
  }
  get length() {
    return this.entries.length;
  }
  pushState(state: unknown, _title: string, url?: string) {
    this.entries.splice(this.index + 1);
    this.entries.push({ state: structuredClone(state), url: new URL(url ?? this.current.url, this.current.url).href });
    this.index += 1;
  }
  replaceState(state: unknown, _title: string, url?: string) {
    this.entries[this.index] = {
      state: structuredClone(state),
      url: new URL(url ?? this.current.url, this.current.url).href,
    };
  }
  back() {
    setTimeout(() => this.go(-1), 0);
  }
  /** The shopper's Back (or the browser's). */
  go(delta: number) {
    const next = this.index + delta;
    if (next < 0 || next >= this.entries.length) return;
    this.index = next;
    this.win.dispatchEvent(new PopState(this.current.state));
  }
}

const win = new EventTarget();
const fakeHistory = new FakeHistory(win);
const fakeLocation = {
  get href() {
    return fakeHistory.current.url;
  },
  get pathname() {
    return new URL(fakeHistory.current.url).pathname;
  },
  get search() {
    return new URL(fakeHistory.current.url).search;
  },
  replace(url: string) {
    fakeHistory.loads.push(url);
    fakeHistory.entries[fakeHistory.index] = { url: new URL(url, fakeHistory.current.url).href, state: null };
  },
};
const doc = new EventTarget();
/** An element as far as the link check uses it: the link a tap landed in. */
type Link = { href: string; target: string; hasAttribute: () => boolean };
class FakeElement {
  readonly link: Link | null;
  constructor(link: Link | null) {
    this.link = link;
  }
  closest() {
    return this.link;
  }
}
/** A primary click that landed on `on`. */
class TapOn extends Event {
  readonly button = 0;
  private readonly on: FakeElement;
  constructor(on: FakeElement) {
    super('click', { cancelable: true });
    this.on = on;
  }
  override get target() {
    return this.on as unknown as EventTarget;
  }
}
/** What the page's own popstate listener (the listing's filters) heard. */
const pageHeard: string[] = [];

beforeAll(() => {
  vi.stubGlobal('window', win);
  vi.stubGlobal('history', fakeHistory);
  vi.stubGlobal('location', fakeLocation);
  vi.stubGlobal('document', doc);
  vi.stubGlobal('Element', FakeElement);
  fakeHistory.reset('https://vastra.test/');
  followOverlayHistory();
  // Registered after the overlay's own listener, as a page script's (the real one captures, so it runs first anyway).
  win.addEventListener('popstate', () => pageHeard.push(fakeLocation.href));
});

beforeEach(() => {
  vi.useFakeTimers();
  fakeHistory.reset('https://vastra.test/stores/s1/category/c1?color=Red');
  fakeHistory.pushState(null, '', '/stores/s1/category/c1?color=Red');
  pageHeard.length = 0;
});
afterEach(() => {
  overlay.close();
  vi.runAllTimers();
  vi.useRealTimers();
});

const marked = () => Boolean((fakeHistory.state as Record<string, unknown> | null)?.[OVERLAY_ENTRY]);

describe('an overlay history entry', () => {
  it('is pushed when an overlay opens, on the same address', () => {
    const before = fakeHistory.length;
    overlay.open('cart');
    expect(fakeHistory.length).toBe(before + 1);
    expect(marked()).toBe(true);
    expect(fakeLocation.href).toBe('https://vastra.test/stores/s1/category/c1?color=Red');
  });

  it("is shared by overlays that follow one another (a flow's steps), without piling up", () => {
    const before = fakeHistory.length;
    overlay.open('confirm-return');
    overlay.open('select-return-reason');
    overlay.open('select-return-option');
    expect(fakeHistory.length).toBe(before + 1);
    // A step that closes and opens the next in one go keeps the entry too.
    overlay.close();
    overlay.open('return-success');
    vi.runAllTimers();
    expect(fakeHistory.length).toBe(before + 1);
    expect(marked()).toBe(true);
  });

  it('Back closes the overlay; the page does not hear it and keeps its address', () => {
    overlay.open('Filters');
    fakeHistory.go(-1);
    expect($overlay.get().open).toBe(false);
    expect(pageHeard).toEqual([]);
    expect(fakeLocation.href).toBe('https://vastra.test/stores/s1/category/c1?color=Red');
    // Nothing more is taken off: the next Back leaves as usual.
    vi.runAllTimers();
    expect(fakeHistory.index).toBe(1);
  });

  it("Back asks the overlay's own close (its guard); kept open, it gets its entry back", () => {
    let allow = false;
    const close = vi.fn(() => {
      if (allow) overlay.close();
    });
    const unregister = registerOverlayCloser('profile-edit', close);
    overlay.open('profile-edit');
    fakeHistory.go(-1);
    expect(close).toHaveBeenCalledOnce();
    expect($overlay.get()).toEqual({ type: 'profile-edit', open: true });
    expect(marked()).toBe(true);
    allow = true;
    fakeHistory.go(-1);
    expect($overlay.get().open).toBe(false);
    expect(marked()).toBe(false);
    unregister();
  });

  it('closed by X or Escape, its entry is taken off again and the page stays', () => {
    const before = fakeHistory.index;
    overlay.open('quick-view');
    overlay.close();
    vi.runAllTimers();
    expect(fakeHistory.index).toBe(before);
    expect(marked()).toBe(false);
    expect(pageHeard).toEqual([]);
    expect(fakeLocation.href).toBe('https://vastra.test/stores/s1/category/c1?color=Red');
  });

  it('opening again while its entry is being taken off gets a new entry once the step back is done', () => {
    const before = fakeHistory.index;
    overlay.open('cart');
    overlay.close();
    vi.advanceTimersByTime(0); // history.back() asked for, not done yet
    overlay.open('cart');
    vi.runAllTimers();
    expect(fakeHistory.index).toBe(before + 1);
    expect(marked()).toBe(true);
  });

  it('never steps back from an entry that is not its own', () => {
    overlay.open('menu');
    // Something else added an entry meanwhile.
    fakeHistory.pushState(null, '', '/elsewhere');
    const index = fakeHistory.index;
    overlay.close();
    vi.runAllTimers();
    expect(fakeHistory.index).toBe(index);
  });

  it('carries the address the page gave itself while open (filters chosen in the drawer) to the entry under it', () => {
    overlay.open('Filters');
    expect(replaceWhileOpen('/stores/s1/category/c1?color=Red&color=Blue')).toBe(true);
    fakeHistory.go(-1);
    expect($overlay.get().open).toBe(false);
    expect(fakeLocation.href).toBe('https://vastra.test/stores/s1/category/c1?color=Red&color=Blue');
    expect(pageHeard).toEqual([]);
    // Closed by X, the same.
    overlay.open('Filters');
    replaceWhileOpen('/stores/s1/category/c1?color=Blue');
    overlay.close();
    vi.runAllTimers();
    expect(marked()).toBe(false);
    expect(fakeLocation.href).toBe('https://vastra.test/stores/s1/category/c1?color=Blue');
    // With nothing open the page adds its entries itself.
    expect(replaceWhileOpen('/x')).toBe(false);
  });

  it('a link followed from an open overlay replaces its entry (Back from the next page comes back here)', () => {
    const link = new FakeElement({
      href: 'https://vastra.test/checkout/order-summary',
      target: '',
      hasAttribute: () => false,
    });
    overlay.open('cart');
    const index = fakeHistory.index;
    overlay.close(); // the link's own click handler closes the drawer
    const click = new TapOn(link);
    doc.dispatchEvent(click);
    vi.runAllTimers();
    expect(click.defaultPrevented).toBe(true);
    expect(fakeHistory.loads).toEqual(['https://vastra.test/checkout/order-summary']);
    expect(fakeHistory.index).toBe(index);
  });
});

describe('an overlay with an address of its own (a Lens post)', () => {
  const FEED = 'https://vastra.test/lens?tab=video';
  const POST = 'https://vastra.test/lens?tab=video&post=p1';
  beforeEach(() => {
    fakeHistory.reset(FEED);
  });

  it('opened by a tap: its entry shows the post, Back leaves the feed at its own address', () => {
    openOverlayAt('lens-post', '/lens?tab=video&post=p1', '/lens?tab=video');
    expect(fakeHistory.entries.map((e) => e.url)).toEqual([FEED, POST]);
    expect(marked()).toBe(true);
    fakeHistory.go(-1);
    expect($overlay.get().open).toBe(false);
    expect(fakeLocation.href).toBe(FEED);
    expect(pageHeard).toEqual([]);
  });

  it('closed by X: the post leaves the address and the feed is not given it', () => {
    openOverlayAt('lens-post', '/lens?tab=video&post=p1', '/lens?tab=video');
    overlay.close();
    vi.runAllTimers();
    expect(fakeHistory.index).toBe(0);
    expect(fakeHistory.entries[0]!.url).toBe(FEED);
  });

  it('opened from a shared link: the page becomes the feed under it, so Back closes the post first', () => {
    fakeHistory.reset(POST);
    openOverlayAt('lens-post', '/lens?tab=video&post=p1', '/lens?tab=video');
    expect(fakeHistory.entries.map((e) => e.url)).toEqual([FEED, POST]);
    expect(fakeHistory.index).toBe(1);
    fakeHistory.go(-1);
    expect($overlay.get().open).toBe(false);
    expect(fakeLocation.href).toBe(FEED);
  });

  it('opened again by a reload of its entry: that entry is taken back as it is, no second one', () => {
    fakeHistory.reset(FEED);
    fakeHistory.pushState({ [OVERLAY_ENTRY]: true }, '', POST);
    openOverlayAt('lens-post', '/lens?tab=video&post=p1', '/lens?tab=video');
    expect(fakeHistory.entries.map((e) => e.url)).toEqual([FEED, POST]);
    expect($overlay.get()).toEqual({ type: 'lens-post', open: true });
    fakeHistory.go(-1);
    expect($overlay.get().open).toBe(false);
    expect(fakeLocation.href).toBe(FEED);
  });
});
