/**
 * Pages that need a shopper (settings, own profile, DropTrack, checkout, orders) are static shells: this
 * gate shows their content to a signed-in shopper, and "Log in to continue" with a link that brings a
 * visitor back here after signing in. Nothing renders before hydration, so the static HTML never flashes
 * the wrong state.
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $signedIn } from '../../stores/session.ts';
import { loginPath } from '../../lib/paths.ts';
import { localisedPath } from '../../lib/i18n/locale-paths.ts';
import { useLocale, useWords } from './words.tsx';
import styles from './SignInGate.module.scss';

type Words = typeof import('./words/SignInGate.en-IN.ts');

/** The heading and note come in the page's language; without them, the gate's own ("Log in to continue"). */
type Props = {
  children: ReactNode;
  message?: string;
  /** What signing in shows (under the heading). */
  note?: string;
  /** The address to come back to, from this page's path and query (the cart drawer reopens itself). */
  returnTo?: (here: string) => string;
  /** A page's gate is its h1 (h2 under a page's own static h1); inside a drawer or panel, an h3. */
  headingLevel?: 1 | 2 | 3;
};

export default function SignInGate({ children, message, note, returnTo, headingLevel = 1 }: Props) {
  const t = useWords<Words>();
  const locale = useLocale();
  const signedIn = useStore($signedIn, { ssr: () => false });
  const [here, setHere] = useState<string | null>(null);
  const headingId = useId();
  useEffect(() => setHere(`${window.location.pathname}${window.location.search}`), []);
  if (here === null) return null;
  if (signedIn) return <>{children}</>;
  const Heading = (['h1', 'h2', 'h3'] as const)[headingLevel - 1]!;
  return (
    <section className={[styles.gate, headingLevel === 3 ? styles.inPanel : ''].join(' ')} aria-labelledby={headingId}>
      <Heading id={headingId}>{message ?? t.common_sign_in_title()}</Heading>
      <p>{note ?? t.common_sign_in_note()}</p>
      <a className={styles.login} href={localisedPath(loginPath(returnTo ? returnTo(here) : here), locale)}>
        {t.common_sign_in_link()}
      </a>
    </section>
  );
}
