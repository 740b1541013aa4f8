/** An own list's Remove (Saved, Favourite Stores): named for its item, busy while its call is on its way. */
import { BusyLabel, busyProps } from '../../shared/Busy.tsx';
import own from './OwnList.module.scss';

export default function RemoveButton({
  label,
  busy,
  onRemove,
}: {
  label: string;
  busy: boolean;
  onRemove: () => void;
}) {
  return (
    <button type="button" className={own.remove} aria-label={label} onClick={onRemove} {...busyProps(busy)}>
      <BusyLabel busy={busy} idle="Remove" working="Removing…" />
    </button>
  );
}
