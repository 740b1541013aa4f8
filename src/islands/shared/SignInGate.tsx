/**
 * Pages that need a shopper (settings, own profile, DropTrack, checkout, orders) are static shells: this
 * gate shows their content to a signed-in shopper, and "Log in to continue" with a link that brings a
 * visitor back here after signing in. Nothing renders before hydration, so the static HTML never flashes
 * the wrong state.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $signedIn } from '../../stores/session.ts';
import { loginPath } from '../../lib/paths.ts';
import styles from './SignInGate.module.scss';

type Props = { children: ReactNode; message?: string };

export default function SignInGate({ children, message = 'Log in to continue' }: Props) {
  const signedIn = useStore($signedIn, { ssr: () => false });
  const [here, setHere] = useState<string | null>(null);
  useEffect(() => setHere(`${window.location.pathname}${window.location.search}`), []);
  if (here === null) return null;
  if (signedIn) return <>{children}</>;
  return (
    <section className={styles.gate} aria-labelledby="sign-in-gate">
      <h1 id="sign-in-gate">{message}</h1>
      <p>Sign in with your phone number to see this page.</p>
      <a className={styles.login} href={loginPath(here)}>
        Login / Register
      </a>
    </section>
  );
}
