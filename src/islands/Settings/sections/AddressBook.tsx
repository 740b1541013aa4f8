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
import { useWords } from '../../shared/words.tsx';
import { useSay } from '../../shared/useSay.ts';
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

type Words = typeof import('../Settings.words.en-IN.ts');

export default function AddressBook() {
  const t = useWords<Words>();
  const say = useSay();
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
      toast.success(t.settings_addresses_deleted());
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
      toast.success(t.settings_addresses_default_updated());
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
        <p className={styles.intro}>{t.settings_addresses_intro()}</p>
        <button ref={addButton} type="button" className={styles.primary} onClick={() => openForm(null)}>
          <IconPlus size={18} />
          {t.settings_addresses_add()}
        </button>
      </div>

      <LoadState state={state} what={t.settings_addresses_loading()} onRetry={() => void addresses.refresh()}>
        {(list) =>
          list.length === 0 ? (
            <div className={styles.empty}>
              <strong>{t.settings_addresses_empty_title()}</strong>
              <p>{t.settings_addresses_empty_text()}</p>
            </div>
          ) : (
            <ul className={own.grid} aria-label={t.settings_addresses_list()}>
              {list.map((address) => (
                <li key={address.id} className={`${own.address} ${address.defaultAddress ? own.isDefault : ''}`}>
                  <AddressText
                    address={address}
                    tag={address.defaultAddress && <span className={own.badge}>{t.settings_addresses_default()}</span>}
                  />
                  <div className={own.actions}>
                    <button
                      type="button"
                      className={styles.textButton}
                      aria-haspopup="dialog"
                      aria-label={t.settings_addresses_edit_label({ address: address.addressMain })}
                      onClick={() => openForm(address)}
                    >
                      {t.settings_addresses_edit()}
                    </button>
                    {!address.defaultAddress && (
                      <button
                        type="button"
                        className={styles.textButton}
                        aria-label={t.settings_addresses_make_default_label({ address: address.addressMain })}
                        disabled={busy === address.id}
                        onClick={() => void makeDefault(address)}
                      >
                        {t.settings_addresses_make_default()}
                      </button>
                    )}
                    <button
                      type="button"
                      className={styles.textDanger}
                      aria-label={t.settings_addresses_delete_label({ address: address.addressMain })}
                      onClick={() => {
                        setDeleting(address);
                        setDeleteError('');
                        overlay.open(ADDRESS_DELETE);
                      }}
                    >
                      {t.settings_addresses_delete()}
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
          toast.success(t.settings_addresses_updated());
        }}
      />

      <Dialog
        type={ADDRESS_ADDED}
        title={t.settings_addresses_saved()}
        hideTitle
        className={styles.smallDialog}
        onClosed={() => addButton.current?.focus()}
      >
        <div className={styles.done} role="status">
          <span className={styles.doneIcon} aria-hidden="true">
            <IconCheck size={28} strokeWidth={2.2} />
          </span>
          <strong>{t.settings_addresses_saved()}</strong>
          <p>{t.settings_addresses_saved_text()}</p>
        </div>
      </Dialog>

      <Dialog
        type={ADDRESS_DELETE}
        title={t.settings_addresses_delete_title()}
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
              {deleting.defaultAddress && <> {t.settings_addresses_delete_default_note()}</>}
            </p>
            {deleteError && (
              <p className={styles.alert} role="alert">
                {say(deleteError)}
              </p>
            )}
            <div className={own.confirmActions}>
              <button type="button" className={styles.secondary} onClick={() => overlay.close()}>
                {t.settings_addresses_keep()}
              </button>
              <button
                type="button"
                className={styles.danger}
                disabled={busy === deleting.id}
                onClick={() => void confirmDelete()}
              >
                {busy === deleting.id ? t.settings_addresses_deleting() : t.settings_addresses_delete()}
              </button>
            </div>
          </>
        )}
      </Dialog>
    </>
  );
}
