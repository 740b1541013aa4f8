/**
 * An on/off state kept by the API for a signed-in shopper (wishlist, saved). Checked on hydration and when
 * the key changes (e.g. another variant); a visitor gets "Log in to continue" with a Login action instead.
 * While a change is on its way the toggle is busy (its button shows it); done, it says so in a short toast
 * ("Added to wishlist", "Saved"). A failed call keeps the state and is only logged, with the call's spec
 * message (stores-and-social §8), unless the device is offline: that is said. A change that goes through the
 * bag's outbox (the wishlist) answers 'held' when it is kept to send later: the state shows it, and the outbox
 * has said why it waits.
 */
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { isOffline } from '../../lib/api/index.ts';
import { $signedIn } from '../../stores/session.ts';
import { toast } from '../../stores/toasts.ts';
import { askToLogIn } from '../../stores/log-in-prompt.ts';

type Options = {
  /** What the state belongs to; a change checks again. */
  key: string;
  check: () => Promise<boolean>;
  /** Resolve when done; with 'held' when the change is kept to send later. */
  add: () => Promise<unknown>;
  remove: () => Promise<unknown>;
  loginMessage: string;
  /** The confirmation once turned on, and once turned off. */
  said: [on: string, off: string];
};

export function useSignedInToggle({ key, check, add, remove, loginMessage, said }: Options) {
  const signedIn = useStore($signedIn, { ssr: () => false });
  const [on, setOn] = useState(false);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  /** Bumped by every toggle, so a check that started before it cannot overwrite its result. */
  const version = useRef(0);
  const checkRef = useRef(check);
  checkRef.current = check;
  /** The key now shown: a toggle that answers after the shopper moved on (another variant) leaves it alone. */
  const keyRef = useRef(key);
  keyRef.current = key;

  useEffect(() => {
    setOn(false);
    if (!signedIn) return;
    let current = true;
    const started = version.current;
    checkRef
      .current()
      .then((value) => {
        if (current && version.current === started) setOn(value === true);
      })
      .catch((error: Error) => console.error(error.message));
    return () => {
      current = false;
    };
  }, [signedIn, key]);

  async function toggle() {
    if (!signedIn) {
      askToLogIn(loginMessage);
      return;
    }
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    version.current += 1;
    const toggledKey = key;
    const next = !on;
    try {
      const done = await (next ? add() : remove());
      if (keyRef.current === toggledKey) setOn(next);
      if (done !== 'held') toast.success(next ? said[0] : said[1]);
    } catch (error) {
      console.error((error as Error).message);
      if (isOffline(error)) toast.warning((error as Error).message);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  return { on, busy, toggle };
}
