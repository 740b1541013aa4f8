/**
 * An address as every place shows it (checkout's cards and payment step, settings' address book, the order
 * page): the name with its type, then street, locality, landmark, city, state and PIN, then the phones.
 * Spans only, so it fits inside a label or an <address>.
 */
import type { ReactNode } from 'react';
import type { ShownAddress } from '../../lib/rules/address.ts';
import { useWords } from './words.tsx';
import styles from './AddressText.module.scss';

type Words = typeof import('./words/AddressText.en-IN.ts');

type Props = {
  address: ShownAddress;
  /** Shown after the type (e.g. the "Default" tag). */
  tag?: ReactNode;
};

export default function AddressText({ address, tag }: Props) {
  const t = useWords<Words>();
  // The lines of rules/address.ts (addressLines, phoneLine), with their words in the page's language.
  const place = [address.city, address.state].filter(Boolean).join(', ');
  const lines = [
    address.addressMain ?? '',
    address.locality ?? '',
    address.landmark ? t.common_address_landmark({ landmark: address.landmark }) : '',
    [place, address.pinCode].filter(Boolean).join(' – '),
  ].filter(Boolean);
  const phones =
    address.phone && address.altPhone
      ? t.common_address_phones({ phone: address.phone, alternate: address.altPhone })
      : address.phone || address.altPhone
        ? t.common_address_phone({ phone: (address.phone || address.altPhone)! })
        : '';
  // The type is stored in English (Home, Work, Other): shown in the page's language.
  const types: Record<string, string> = {
    Home: t.common_address_type_home(),
    Work: t.common_address_type_work(),
    Other: t.common_address_type_other(),
  };
  return (
    <span className={styles.text}>
      <span className={styles.nameRow}>
        <strong>{address.name}</strong>
        {address.addressType && (
          <span className={styles.type}>{types[address.addressType] ?? address.addressType}</span>
        )}
        {tag}
      </span>
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
      {phones && <span className={styles.phones}>{phones}</span>}
    </span>
  );
}
