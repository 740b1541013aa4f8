/**
 * /auth/login (shopper-core §2 Auth screens): the mobile number, then the code. The country code and phone
 * ride in the query string (code, phoneNumber), so a reload or Back keeps the screen; `next` (a path of this
 * site only) is where a signed-in shopper goes afterwards, home by default. An unknown number goes on to
 * signup with the number filled in.
 *
 * The page renders the number form as HTML and this island hydrates on the first touch; digits typed before
 * that are kept. The page wakes it at once when the address asks for the code screen.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api/index.ts';
import { sendLoginCode, verifyLoginCode } from '../../lib/api/auth.ts';
import { OTP_EMPTY, normalizePhone, phoneError } from '../../lib/rules/field-rules.ts';
import { CODE_REFUSALS, refusalOf } from '../../lib/rules/phone-code.ts';
import { localisedPath } from '../../lib/i18n/locale-paths.ts';
import { site } from '../../lib/site.ts';
import {
  homePath,
  loginCodePath,
  loginPath,
  privacyPath,
  safeReturnPath,
  signupPath,
  termsPath,
} from '../../lib/paths.ts';
import { completeSignIn } from '../../stores/sign-in.ts';
import { codeSentAt, referral } from '../../stores/sign-in-notes.ts';
import { toast } from '../../stores/toasts.ts';
import PhoneField from './PhoneField.tsx';
import CodeStep from './CodeStep.tsx';
import styles from './Auth.module.scss';
import { useIslandCommitted } from '../shared/useIslandCommitted.ts';
import { refusalWords } from './refusal-words.ts';
import Tagged from '../shared/Tagged.tsx';
import { useLocale, useWords } from '../shared/words.tsx';

type Words = typeof import('./LoginFlow.words.en-IN.ts');

type Screen = { step: 'phone' } | { step: 'code'; phone: string };

/** The screen the address asks for: the code screen when it carries an Indian mobile number (code 91). */
function screenFromAddress(): Screen {
  const query = new URLSearchParams(window.location.search);
  const phone = normalizePhone(query.get('phoneNumber') ?? '');
  const code = (query.get('code') ?? '91').replace(/^\+/, '');
  return phone && !phoneError(phone) && code === '91' ? { step: 'code', phone } : { step: 'phone' };
}

const nextParam = () => new URLSearchParams(window.location.search).get('next');

export default function LoginFlow() {
  const t = useWords<Words>();
  const locale = useLocale();
  /** The same page in this page's language: a Hindi login stays Hindi through its code screen and onwards. */
  const here = (path: string) => localisedPath(path, locale);
  const [screen, setScreen] = useState<Screen>({ step: 'phone' });
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [rateLimited, setRateLimited] = useState(false);
  const [sending, setSending] = useState(false);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [signupHref, setSignupHref] = useState(() => here(signupPath()));
  const phoneInput = useRef<HTMLInputElement>(null);
  useIslandCommitted(phoneInput);

  useEffect(() => {
    // Digits typed before React took over are already in the field: keep them.
    if (phoneInput.current?.value) setPhone(phoneInput.current.value);
    setSignupHref(here(signupPath(referral.read(), { next: nextParam() })));
    const follow = () => {
      const wanted = screenFromAddress();
      if (wanted.step === 'code') {
        setPhone(wanted.phone);
        setSentAt(codeSentAt.read(wanted.phone));
      }
      setScreen(wanted);
    };
    follow();
    delete document.documentElement.dataset.authStep;
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);

  // Back on the number screen (Change number, or the browser's Back): focus the number.
  const previousStep = useRef(screen.step);
  useEffect(() => {
    if (previousStep.current === 'code' && screen.step === 'phone') phoneInput.current?.focus();
    previousStep.current = screen.step;
  }, [screen.step]);

  function showCodeScreen(number: string, at: number | null) {
    window.history.pushState(null, '', here(loginCodePath(number, nextParam())));
    setSentAt(at);
    setScreen({ step: 'code', phone: number });
  }

  async function sendCode(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    // The field itself: what was typed before React took over may not be in state yet.
    const typed = phoneInput.current?.value ?? phone;
    const problem = phoneError(typed);
    setRateLimited(false);
    if (problem) {
      setError(problem);
      phoneInput.current?.focus();
      return;
    }
    const number = normalizePhone(typed);
    setError(null);
    setSending(true);
    try {
      await sendLoginCode(number);
      const now = Date.now();
      codeSentAt.mark(number, now);
      toast.success(t.auth_code_sent());
      showCodeScreen(number, now);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 404) {
        window.location.assign(here(signupPath(referral.read(), { phone: number, next: nextParam() })));
        return;
      }
      if (failure instanceof ApiError && failure.status === 429) {
        const refusal = refusalOf(failure.serverMessage, failure.retryAfterSeconds);
        setError(refusalWords(t, refusal));
        setRateLimited(refusal.kind === 'rate-limited');
      } else if (failure instanceof ApiError && failure.status === 400) {
        setError(failure.fields.phoneNumber?.[0] ?? failure.fields.country_code?.[0] ?? failure.serverMessage);
      } else if (failure instanceof ApiError && failure.status === 503) {
        // The SMS gateway failed: nothing was sent or counted, so trying again soon is fine.
        setError(CODE_REFUSALS.unavailable);
      } else {
        console.error(failure);
        toast.error((failure as Error).message);
      }
      phoneInput.current?.focus();
    } finally {
      setSending(false);
    }
  }

  if (screen.step === 'code') {
    return (
      <CodeStep
        key={screen.phone}
        phone={screen.phone}
        emptyMessage={OTP_EMPTY}
        verifyLabel={t.auth_verify_log_in()}
        sentAt={sentAt}
        verify={(code) => verifyLoginCode(screen.phone, code)}
        resend={() => sendLoginCode(screen.phone)}
        onSignedIn={(tokens) => completeSignIn(tokens, safeReturnPath(nextParam()) ?? here(homePath()))}
        onChangeNumber={() => {
          window.history.pushState(null, '', here(loginPath(nextParam())));
          setScreen({ step: 'phone' });
        }}
      />
    );
  }

  return (
    <form className={styles.form} noValidate onSubmit={sendCode} data-phone-step>
      <div className={styles.heading}>
        <h1 className={styles.title}>{t.auth_login_heading()}</h1>
        <p className={styles.lead}>{t.auth_login_lead()}</p>
      </div>
      <PhoneField id="login-phone" value={phone} onChange={setPhone} error={error} inputRef={phoneInput} />
      {rateLimited && (
        <button
          type="button"
          className={styles.textButton}
          onClick={() => showCodeScreen(normalizePhone(phone), codeSentAt.read(normalizePhone(phone)))}
        >
          {t.auth_have_code()}
        </button>
      )}
      <button className={styles.primary} type="submit" aria-disabled={sending ? true : undefined}>
        {sending ? t.auth_sending_code() : t.auth_send_code()}
      </button>
      <p className={styles.switch}>
        {t.auth_new_to({ name: site.name })} <a href={signupHref}>{t.auth_create_account()}</a>
      </p>
      <p className={styles.fineprint}>
        <Tagged
          parts={t.auth_fineprint.parts({})}
          tags={{
            terms: (text) => <a href={here(termsPath())}>{text}</a>,
            privacy: (text) => <a href={here(privacyPath())}>{text}</a>,
          }}
        />
      </p>
    </form>
  );
}
