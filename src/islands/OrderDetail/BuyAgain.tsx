/**
 * Buy again on an order line: the very variant that was ordered, one of it, into the bag through the one bag
 * action every buy box uses (addSelectionToBag: its stock check, the server cart or the visitor's bag, the
 * toast and the My Cart drawer), at today's price and stock, read live. A variant the store no longer sells
 * says so instead of adding another.
 */
import { useState } from 'react';
import { getProduct } from '../../lib/api/index.ts';
import type { OrderLine } from '../../lib/api/orders.ts';
import { variantOptions } from '../../lib/rules/variants.ts';
import { toast } from '../../stores/toasts.ts';
import { useWords } from '../shared/words.tsx';

export const VARIANT_GONE = 'This colour and size is no longer sold. Open the product to choose another.';

type Words = typeof import('./OrderDetail.words.en-IN.ts');

export default function BuyAgain({ line, className }: { line: OrderLine; className?: string }) {
  const t = useWords<Words>();
  const [busy, setBusy] = useState(false);
  async function buy() {
    if (busy) return;
    setBusy(true);
    try {
      // The bag's writers load with the first tap, beside the live read, not with the order page.
      const [{ addSelectionToBag }, { product, varient }] = await Promise.all([
        import('../../stores/bag/actions.ts'),
        getProduct(line.productId),
      ]);
      const option = variantOptions(product, varient).find((o) => o.variantId === line.variantId);
      if (!option) toast.warning(t.orders_variant_gone());
      else await addSelectionToBag(product, { ...option, quantity: 1 });
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <button
      type="button"
      className={className}
      onClick={buy}
      aria-busy={busy || undefined}
      aria-label={t.orders_buy_again_named({ name: line.productName })}
    >
      {t.orders_buy_again()}
    </button>
  );
}
