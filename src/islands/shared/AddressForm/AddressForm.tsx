/**
 * The address form (shopper-core §5), shared by settings' address book and checkout's "Add address" modal:
 * every field required ("Required field" on save), the save button looks disabled until every field is
 * filled but still validates when pressed, the PIN takes digits only and fills city and state from the
 * postal lookup, and Enter in the locality lists post offices to choose from (which fill locality, city,
 * state and PIN). A failed save keeps everything typed. Validation is addressErrors (field-rules, no zod), the rules the server's addressSchema is built from.
 */
import { useId, useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { ADDRESS_FIELDS, PIN_LENGTH, addressErrors, cleanAddress, type AddressField } from '../../../lib/rules/field-rules.ts';
import { areaDetails } from '../../../lib/api/account.ts';
import type { Address, PostOffice } from '../../../lib/api/types.ts';
import { saveAddress } from '../../../stores/addresses.ts';
import LocalityField from './LocalityField.tsx';
import styles from './AddressForm.module.scss';

type Values = Record<AddressField, string>;
const EMPTY: Values = { name: '', phone: '', pinCode: '', addressMain: '', locality: '', city: '', state: '' };

/** The order the fields appear in (PIN and locality together, as Indian address forms have them). */
const FORM_ORDER: AddressField[] = ['name', 'phone', 'pinCode', 'locality', 'addressMain', 'city', 'state'];

export const PHONE_PLACEHOLDER = 'Mobile number (only india)';

const LABELS: Record<AddressField, string> = {
  name: 'Full name',
  phone: 'Mobile number',
  pinCode: 'PIN code',
  addressMain: 'House no., building, street',
  locality: 'Locality',
  city: 'City / District',
  state: 'State',
};

const AUTOCOMPLETE: Record<AddressField, string> = {
  name: 'name',
  phone: 'tel-national',
  pinCode: 'postal-code',
  addressMain: 'address-line1',
  locality: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
};

type Props = {
  /** Called with the saved address (the shared address list is already refreshing). */
  onSaved: (address: Address) => void;
  onCancel?: () => void;
  /** Offer "make this my default" (the first address always becomes the default). */
  offerDefault?: boolean;
};

type PinLookup = { status: 'idle' | 'loading' | 'found' | 'missing'; pin: string; place: string };

export default function AddressForm({ onSaved, onCancel, offerDefault = true }: Props) {
  const id = useId();
  const fieldId = (field: AddressField) => `${id}-${field}`;
  const [values, setValues] = useState<Values>(EMPTY);
  const [makeDefault, setMakeDefault] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState('');
  const [pinLookup, setPinLookup] = useState<PinLookup>({ status: 'idle', pin: '', place: '' });
  const lookupFor = useRef('');
  const form = useRef<HTMLFormElement>(null);

  const complete = ADDRESS_FIELDS.every((field) => values[field].trim() !== '');

  function change(patch: Partial<Values>) {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(patch) as AddressField[]) delete next[field];
      return next;
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
        change({ city: office.District, state: office.State });
        setPinLookup({ status: 'found', pin, place: `${office.District}, ${office.State}` });
      })
      .catch((error: Error) => {
        // The spec only logs this failure; the shopper is told to type city and state.
        console.error(error.message);
        if (lookupFor.current === pin) setPinLookup({ status: 'missing', pin, place: '' });
      });
  }

  function choosePostOffice(office: PostOffice) {
    // The PIN now matches the chosen office: no second lookup to overwrite its district.
    lookupFor.current = office.Pincode;
    setPinLookup({ status: 'found', pin: office.Pincode, place: `${office.District}, ${office.State}` });
    change({ locality: office.Name, city: office.District, state: office.State, pinCode: office.Pincode });
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
      const saved = await saveAddress({ ...cleanAddress(values), defaultAddress: makeDefault });
      onSaved(saved);
    } catch (error) {
      // Everything typed stays; the message is the spec's ("Failed to add address."), with field messages if any.
      const apiError = error as Error & { fields?: Record<string, string[]> };
      console.error(apiError.message);
      setSaveError(apiError.message);
      if (apiError.fields) {
        setErrors(Object.fromEntries(Object.entries(apiError.fields).filter(([f]) => (ADDRESS_FIELDS as readonly string[]).includes(f)).map(([f, m]) => [f, m[0]!])));
      }
    } finally {
      setSaving(false);
    }
  }

  const describedBy = (field: AddressField, extra?: string) => [errors[field] ? `${fieldId(field)}-error` : '', extra ?? ''].filter(Boolean).join(' ') || undefined;

  const input = (field: AddressField, extra: Partial<InputHTMLAttributes<HTMLInputElement>> = {}, hintId?: string) => (
    <input
      id={fieldId(field)}
      name={field}
      className={styles.input}
      value={values[field]}
      autoComplete={AUTOCOMPLETE[field]}
      aria-invalid={errors[field] ? true : undefined}
      aria-describedby={describedBy(field, hintId)}
      onChange={(event) => change({ [field]: event.target.value })}
      {...extra}
    />
  );

  const error = (field: AddressField) =>
    errors[field] ? (
      <p id={`${fieldId(field)}-error`} className={styles.error}>
        {errors[field]}
      </p>
    ) : null;

  const label = (field: AddressField) => (
    <label htmlFor={fieldId(field)} className={styles.label}>
      {LABELS[field]}
    </label>
  );

  const pinHintId = `${fieldId('pinCode')}-hint`;

  return (
    <form ref={form} className={styles.form} noValidate onSubmit={submit}>
      <div className={styles.field}>
        {label('name')}
        {input('name', { maxLength: 80 })}
        {error('name')}
      </div>
      <div className={styles.field}>
        {label('phone')}
        <div className={styles.phone}>
          <span className={styles.prefix} aria-hidden="true">
            +91
          </span>
          {input('phone', { type: 'tel', inputMode: 'tel', placeholder: PHONE_PLACEHOLDER, maxLength: 15 })}
        </div>
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
              change({ pinCode: pin });
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
          {pinLookup.status === 'missing' && pinLookup.pin === values.pinCode && 'We could not find this PIN code. Type your city and state.'}
        </p>
        {error('pinCode')}
      </div>
      <div className={styles.field}>
        {label('locality')}
        <LocalityField
          id={fieldId('locality')}
          value={values.locality}
          invalid={Boolean(errors.locality)}
          errorId={errors.locality ? `${fieldId('locality')}-error` : undefined}
          onChange={(locality) => change({ locality })}
          onChoose={choosePostOffice}
        />
        {error('locality')}
      </div>
      <div className={`${styles.field} ${styles.wide}`}>
        {label('addressMain')}
        {input('addressMain', { maxLength: 200 })}
        {error('addressMain')}
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
      {offerDefault && (
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
        <button type="submit" className={styles.primary} aria-disabled={!complete || saving ? true : undefined} data-ready={complete}>
          {saving ? 'Saving…' : 'Save address'}
        </button>
      </div>
    </form>
  );
}
