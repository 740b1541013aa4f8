/**
 * An on/off state kept by the API for a signed-in shopper (wishlist, saved). Checked on hydration and when
 * the key changes (e.g. another variant); a visitor gets a log-in warning instead. A failed call keeps
 * the state and is only logged, with the call's spec message (stores-and-social §8).
 */
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $signedIn } from '../../stores/session.ts';
import { toast } from '../../stores/toasts.ts';

type Options = {
  /** What the state belongs to; a change checks again. */
  key: string;
  check: () => Promise<boolean>;
  add: () => Promise<unknown>;
  remove: () => Promise<unknown>;
  loginMessage: string;
};

export function useSignedInToggle({ key, check, add, remove, loginMessage }: Options) {
  const signedIn = useStore($signedIn, { ssr: () => false });
  const [on, setOn] = useState(false);
  const busy = useRef(false);
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
      toast.warning(loginMessage);
      return;
    }
    if (busy.current) return;
    busy.current = true;
    version.current += 1;
    const toggledKey = key;
    try {
      await (on ? remove() : add());
      if (keyRef.current === toggledKey) setOn(!on);
    } catch (error) {
      console.error((error as Error).message);
    } finally {
      busy.current = false;
    }
  }

  return { on, toggle };
}
