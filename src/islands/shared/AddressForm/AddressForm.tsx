/**
 * The address form (shopper-core §5), shared by settings' address book and checkout, to add an address or
 * edit a saved one (prefilled): every spec field required ("Required field" on save), the save button looks
 * disabled until every one is filled but still validates when pressed, the PIN takes digits only and fills
 * city and state from the postal lookup, and Enter in the locality lists post offices to choose from (the
 * found PIN's first), which fill locality, city, state and PIN. Ours: the type as chips (Home,
 * Work, Other), an optional landmark and alternate mobile. A pick never changes a typed PIN, city or state
 * silently: the changed fields are highlighted, a note says what changed, and Undo puts back what was
 * there. A failed save keeps everything typed. Validation is addressErrors (field-rules, no zod), the rules
 * the server's addressSchema is built from. Its words are the page's (words/AddressForm.<locale>.ts): the spec's
 * field messages read as the spec has them on English pages, and a server's field refusal goes through useSay.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import {
  ADDRESS_FIELDS,
  ADDRESS_MAX,
  ADDRESS_TYPES,
  ADDRESS_TYPE_INVALID,
  COUNTRY_CODE_MESSAGE,
  PHONE_INVALID,
  PIN_INVALID,
  PIN_LENGTH,
  REQUIRED_FIELD,
  addressErrors,
  cleanAddress,
  tooLong,
  type AddressErrors,
  type AddressField,
  type OptionalAddressField,
} from '../../../lib/rules/field-rules.ts';
import { changesOfPick, localityNotInPin, type PickChange, type PlaceField } from '../../../lib/rules/address.ts';
import { areaDetails } from '../../../lib/api/account.ts';
import type { Address, PostOffice } from '../../../lib/api/types.ts';
import { saveAddress } from '../../../stores/addresses.ts';
import { useWords, type Relaxed } from '../words.tsx';
import { useSay } from '../useSay.ts';
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

type Words = typeof import('../words/AddressForm.en-IN.ts') & typeof import('../words/AddressText.en-IN.ts');
type T = Relaxed<Words>;

const LABELS: Record<TextField, (t: T) => string> = {
  name: (t) => t.common_address_label_name(),
  phone: (t) => t.common_address_label_phone(),
  pinCode: (t) => t.common_address_label_pin(),
  addressMain: (t) => t.common_address_label_main(),
  locality: (t) => t.common_address_label_locality(),
  city: (t) => t.common_address_label_city(),
  state: (t) => t.common_address_label_state(),
  landmark: (t) => t.common_address_label_landmark(),
  altPhone: (t) => t.common_address_label_alt_phone(),
};

const TYPE_NAMES: Record<(typeof ADDRESS_TYPES)[number], (t: T) => string> = {
  Home: (t) => t.common_address_type_home(),
  Work: (t) => t.common_address_type_work(),
  Other: (t) => t.common_address_type_other(),
};

/** The form's own field messages (field-rules, the spec's English) in the page's words; null for any other. */
function ownMessage(t: T, field: TextField | 'addressType', message: string): string | null {
  if (message === REQUIRED_FIELD) return t.common_address_required();
  if (message === PIN_INVALID) return t.common_address_pin_invalid();
  if (message === PHONE_INVALID) return t.common_address_phone_invalid();
  if (message === COUNTRY_CODE_MESSAGE) return t.common_address_phone_country();
  if (message === ADDRESS_TYPE_INVALID) return t.common_address_type_invalid();
  if (field !== 'addressType' && message === tooLong(ADDRESS_MAX[field]))
    return t.common_address_too_long({ max: ADDRESS_MAX[field] });
  return null;
}

const PLACE_NAMES: Record<PlaceField, (t: T) => string> = {
  pinCode: (t) => t.common_address_field_pin(),
  city: (t) => t.common_address_field_city(),
  state: (t) => t.common_address_field_state(),
};

/** What a pick changed, one sentence a field, the first naming the office (address.ts decides what). */
const pickMessage = (t: T, { changes, office }: Pick<PickChange, 'changes' | 'office'>) =>
  changes
    .map(({ field, from, to }, index) =>
      index === 0
        ? t.common_address_changed_first({
            field: PLACE_NAMES[field](t),
            from,
            to,
            office: office.name,
            district: office.district,
          })
        : t.common_address_changed({ field: PLACE_NAMES[field](t), from, to }),
    )
    .join(' ');

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
  changes: PickChange['changes'];
  office: PickChange['office'];
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
  const t = useWords<Words>();
  const say = useSay();
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
  const [localityNote, setLocalityNote] = useState<{ locality: string; pin: string } | null>(null);
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
    if ('locality' in patch) setLocalityNote(null);
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
        if (cleared) setLocalityNote({ locality: current.current.locality.trim(), pin });
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
    setNote(changed && { fields: changed.fields, changes: changed.changes, office: changed.office, before, lookup });
    // The PIN now matches the chosen office: no second lookup to overwrite its district.
    lookupFor.current = office.Pincode;
    localityPin.current = office.Pincode;
    setLocalityNote(null);
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

  const error = (field: TextField | 'addressType') => {
    const message = errors[field];
    return message ? (
      <p id={`${fieldId(field)}-error`} className={styles.error}>
        {ownMessage(t, field, message) ?? say(message)}
      </p>
    ) : null;
  };

  const label = (field: TextField) => (
    <label htmlFor={fieldId(field)} className={styles.label}>
      {LABELS[field](t)}
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
        placeholder: field === 'phone' ? t.common_address_phone_placeholder() : undefined,
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
          {pinLookup.status === 'loading' && t.common_address_pin_finding()}
          {pinLookup.status === 'found' && pinLookup.pin === values.pinCode && pinLookup.place}
          {pinLookup.status === 'missing' && pinLookup.pin === values.pinCode && t.common_address_pin_missing()}
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
            <p>{t.common_address_locality_cleared(localityNote)}</p>
          </div>
        )}
        {note && (
          <div id={noteId} className={styles.changeNote} role="status">
            <p>{pickMessage(t, note)}</p>
            <button type="button" className={styles.undo} onClick={undoPick}>
              {t.common_address_undo()}
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
        {input('landmark', { maxLength: 120, placeholder: t.common_address_landmark_placeholder() })}
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
        <legend className={styles.label}>{t.common_address_type_legend()}</legend>
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
              <span>{TYPE_NAMES[type](t)}</span>
            </label>
          ))}
        </div>
        {error('addressType')}
      </fieldset>
      {offerDefault && !address?.defaultAddress && (
        <label className={`${styles.check} ${styles.wide}`}>
          <input type="checkbox" checked={makeDefault} onChange={(event) => setMakeDefault(event.target.checked)} />
          {t.common_address_make_default()}
        </label>
      )}
      {saveError && (
        <p className={`${styles.saveError} ${styles.wide}`} role="alert">
          {say(saveError)} {t.common_address_kept()}
        </p>
      )}
      <div className={`${styles.actions} ${styles.wide}`}>
        {onCancel && (
          <button type="button" className={styles.secondary} onClick={onCancel}>
            {t.common_address_cancel()}
          </button>
        )}
        <button
          type="submit"
          className={styles.primary}
          aria-disabled={!complete || saving ? true : undefined}
          data-ready={complete}
        >
          {saving ? t.common_address_saving() : t.common_address_save()}
        </button>
      </div>
    </form>
  );
}
