/**
 * Whole seconds left until a moment (ms since epoch), re-rendering once a second until it is reached. The
 * value is worked out at render, so a new moment counts from its first render on.
 */
import { useEffect, useState } from 'react';
import { secondsLeft } from '../../lib/rules/phone-code.ts';

export function useCountdown(until: number | null): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!until) return;
    const timer = window.setInterval(() => {
      setTick((tick) => tick + 1);
      if (Date.now() >= until) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return until ? secondsLeft(until, Date.now()) : 0;
}
