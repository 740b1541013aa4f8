/**
 * Address Book: saved addresses, the default first, each in full (type, landmark, alternate phone). Add
 * opens the address-form modal; a save shows the address-add-success modal, which closes itself after
 * 1950 ms (shopper-core §4). Edit opens the same form prefilled (ours); saving it says "Address
 * updated". Delete asks first in the address-delete-confirm modal. "Set as default" makes another address
 * the default.
 */
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $addresses, addresses, removeAddress, setDefaultAddress } from '../../../stores/addresses.ts';
import { $overlay, overlay } from '../../../stores/overlay.ts';
import { toast } from '../../../stores/toasts.ts';
import type { Address } from '../../../lib/api/types.ts';
import Dialog from '../../shared/Dialog.tsx';
import LoadState from '../../shared/LoadState.tsx';
import AddressFormDialog from '../../shared/AddressForm/AddressFormDialog.tsx';
import AddressText from '../../shared/AddressText.tsx';
import styles from './Section.module.scss';
import own from './AddressBook.module.scss';
import IconPlus from '~icons/lucide/plus.jsx';
import IconCheck from '~icons/lucide/check.jsx';

/** The settings modals of the address book (stores-and-social §2.9). */
export const ADDRESS_FORM = 'address-form';
export const ADDRESS_ADDED = 'address-add-success';
export const ADDRESS_DELETE = 'address-delete-confirm';
/** Spec: the address success modal closes itself after about 1.95 s. */
export const ADDRESS_ADDED_CLOSE_MS = 1950;

export default function AddressBook() {
  const state = useStore($addresses);
  const current = useStore($overlay);
  const addButton = useRef<HTMLButtonElement>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [deleteError, setDeleteError] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  /** The address the form edits; null adds one. */
  const [editing, setEditing] = useState<Address | null>(null);

  function openForm(address: Address | null) {
    setEditing(address);
    overlay.open(ADDRESS_FORM);
  }

  useEffect(() => void addresses.load(), []);

  // The success modal closes itself.
  const successOpen = current.open && current.type === ADDRESS_ADDED;
  useEffect(() => {
    if (!successOpen) return;
    const timer = window.setTimeout(() => {
      if ($overlay.get().type === ADDRESS_ADDED) overlay.close();
    }, ADDRESS_ADDED_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [successOpen]);

  async function confirmDelete() {
    if (!deleting || busy) return;
    setBusy(deleting.id);
    setDeleteError('');
    try {
      await removeAddress(deleting.id);
      overlay.close();
      toast.success('Address deleted');
    } catch (error) {
      const message = (error as Error).message;
      console.error(message);
      setDeleteError(message);
    } finally {
      setBusy(null);
    }
  }

  async function makeDefault(address: Address) {
    if (busy) return;
    setBusy(address.id);
    try {
      await setDefaultAddress(address.id);
      toast.success('Default address updated');
    } catch (error) {
      const message = (error as Error).message;
      console.error(message);
      toast.error(message);
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.intro}>Where we deliver. Your default address is picked first at checkout.</p>
        <button ref={addButton} type="button" className={styles.primary} onClick={() => openForm(null)}>
          <IconPlus size={18} />
          Add address
        </button>
      </div>

      <LoadState state={state} what="your addresses" onRetry={() => void addresses.refresh()}>
        {(list) =>
          list.length === 0 ? (
            <div className={styles.empty}>
              <strong>No saved addresses yet</strong>
              <p>Add one now and checkout takes a tap.</p>
            </div>
          ) : (
            <ul className={own.grid} aria-label="Saved addresses">
              {list.map((address) => (
                <li key={address.id} className={`${own.address} ${address.defaultAddress ? own.isDefault : ''}`}>
                  <AddressText
                    address={address}
                    tag={address.defaultAddress && <span className={own.badge}>Default</span>}
                  />
                  <div className={own.actions}>
                    <button
                      type="button"
                      className={styles.textButton}
                      aria-haspopup="dialog"
                      aria-label={`Edit: ${address.addressMain}`}
                      onClick={() => openForm(address)}
                    >
                      Edit
                    </button>
                    {!address.defaultAddress && (
                      <button
                        type="button"
                        className={styles.textButton}
                        aria-label={`Set as default: ${address.addressMain}`}
                        disabled={busy === address.id}
                        onClick={() => void makeDefault(address)}
                      >
                        Set as default
                      </button>
                    )}
                    <button
                      type="button"
                      className={styles.textDanger}
                      aria-label={`Delete: ${address.addressMain}`}
                      onClick={() => {
                        setDeleting(address);
                        setDeleteError('');
                        overlay.open(ADDRESS_DELETE);
                      }}
                    >
                      Delete
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>

      <AddressFormDialog
        type={ADDRESS_FORM}
        address={editing}
        className={styles.formDialog}
        onSaved={() => {
          if (!editing) return overlay.open(ADDRESS_ADDED);
          overlay.close();
          toast.success('Address updated');
        }}
      />

      <Dialog
        type={ADDRESS_ADDED}
        title="Address saved"
        hideTitle
        className={styles.smallDialog}
        onClosed={() => addButton.current?.focus()}
      >
        <div className={styles.done} role="status">
          <span className={styles.doneIcon} aria-hidden="true">
            <IconCheck size={28} strokeWidth={2.2} />
          </span>
          <strong>Address saved</strong>
          <p>You can pick it at checkout.</p>
        </div>
      </Dialog>

      <Dialog
        type={ADDRESS_DELETE}
        title="Delete this address?"
        className={styles.smallDialog}
        onClosed={() => {
          setDeleting(null);
          // The Delete button that opened it is gone with its address: Add address takes focus instead.
          if (document.activeElement === document.body || !document.activeElement) addButton.current?.focus();
        }}
      >
        {deleting && (
          <>
            <p className={own.confirmText}>
              {deleting.name}, {deleting.addressMain}, {deleting.locality}, {deleting.city} – {deleting.pinCode}
              {deleting.defaultAddress && (
                <> (your default address: your most recent other address becomes the default)</>
              )}
            </p>
            {deleteError && (
              <p className={styles.alert} role="alert">
                {deleteError}
              </p>
            )}
            <div className={own.confirmActions}>
              <button type="button" className={styles.secondary} onClick={() => overlay.close()}>
                Keep it
              </button>
              <button
                type="button"
                className={styles.danger}
                disabled={busy === deleting.id}
                onClick={() => void confirmDelete()}
              >
                {busy === deleting.id ? 'Deleting…' : 'Delete'}
              </button>
            </div>
          </>
        )}
      </Dialog>
    </>
  );
}
