/**
 * The address form in the one dialog frame, to add an address or edit a saved one (settings' address book
 * and checkout's address step). Closing it with anything typed asks first, whichever way it is closed (X,
 * Escape, the backdrop, Back or Cancel): "Discard this address?" (an edit: "Discard your changes?") with Keep
 * editing and Discard, the shared question (DiscardQuestion.tsx) in place of the form inside the same dialog.
 */
import { useRef } from 'react';
import type { Address } from '../../../lib/api/types.ts';
import { overlay } from '../../../stores/overlay.ts';
import Dialog from '../Dialog.tsx';
import { Guarded, useDiscardGuard } from '../DiscardQuestion.tsx';
import { useWords } from '../words.tsx';
import AddressForm from './AddressForm.tsx';

type Words = typeof import('../words/AddressForm.en-IN.ts');

type Props = {
  /** The overlay type that opens it. */
  type: string;
  /** The address to edit, or null to add one. */
  address: Address | null;
  onSaved: (address: Address) => void;
  onClosed?: () => void;
  className?: string;
};

export default function AddressFormDialog({ type, address, onSaved, onClosed, className }: Props) {
  const t = useWords<Words>();
  const dirty = useRef(false);
  const guard = useDiscardGuard({
    isDirty: () => dirty.current,
    question: address ? t.common_address_discard_edit() : t.common_address_discard_new(),
    detail: address ? t.common_address_discard_edit_detail() : t.common_address_discard_new_detail(),
    onDiscard: () => {
      dirty.current = false;
      overlay.close();
    },
  });

  return (
    <Dialog
      type={type}
      title={address ? t.common_address_edit_title() : t.common_address_add_title()}
      className={className}
      onCloseRequest={guard.mayClose}
      onClosed={() => {
        dirty.current = false;
        guard.reset();
        onClosed?.();
      }}
    >
      <Guarded guard={guard}>
        <AddressForm
          // A new form for each address edited (its values start from that address).
          key={address?.id ?? 'new'}
          address={address}
          onSaved={(saved) => {
            dirty.current = false;
            onSaved(saved);
          }}
          onCancel={() => {
            if (guard.mayClose()) overlay.close();
          }}
          onDirtyChange={(value) => {
            dirty.current = value;
          }}
        />
      </Guarded>
    </Dialog>
  );
}
