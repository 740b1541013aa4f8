/**
 * An address as every place shows it (checkout's cards and payment step, settings' address book, the order
 * page): the name with its type, then street, locality, landmark, city, state and PIN, then the phones.
 * Spans only, so it fits inside a label or an <address>.
 */
import type { ReactNode } from 'react';
import { addressLines, phoneLine, type ShownAddress } from '../../lib/rules/address.ts';
import styles from './AddressText.module.scss';

type Props = {
  address: ShownAddress;
  /** Shown after the type (e.g. the "Default" tag). */
  tag?: ReactNode;
};

export default function AddressText({ address, tag }: Props) {
  const phones = phoneLine(address);
  return (
    <span className={styles.text}>
      <span className={styles.nameRow}>
        <strong>{address.name}</strong>
        {address.addressType && <span className={styles.type}>{address.addressType}</span>}
        {tag}
      </span>
      {addressLines(address).map((line) => (
        <span key={line}>{line}</span>
      ))}
      {phones && <span className={styles.phones}>{phones}</span>}
    </span>
  );
}
