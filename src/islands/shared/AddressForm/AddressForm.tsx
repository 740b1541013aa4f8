/**
 * The address form (shopper-core §5), shared by settings' address book and checkout, to add an address or
 * edit a saved one (prefilled): every spec field required ("Required field" on save), the save button looks
 * disabled until every one is filled but still validates when pressed, the PIN takes digits only and fills
 * city and state from the postal lookup, and Enter in the locality lists post offices to choose from (the
 * found PIN's first), which fill locality, city, state and PIN. Ours: the type as chips (Home,
 * Work, Other), an optional landmark and alternate mobile. A pick never changes a typed PIN, city or state
 * silently: the changed fields are highlighted, a note says what changed, and Undo puts back what was
 * there. A failed save keeps everything typed. Validation is addressErrors (field-rules, no zod), the rules
 * the server's addressSchema is built from.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import {
  ADDRESS_FIELDS,
  ADDRESS_TYPES,
  PIN_LENGTH,
  addressErrors,
  cleanAddress,
  type AddressErrors,
  type AddressField,
  type OptionalAddressField,
} from '../../../lib/rules/field-rules.ts';
import { changesOfPick, localityNotInPin, type PlaceField } from '../../../lib/rules/address.ts';
import { areaDetails } from '../../../lib/api/account.ts';
import type { Address, PostOffice } from '../../../lib/api/types.ts';
import { saveAddress } from '../../../stores/addresses.ts';
import LocalityField from './LocalityField.tsx';
import styles from './AddressForm.module.scss';

type TextField = AddressField | OptionalAddressField;
type Values = Record<TextField, string> & { addressType: string };
const EMPTY: Values = {
  name: '',
  phone: '',
  pinCode: '',
  addressMain: '',
  locality: '',
  city: '',
  state: '',
  landmark: '',
  altPhone: '',
  addressType: 'Home',
};

/** The order the fields appear in (PIN and locality together, as Indian address forms have them). */
const FORM_ORDER: TextField[] = [
  'name',
  'phone',
  'pinCode',
  'locality',
  'addressMain',
  'landmark',
  'altPhone',
  'city',
  'state',
];
const FIELD_NAMES = new Set<string>([...FORM_ORDER, 'addressType']);

export const PHONE_PLACEHOLDER = 'Mobile number (only india)';

const LABELS: Record<TextField, string> = {
  name: 'Full name',
  phone: 'Mobile number',
  pinCode: 'PIN code',
  addressMain: 'House no., building, street',
  locality: 'Locality',
  city: 'City / District',
  state: 'State',
  landmark: 'Landmark (optional)',
  altPhone: 'Alternate mobile (optional)',
};

const AUTOCOMPLETE: Record<TextField, string> = {
  name: 'name',
  phone: 'tel-national',
  pinCode: 'postal-code',
  addressMain: 'address-line1',
  locality: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  landmark: 'address-line3',
  altPhone: 'off',
};

type Props = {
  /** A saved address to edit (the form starts with its values), or none to add one. */
  address?: Address | null;
  /** Called with the saved address (the shared address list is already refreshing). */
  onSaved: (address: Address) => void;
  onCancel?: () => void;
  /** Offer "make this my default" (the first address always becomes the default; not shown for the default). */
  offerDefault?: boolean;
  /** Whether the form holds anything the shopper typed or changed (so closing it can ask first). */
  onDirtyChange?: (dirty: boolean) => void;
};

type PinLookup = { status: 'idle' | 'loading' | 'found' | 'missing'; pin: string; place: string };
/** What the last post-office pick changed, and what was there before it (for Undo). */
type PickNote = {
  fields: PlaceField[];
  message: string;
  before: Pick<Values, 'locality' | PlaceField>;
  lookup: PinLookup;
};

const valuesOf = (address: Address | null | undefined): Values =>
  address
    ? {
        name: address.name,
        phone: address.phone,
        pinCode: address.pinCode,
        addressMain: address.addressMain,
        locality: address.locality,
        city: address.city,
        state: address.state,
        landmark: address.landmark ?? '',
        altPhone: address.altPhone ?? '',
        addressType: address.addressType ?? 'Home',
      }
    : EMPTY;

export default function AddressForm({ address, onSaved, onCancel, offerDefault = true, onDirtyChange }: Props) {
  const id = useId();
  const fieldId = (field: TextField | 'addressType') => `${id}-${field}`;
  const [initial] = useState(() => valuesOf(address));
  const [values, setValues] = useState<Values>(initial);
  const [makeDefault, setMakeDefault] = useState(false);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState('');
  // An address being edited already has its PIN's place: the locality lookup can use it at once.
  const [pinLookup, setPinLookup] = useState<PinLookup>(() =>
    address
      ? { status: 'found', pin: address.pinCode, place: `${address.city}, ${address.state}` }
      : { status: 'idle', pin: '', place: '' },
  );
  const [note, setNote] = useState<PickNote | null>(null);
  // Why the locality was just cleared (it was for another PIN), until the shopper types or picks one.
  const [localityNote, setLocalityNote] = useState('');
  const lookupFor = useRef(address?.pinCode ?? '');
  // The full PIN the locality was given for (the saved one, a pick's, a found lookup's): a new PIN re-checks it.
  const localityPin = useRef(address?.pinCode ?? '');
  const current = useRef(values);
  current.current = values;
  const form = useRef<HTMLFormElement>(null);

  const complete = ADDRESS_FIELDS.every((field) => values[field].trim() !== '');
  const dirty =
    makeDefault ||
    (Object.keys(initial) as (keyof Values)[]).some((field) => values[field].trim() !== initial[field].trim());
  const onDirtyRef = useRef(onDirtyChange);
  onDirtyRef.current = onDirtyChange;
  useEffect(() => {
    onDirtyRef.current?.(dirty);
  }, [dirty]);

  function change(patch: Partial<Values>) {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(patch) as (keyof Values)[]) delete next[field];
      return next;
    });
  }

  /** The shopper edits a field: a highlight from the last pick no longer applies to it. */
  function typed(patch: Partial<Values>) {
    change(patch);
    if ('locality' in patch) setLocalityNote('');
    setNote((current) => {
      if (!current) return current;
      const fields = current.fields.filter((field) => !(field in patch));
      return fields.length === current.fields.length ? current : fields.length ? { ...current, fields } : null;
    });
  }

  /** A full PIN asks the postal lookup for its district and state (once per PIN). */
  function lookUpPin(pin: string) {
    if (pin.length !== PIN_LENGTH || lookupFor.current === pin) return;
    lookupFor.current = pin;
    setPinLookup({ status: 'loading', pin, place: '' });
    areaDetails(pin)
      .then((offices) => {
        if (lookupFor.current !== pin) return;
        const office = offices[0];
        if (!office) return setPinLookup({ status: 'missing', pin, place: '' });
        // The locality was for another PIN: kept only when it is one of this PIN's post offices.
        const cleared =
          localityPin.current && localityPin.current !== pin
            ? localityNotInPin(current.current.locality, pin, offices)
            : null;
        localityPin.current = pin;
        if (cleared) setLocalityNote(cleared);
        change({ city: office.District, state: office.State, ...(cleared ? { locality: '' } : {}) });
        setPinLookup({ status: 'found', pin, place: `${office.District}, ${office.State}` });
      })
      .catch((error: Error) => {
        // The spec only logs this failure; the shopper is told to type city and state.
        console.error(error.message);
        if (lookupFor.current === pin) setPinLookup({ status: 'missing', pin, place: '' });
      });
  }

  function choosePostOffice(office: PostOffice) {
    // Fields an earlier pick changed (and the shopper left alone) are compared with what the shopper had.
    const before: PickNote['before'] = {
      locality: values.locality,
      pinCode: values.pinCode,
      city: values.city,
      state: values.state,
    };
    for (const field of note?.fields ?? []) before[field] = note!.before[field];
    const lookup = note?.fields.includes('pinCode') ? note.lookup : pinLookup;
    const changed = changesOfPick(before, office);
    setNote(changed && { ...changed, before, lookup });
    // The PIN now matches the chosen office: no second lookup to overwrite its district.
    lookupFor.current = office.Pincode;
    localityPin.current = office.Pincode;
    setLocalityNote('');
    setPinLookup({ status: 'found', pin: office.Pincode, place: `${office.District}, ${office.State}` });
    change({ locality: office.Name, city: office.District, state: office.State, pinCode: office.Pincode });
  }

  /** Puts back the locality, PIN, city and state as they were before the pick. */
  function undoPick() {
    if (!note) return;
    lookupFor.current = note.lookup.pin;
    localityPin.current = note.before.pinCode;
    setPinLookup(note.lookup);
    change(note.before);
    setNote(null);
    form.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId('pinCode'))}`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setSaveError('');
    const found = addressErrors(values);
    if (Object.keys(found).length) {
      setErrors(found);
      const first = FORM_ORDER.find((field) => found[field]);
      if (first) form.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      const saved = await saveAddress({ ...cleanAddress(values), defaultAddress: makeDefault }, address?.id);
      onSaved(saved);
    } catch (error) {
      // Everything typed stays; the message is the spec's ("Failed to add address."), with field messages if any.
      const apiError = error as Error & { fields?: Record<string, string[]> };
      console.error(apiError.message);
      setSaveError(apiError.message);
      if (apiError.fields)
        setErrors(
          Object.fromEntries(
            Object.entries(apiError.fields)
              .filter(([f]) => FIELD_NAMES.has(f))
              .map(([f, m]) => [f, m[0]!]),
          ),
        );
    } finally {
      setSaving(false);
    }
  }

  const noteId = `${id}-changed`;
  const describedBy = (field: TextField, extra?: string) =>
    [
      errors[field] ? `${fieldId(field)}-error` : '',
      extra ?? '',
      note?.fields.includes(field as PlaceField) ? noteId : '',
    ]
      .filter(Boolean)
      .join(' ') || undefined;

  const input = (field: TextField, extra: Partial<InputHTMLAttributes<HTMLInputElement>> = {}, hintId?: string) => (
    <input
      id={fieldId(field)}
      name={field}
      className={`${styles.input} ${note?.fields.includes(field as PlaceField) ? styles.changed : ''}`}
      value={values[field]}
      autoComplete={AUTOCOMPLETE[field]}
      aria-invalid={errors[field] ? true : undefined}
      aria-describedby={describedBy(field, hintId)}
      onChange={(event) => typed({ [field]: event.target.value })}
      {...extra}
    />
  );

  const error = (field: TextField | 'addressType') =>
    errors[field] ? (
      <p id={`${fieldId(field)}-error`} className={styles.error}>
        {errors[field]}
      </p>
    ) : null;

  const label = (field: TextField) => (
    <label htmlFor={fieldId(field)} className={styles.label}>
      {LABELS[field]}
    </label>
  );

  const phoneInput = (field: 'phone' | 'altPhone') => (
    <div className={styles.phone}>
      <span className={styles.prefix} aria-hidden="true">
        +91
      </span>
      {input(field, {
        // A text input: tel-national (the number without the fixed +91) is not allowed on type="tel" in HTML.
        inputMode: 'tel',
        placeholder: field === 'phone' ? PHONE_PLACEHOLDER : undefined,
        maxLength: 15,
      })}
    </div>
  );

  const pinHintId = `${fieldId('pinCode')}-hint`;
  const knownPin = pinLookup.status === 'found' && pinLookup.pin === values.pinCode ? values.pinCode : undefined;

  return (
    <form ref={form} className={styles.form} noValidate onSubmit={submit}>
      <div className={styles.field}>
        {label('name')}
        {input('name', { maxLength: 80 })}
        {error('name')}
      </div>
      <div className={styles.field}>
        {label('phone')}
        {phoneInput('phone')}
        {error('phone')}
      </div>
      <div className={styles.field}>
        {label('pinCode')}
        {input(
          'pinCode',
          {
            inputMode: 'numeric',
            pattern: '[0-9]*',
            maxLength: PIN_LENGTH,
            onChange: (event) => {
              const pin = event.target.value.replace(/\D/g, '').slice(0, PIN_LENGTH);
              typed({ pinCode: pin });
              if (pin.length === PIN_LENGTH) lookUpPin(pin);
              else {
                lookupFor.current = '';
                setPinLookup({ status: 'idle', pin, place: '' });
              }
            },
          },
          pinHintId,
        )}
        <p id={pinHintId} className={styles.hint} aria-live="polite">
          {pinLookup.status === 'loading' && 'Finding your area…'}
          {pinLookup.status === 'found' && pinLookup.pin === values.pinCode && pinLookup.place}
          {pinLookup.status === 'missing' &&
            pinLookup.pin === values.pinCode &&
            'We could not find this PIN code. Type your city and state.'}
        </p>
        {error('pinCode')}
      </div>
      <div className={styles.field}>
        {label('locality')}
        <LocalityField
          id={fieldId('locality')}
          value={values.locality}
          pin={knownPin}
          invalid={Boolean(errors.locality)}
          errorId={errors.locality ? `${fieldId('locality')}-error` : undefined}
          onChange={(locality) => typed({ locality })}
          onChoose={choosePostOffice}
        />
        {error('locality')}
        {localityNote && (
          <div className={styles.changeNote} role="status">
            <p>{localityNote}</p>
          </div>
        )}
        {note && (
          <div id={noteId} className={styles.changeNote} role="status">
            <p>{note.message}</p>
            <button type="button" className={styles.undo} onClick={undoPick}>
              Undo
            </button>
          </div>
        )}
      </div>
      <div className={`${styles.field} ${styles.wide}`}>
        {label('addressMain')}
        {input('addressMain', { maxLength: 200 })}
        {error('addressMain')}
      </div>
      <div className={styles.field}>
        {label('landmark')}
        {input('landmark', { maxLength: 120, placeholder: 'E.g. near the post office' })}
        {error('landmark')}
      </div>
      <div className={styles.field}>
        {label('altPhone')}
        {phoneInput('altPhone')}
        {error('altPhone')}
      </div>
      <div className={styles.field}>
        {label('city')}
        {input('city', { maxLength: 80 })}
        {error('city')}
      </div>
      <div className={styles.field}>
        {label('state')}
        {input('state', { maxLength: 80 })}
        {error('state')}
      </div>
      <fieldset
        className={`${styles.types} ${styles.wide}`}
        aria-describedby={errors.addressType ? `${fieldId('addressType')}-error` : undefined}
      >
        <legend className={styles.label}>Address type</legend>
        <div className={styles.chips}>
          {ADDRESS_TYPES.map((type) => (
            <label key={type} className={styles.chip}>
              <input
                type="radio"
                name={fieldId('addressType')}
                value={type}
                checked={values.addressType === type}
                onChange={() => change({ addressType: type })}
              />
              <span>{type}</span>
            </label>
          ))}
        </div>
        {error('addressType')}
      </fieldset>
      {offerDefault && !address?.defaultAddress && (
        <label className={`${styles.check} ${styles.wide}`}>
          <input type="checkbox" checked={makeDefault} onChange={(event) => setMakeDefault(event.target.checked)} />
          Make this my default address
        </label>
      )}
      {saveError && (
        <p className={`${styles.saveError} ${styles.wide}`} role="alert">
          {saveError} Your details are kept: try again.
        </p>
      )}
      <div className={`${styles.actions} ${styles.wide}`}>
        {onCancel && (
          <button type="button" className={styles.secondary} onClick={onCancel}>
            Cancel
          </button>
        )}
        <button
          type="submit"
          className={styles.primary}
          aria-disabled={!complete || saving ? true : undefined}
          data-ready={complete}
        >
          {saving ? 'Saving…' : 'Save address'}
        </button>
      </div>
    </form>
  );
}
