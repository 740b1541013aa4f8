/**
 * The end of a sign-in or signup (spec shopper-core §4: "Login stores both tokens, merges the local bag into
 * the server cart, and reloads"). Signing in is the first drain of the visitor's bag (docs/decisions/bag.md,
 * "Sign-in"): the bag their entries make becomes one merge entry, with its Idempotency-Key, at the head of the outbox.
 */
import { storeTokens, $shopperId } from './session.ts';
import { $me } from './me.ts';
import { $bagRecord } from './bag/record.ts';
import { sendNow } from './bag/outbox.ts';
import { TOAST_MS, toast } from './toasts.ts';
import { BAG_KEPT_MESSAGE, skippedMessage } from '../lib/rules/bag-messages.ts';
import { VISITOR, signedInRecord } from '../lib/rules/bag-record.ts';
import type { Tokens } from '../lib/api/auth.ts';

export { BAG_KEPT_MESSAGE, skippedMessage };

/**
 * Stores both tokens, puts the visitor's bag in the new shopper's outbox as one merge and drains it, then goes
 * to `destination` with a full page load (every island starts signed in). A merge with no answer stays in the
 * outbox, sent on the next load; when something needs saying (that, or sold-out lines left out) the toast is
 * shown for its 3 seconds before leaving. With `navigate: false` it stays on the page (signup's welcome).
 */
export async function completeSignIn(tokens: Tokens, destination: string, { navigate = true } = {}): Promise<void> {
  const record = $bagRecord.get();
  storeTokens(tokens.accessToken, tokens.refreshToken);
  // A profile kept from an earlier account must not show on this one's avatar.
  $me.set(null);
  let said = false;
  const signedIn = record.owner === VISITOR ? signedInRecord(record, $shopperId.get()) : null;
  const merge = signedIn?.outbox[0];
  if (signedIn && merge) {
    $bagRecord.set(signedIn);
    const { status, skipped = [] } = await sendNow(merge.key);
    // A refusal was said by the sender; no answer keeps the merge to send on the next load.
    if (status === 'held') toast.error(BAG_KEPT_MESSAGE);
    else if (skipped.length) toast.warning(skippedMessage(skipped.length));
    said = status !== 'sent' || skipped.length > 0;
  }
  if (!navigate) return;
  if (said) await new Promise((resolve) => setTimeout(resolve, TOAST_MS));
  window.location.assign(destination);
}
