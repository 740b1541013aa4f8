/** An own list's Remove (Saved, Favourite Stores): named for its item, busy while its call is on its way. */
import { BusyLabel, busyProps } from '../../shared/Busy.tsx';
import { useWords } from '../../shared/words.tsx';
import own from './OwnList.module.scss';

type Words = typeof import('../Settings.words.en-IN.ts');

export default function RemoveButton({
  label,
  busy,
  onRemove,
}: {
  label: string;
  busy: boolean;
  onRemove: () => void;
}) {
  const t = useWords<Words>();
  return (
    <button type="button" className={own.remove} aria-label={label} onClick={onRemove} {...busyProps(busy)}>
      <BusyLabel busy={busy} idle={t.settings_remove()} working={t.settings_removing()} />
    </button>
  );
}
