/**
 * Step 2, address: the saved addresses as radios (the default first, and chosen when nothing is chosen
 * yet), each in full with an Edit action; an "Add address" modal with the address book's own form (PIN
 * lookup, post-office suggestions), which Edit opens prefilled. Saving closes it, refreshes the list and
 * chooses the address saved. "Select Address" goes to payment (in the price box and the phone's bottom bar).
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { chosenAddress, defaultFirst } from '../../lib/rules/checkout.ts';
import { checkoutPath } from '../../lib/paths.ts';
import { localisedPath } from '../../lib/i18n/locale-paths.ts';
import { useLocale, useWords } from '../shared/words.tsx';
import { $addresses, addresses } from '../../stores/addresses.ts';
import { $checkout, EMPTY_CHECKOUT, updateCheckout } from '../../stores/checkout.ts';
import { overlay } from '../../stores/overlay.ts';
import type { Address } from '../../lib/api/types.ts';
import { firstReadPending } from '../../lib/rules/load-state.ts';
import LoadState from '../shared/LoadState.tsx';
import AddressFormDialog from '../shared/AddressForm/AddressFormDialog.tsx';
import AddressText from '../shared/AddressText.tsx';
import PriceBox from './PriceBox.tsx';
import CheckoutBar from './CheckoutBar.tsx';
import DeliveryDate from './DeliveryDate.tsx';
import type { PricedCart } from './usePricedCart.ts';
import styles from './Checkout.module.scss';

type Words = typeof import('./Checkout.words.en-IN.ts');

export const ADD_ADDRESS_DIALOG = 'checkout-add-address';

export default function AddressStep({ priced }: { priced: PricedCart }) {
  const list = useStore($addresses);
  const state = useStore($checkout, { ssr: () => EMPTY_CHECKOUT });
  /** The address the form edits; null adds one. */
  const [editing, setEditing] = useState<Address | null>(null);
  const t = useWords<Words>();
  const locale = useLocale();
  useEffect(() => void addresses.load(), []);

  function openForm(address: Address | null) {
    setEditing(address);
    overlay.open(ADD_ADDRESS_DIALOG);
  }

  const saved = list.data ? defaultFirst(list.data) : [];
  const chosen = list.data ? chosenAddress(saved, state.addressId) : state.addressId;
  useEffect(() => {
    if (list.status === 'succeeded' && chosen !== state.addressId) updateCheckout({ addressId: chosen });
  }, [list.status, chosen, state.addressId]);

  const lines = priced.cart.data ?? [];
  // The step's action, in the price box and the phone's bar alike. The address shown as chosen is written as
  // the tap leaves too, not only by the effect above: a tap between the list's first paint and that effect
  // would reach payment with none, and payment sends a shopper without one back here.
  const next = (
    <a
      className={styles.primaryWide}
      href={localisedPath(checkoutPath('payment'), locale)}
      aria-disabled={!chosen || undefined}
      onClick={(event) => {
        if (!chosen) event.preventDefault();
        else if (chosen !== $checkout.get().addressId) updateCheckout({ addressId: chosen });
      }}
    >
      {t.checkout_select_address()}
    </a>
  );

  return (
    <div className={styles.layout} data-step-reading={firstReadPending(list) || undefined}>
      <div className={styles.main}>
        <div className={styles.headingRow}>
          <h1 className={styles.heading}>{t.checkout_delivery_address()}</h1>
          <button type="button" className={styles.secondary} aria-haspopup="dialog" onClick={() => openForm(null)}>
            {t.checkout_add_address()}
          </button>
        </div>
        <LoadState state={list} what={t.checkout_loading_addresses()} onRetry={() => void addresses.refresh()}>
          {() =>
            saved.length === 0 ? (
              <p className={styles.emptyNote}>{t.checkout_no_addresses()}</p>
            ) : (
              <fieldset className={styles.radioList}>
                <legend className="visually-hidden">{t.checkout_deliver_to()}</legend>
                {saved.map((address) => (
                  <div
                    key={address.id}
                    className={`${styles.addressCard} ${address.id === chosen ? styles.radioChosen : ''}`}
                  >
                    <label className={styles.addressChoice}>
                      <input
                        type="radio"
                        name="address"
                        value={address.id}
                        checked={address.id === chosen}
                        onChange={() => updateCheckout({ addressId: address.id })}
                      />
                      <AddressText
                        address={address}
                        tag={
                          address.defaultAddress && (
                            <span className={styles.defaultTag}>{t.checkout_default_address()}</span>
                          )
                        }
                      />
                    </label>
                    <button
                      type="button"
                      className={styles.textButton}
                      aria-haspopup="dialog"
                      aria-label={t.checkout_edit_address_label({ address: address.addressMain })}
                      onClick={() => openForm(address)}
                    >
                      {t.checkout_edit()}
                    </button>
                  </div>
                ))}
              </fieldset>
            )
          }
        </LoadState>
        <DeliveryDate
          pin={saved.find((a) => a.id === chosen)?.pinCode}
          productIds={priced.cart.data?.map((l) => l.productId) ?? null}
        />
      </div>
      <aside className={styles.aside}>
        <PriceBox
          estimate={priced.estimate}
          itemCount={lines.reduce((n, l) => n + l.quantity, 0)}
          onRetry={priced.reprice}
        >
          {next}
          {!chosen && list.status === 'succeeded' && (
            <p className={styles.muted}>{t.checkout_add_address_to_continue()}</p>
          )}
        </PriceBox>
      </aside>
      <CheckoutBar estimate={priced.estimate}>{next}</CheckoutBar>
      <AddressFormDialog
        type={ADD_ADDRESS_DIALOG}
        address={editing}
        className={styles.formDialog}
        onSaved={(address) => {
          // The list is already refreshing (saveAddress); show the address at once so it can be chosen.
          const current = $addresses.get().data ?? [];
          addresses.set(
            current.some((a) => a.id === address.id)
              ? current.map((a) => (a.id === address.id ? address : a))
              : [...current, address],
          );
          updateCheckout({ addressId: address.id });
          overlay.close();
        }}
      />
    </div>
  );
}
