/**
 * /auth/signup (shopper-core §2 Auth screens, §5): the form (display name checked live, full name, e-mail,
 * mobile number, terms), the code screen, then the "Personalize Now" welcome that leads to onboarding.
 * A friend's link (?ref=CODE, kept for the visit) is sent as referredBy; ?phone= fills the number when login
 * found no account for it; ?next= is carried to onboarding and on from there.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '../../lib/api/index.ts';
import { isDisplayNameAvailable, startSignUp, verifySignUpCode, type SignUpDetails } from '../../lib/api/auth.ts';
import {
  DISPLAY_NAME_CHECK_FROM,
  DISPLAY_NAME_TAKEN,
  SIGNUP_OTP_EMPTY,
  displayNameError,
  normalizePhone,
  signUpErrors,
  type SignUpFields,
} from '../../lib/rules/field-rules.ts';
import { CODE_REFUSALS } from '../../lib/rules/phone-code.ts';
import { localisedPath } from '../../lib/i18n/locale-paths.ts';
import { homePath, loginPath, onboardingPath, safeReturnPath, termsPath } from '../../lib/paths.ts';
import { site } from '../../lib/site.ts';
import { completeSignIn } from '../../stores/sign-in.ts';
import { codeSentAt, referral } from '../../stores/sign-in-notes.ts';
import { toast } from '../../stores/toasts.ts';
import PhoneField from './PhoneField.tsx';
import CodeStep from './CodeStep.tsx';
import styles from './Auth.module.scss';
import { useIslandCommitted } from '../shared/useIslandCommitted.ts';
import { refusedWords } from './refusal-words.ts';
import Tagged from '../shared/Tagged.tsx';
import { useLocale, useWords } from '../shared/words.tsx';
import { useSay } from '../shared/useSay.ts';
import IconCheck from '~icons/lucide/check.jsx';

type Words = typeof import('./SignupFlow.words.en-IN.ts');

type Field = keyof SignUpFields;
type Availability = 'idle' | 'checking' | 'available' | 'taken';
/** How long the display name must stay unchanged before it is checked. */
const CHECK_AFTER_MS = 300;
const FIELD_ORDER: Field[] = ['displayname', 'fullname', 'email', 'phone'];
/** The server names the number `phone` at signup and `phoneNumber` at verify; both belong to the phone field. */
const FIELD_OF: Record<string, Field> = {
  displayname: 'displayname',
  fullname: 'fullname',
  email: 'email',
  phone: 'phone',
  phoneNumber: 'phone',
  country_code: 'phone',
};

const query = (name: string) => new URLSearchParams(window.location.search).get(name);

export default function SignupFlow() {
  const t = useWords<Words>();
  const say = useSay();
  const locale = useLocale();
  const here = (path: string) => localisedPath(path, locale);
  const [step, setStep] = useState<'form' | 'code' | 'welcome'>('form');
  const [form, setForm] = useState<SignUpFields>({ displayname: '', fullname: '', email: '', phone: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [availability, setAvailability] = useState<Availability>('idle');
  const [sending, setSending] = useState(false);
  const [referrer, setReferrer] = useState<string | null>(null);
  const [cameFromLogin, setCameFromLogin] = useState(false);
  const [next, setNext] = useState<string | null>(null);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const details = useRef<SignUpDetails | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const welcomeHeading = useRef<HTMLHeadingElement>(null);
  useIslandCommitted(formRef);

  /** The fields as they stand: what was typed before React took over may not be in state yet. */
  const typedFields = (): Partial<SignUpFields> =>
    Object.fromEntries(
      FIELD_ORDER.map(
        (name) => [name, (formRef.current?.elements.namedItem(name) as HTMLInputElement | null)?.value ?? ''] as const,
      ).filter(([, value]) => value),
    );

  useEffect(() => {
    const phone = normalizePhone(query('phone') ?? '');
    setForm((current) => ({ ...current, ...typedFields(), ...(phone ? { phone } : {}) }));
    setCameFromLogin(Boolean(phone));
    referral.keep(query('ref'));
    setReferrer(referral.read());
    setNext(safeReturnPath(query('next')));
  }, []);

  // The display name is checked for availability once it is longer than 1 character; the newest answer wins.
  useEffect(() => {
    const name = form.displayname.trim();
    if (name.length < DISPLAY_NAME_CHECK_FROM || displayNameError(name)) {
      setAvailability('idle');
      return;
    }
    setAvailability('checking');
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      isDisplayNameAvailable(name, controller.signal)
        .then((available) => setAvailability(available ? 'available' : 'taken'))
        .catch((failure: Error) => {
          if (controller.signal.aborted) return;
          // Spec §8: a failed check is only logged; the server still refuses a taken name at submit.
          console.error(failure.message);
          setAvailability('idle');
        });
    }, CHECK_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [form.displayname]);

  useEffect(() => {
    if (step === 'welcome') welcomeHeading.current?.focus();
  }, [step]);

  const set = (field: Field) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function showErrors(found: Partial<Record<Field, string>>) {
    setErrors(found);
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) (formRef.current?.elements.namedItem(first) as HTMLInputElement | null)?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending || !agreed) return;
    setFormError(null);
    const fields = { ...form, ...typedFields() };
    const found = signUpErrors(fields);
    if (!found.displayname && availability === 'taken') found.displayname = DISPLAY_NAME_TAKEN;
    if (Object.keys(found).length) {
      showErrors(found);
      return;
    }
    const body: SignUpDetails = {
      displayname: fields.displayname.trim(),
      fullname: fields.fullname.trim(),
      email: fields.email.trim(),
      phone: normalizePhone(fields.phone),
      ...(referrer ? { referredBy: referrer } : {}),
    };
    setSending(true);
    try {
      await startSignUp(body);
      details.current = body;
      const now = Date.now();
      codeSentAt.mark(body.phone, now);
      setSentAt(now);
      toast.success(t.auth_code_sent());
      setStep('code');
    } catch (failure) {
      if (
        failure instanceof ApiError &&
        (failure.status === 400 || failure.status === 409) &&
        Object.keys(failure.fields).length
      ) {
        // A taken phone or display name (409) or a field the server refused (400) shows by its field.
        const byField: Partial<Record<Field, string>> = {};
        for (const [name, messages] of Object.entries(failure.fields)) {
          const field = FIELD_OF[name];
          if (field && messages[0]) byField[field] ??= messages[0];
        }
        if (byField.displayname === DISPLAY_NAME_TAKEN) setAvailability('taken');
        showErrors(byField);
      } else if (failure instanceof ApiError && failure.status === 429) {
        setFormError(refusedWords(t, failure.serverMessage, failure.retryAfterSeconds));
      } else if (failure instanceof ApiError && failure.status === 503) {
        setFormError(CODE_REFUSALS.unavailable);
      } else {
        console.error(failure);
        toast.error((failure as Error).message);
      }
    } finally {
      setSending(false);
    }
  }

  if (step === 'welcome') {
    const firstName = form.fullname.trim().split(/\s+/)[0] ?? '';
    return (
      <section className={[styles.form, styles.welcome].join(' ')} aria-labelledby="welcome-title">
        <span className={styles.welcomeMark} aria-hidden="true">
          <IconCheck size={28} strokeWidth={2.4} />
        </span>
        <h1 className={styles.title} id="welcome-title" ref={welcomeHeading} tabIndex={-1}>
          {firstName ? t.auth_welcome_named({ name: site.name, firstName }) : t.auth_welcome({ name: site.name })}
        </h1>
        <p className={styles.lead}>{t.auth_welcome_lead()}</p>
        <a className={styles.primary} href={here(onboardingPath(next))}>
          {t.auth_personalize_now()}
        </a>
        <a className={styles.secondary} href={next ?? here(homePath())}>
          {t.auth_maybe_later()}
        </a>
      </section>
    );
  }

  if (step === 'code' && details.current) {
    const sent = details.current;
    return (
      <CodeStep
        phone={sent.phone}
        emptyMessage={SIGNUP_OTP_EMPTY}
        verifyLabel={t.auth_verify_create()}
        sentAt={sentAt}
        verify={(code) => verifySignUpCode(sent.phone, code)}
        resend={() => startSignUp(sent)}
        onSignedIn={async (tokens) => {
          await completeSignIn(tokens, '', { navigate: false });
          referral.forget();
          setStep('welcome');
        }}
        onChangeNumber={() => setStep('form')}
      />
    );
  }

  const nameStatus = errors.displayname
    ? null
    : availability === 'taken'
      ? { kind: 'error' as const, text: DISPLAY_NAME_TAKEN }
      : availability === 'available'
        ? { kind: 'ok' as const, text: t.auth_display_name_available() }
        : availability === 'checking'
          ? { kind: 'muted' as const, text: t.auth_checking() }
          : null;

  return (
    <form className={styles.form} noValidate onSubmit={submit} ref={formRef}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{t.auth_signup_heading()}</h1>
        <p className={styles.lead}>{t.auth_signup_lead()}</p>
      </div>
      {referrer && (
        <p className={styles.banner} role="note">
          <Tagged
            parts={t.auth_joining_through.parts({ name: referrer })}
            tags={{ strong: (text) => <strong>{text}</strong> }}
          />
        </p>
      )}
      {cameFromLogin && (
        <p className={styles.banner} role="note">
          {t.auth_no_account_for_number()}
        </p>
      )}
      <TextField
        id="signup-displayname"
        name="displayname"
        label={t.auth_display_name()}
        value={form.displayname}
        onChange={set('displayname')}
        error={errors.displayname ?? (nameStatus?.kind === 'error' ? nameStatus.text : null)}
        autoComplete="username"
        hint={t.auth_display_name_hint()}
      >
        {nameStatus && nameStatus.kind !== 'error' && (
          <p className={nameStatus.kind === 'ok' ? styles.ok : styles.muted} aria-live="polite">
            {nameStatus.kind === 'ok' && <IconCheck size={14} strokeWidth={3} />}
            {nameStatus.text}
          </p>
        )}
      </TextField>
      <TextField
        id="signup-fullname"
        name="fullname"
        label={t.auth_full_name()}
        value={form.fullname}
        onChange={set('fullname')}
        error={errors.fullname}
        autoComplete="name"
      />
      <TextField
        id="signup-email"
        name="email"
        label={t.auth_email()}
        type="email"
        value={form.email}
        onChange={set('email')}
        error={errors.email}
        autoComplete="email"
        inputMode="email"
      />
      <PhoneField id="signup-phone" value={form.phone} onChange={set('phone')} error={errors.phone} />
      {errors.phone && /already uses/.test(errors.phone) && (
        <p className={styles.muted}>
          <a href={here(loginPath(next))}>{t.auth_login_instead()}</a>
        </p>
      )}
      <label className={styles.check}>
        <input type="checkbox" name="terms" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
        <span>
          <Tagged
            parts={t.auth_agree_terms.parts({})}
            tags={{ terms: (text) => <a href={here(termsPath())}>{text}</a> }}
          />
        </span>
      </label>
      {formError && (
        <p className={styles.error} role="alert">
          {say(formError)}
        </p>
      )}
      <button className={styles.primary} type="submit" disabled={!agreed} aria-disabled={sending ? true : undefined}>
        {sending ? t.auth_sending_code() : t.auth_sign_up()}
      </button>
      <p className={styles.switch}>
        {t.auth_have_account()} <a href={here(loginPath(next))}>{t.auth_log_in()}</a>
      </p>
      <p className={styles.skip}>
        <a href={here(homePath())}>{t.auth_skip_signup()}</a>
      </p>
    </form>
  );
}

type TextFieldProps = {
  id: string;
  name: Field;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  inputMode?: 'email' | 'text';
  children?: ReactNode;
};

function TextField({
  id,
  name,
  label,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  autoComplete,
  inputMode,
  children,
}: TextFieldProps) {
  const say = useSay();
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        className={[styles.input, error ? styles.invalid : ''].join(' ')}
        id={id}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
      {hint && !error && (
        <p className={styles.note} id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className={styles.error} id={`${id}-error`} role="alert">
          {say(error)}
        </p>
      )}
      {children}
    </div>
  );
}
